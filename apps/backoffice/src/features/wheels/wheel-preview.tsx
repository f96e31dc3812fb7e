import { dropRates, type SectorPrize } from '@casino/contracts';
import { minorToNumber } from '../../components/minor-units.ts';
import { useMoneyFormat } from '../../components/money.tsx';

/** What the preview needs of a sector: the form's values as staff type them. */
export type PreviewSector = {
  titles?: Record<string, string>;
  weight?: unknown;
  prize?: Partial<SectorPrize>;
};

const RADIUS = 96;
const LABEL_RADIUS = 62;
/** The player site's sector colours and label length (apps/web wheel-disc.tsx). */
const COLOURS = ['#5b7cff', '#f5b942', '#3ccf91', '#ff5c7a', '#9b6bff', '#2fb6d6'];
const LABEL_LENGTH = 12;

const point = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return {
    x: Math.round(radius * Math.sin(radians) * 1000) / 1000,
    y: Math.round(-radius * Math.cos(radians) * 1000) / 1000,
  };
};

function sectorPath(index: number, count: number): string {
  if (count === 1)
    return `M0,${-RADIUS}A${RADIUS},${RADIUS} 0 1 1 0,${RADIUS}A${RADIUS},${RADIUS} 0 1 1 0,${-RADIUS}Z`;
  const span = 360 / count;
  const from = point(index * span, RADIUS);
  const to = point((index + 1) * span, RADIUS);
  return `M0,0L${from.x},${from.y}A${RADIUS},${RADIUS} 0 ${span > 180 ? 1 : 0} 1 ${to.x},${to.y}Z`;
}

/** A weight as the draw takes it: a positive whole number, else none (0). */
export const weightOf = (value: unknown) => {
  const weight = Number(value);
  return Number.isSafeInteger(weight) && weight > 0 ? weight : 0;
};

/** Each sector's chance in percent, as the site publishes it (the contracts' dropRates). */
export const chancesOf = (sectors: readonly PreviewSector[]) =>
  dropRates(sectors.map((sector) => weightOf(sector.weight)));

/**
 * The wheel as the player site draws it (equal sectors under a pointer, each named on the disc) and,
 * beside it, each sector's prize and chance, in one currency: the drop rates shown only when the
 * wheel publishes them.
 */
export function WheelPreview({
  title,
  description,
  sectors,
  currency,
  unit,
  publishDropRates,
}: {
  title: string;
  description: string;
  sectors: readonly PreviewSector[];
  currency: string;
  unit: number;
  publishDropRates: boolean;
}) {
  const money = useMoneyFormat();
  const chances = chancesOf(sectors);
  const count = sectors.length;
  const amount = (amounts: Record<string, string> | undefined) => {
    const value = amounts?.[currency];
    return value && /^\d+$/.test(value)
      ? money(minorToNumber(value, unit), currency)
      : `${currency} at the site's rate`;
  };
  const prizeText = (prize: Partial<SectorPrize> | undefined) => {
    switch (prize?.type) {
      case 'points':
        return `${prize.points ?? 0} points`;
      case 'money':
        return amount(prize.amounts);
      case 'bonus':
        return `${amount(prize.amounts)} bonus, ${prize.wagerMultiplier ?? 0}x wagering`;
      case 'freespins':
        return `${prize.count ?? 0} free spins on ${prize.gameSlug || '—'}`;
      default:
        return 'Nothing';
    }
  };
  return (
    <article className="wheel-preview" data-testid="wheel-preview">
      <h4 className="wheel-preview__title">{title || 'Untitled wheel'}</h4>
      {description ? <p className="wheel-preview__description">{description}</p> : null}
      <svg viewBox="-100 -106 200 206" className="wheel-preview__disc" role="img" aria-label="The wheel">
        <circle r={RADIUS + 3} className="wheel-preview__rim" />
        {sectors.map((sector, index) => {
          const centre = (index + 0.5) * (360 / count);
          const label = point(centre, LABEL_RADIUS);
          const text = sector.titles?.en ?? '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sectors are drawn by position
            <g key={index}>
              <path d={sectorPath(index, count)} fill={COLOURS[index % COLOURS.length]} />
              <text
                x={label.x}
                y={label.y}
                transform={`rotate(${centre <= 180 ? centre - 90 : centre + 90} ${label.x} ${label.y})`}
                className="wheel-preview__label"
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text}
              </text>
            </g>
          );
        })}
        <circle r={14} className="wheel-preview__hub" />
        <path d="M0,-88L-9,-104L9,-104Z" className="wheel-preview__pointer" />
      </svg>
      <ol className="wheel-preview__sectors">
        {sectors.map((sector, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sectors are listed by position
          <li key={index} data-testid={`wheel-preview-sector-${index}`}>
            <span className="wheel-preview__swatch" style={{ background: COLOURS[index % COLOURS.length] }} />
            <span className="wheel-preview__name">{sector.titles?.en || `Sector ${index + 1}`}</span>
            <span className="wheel-preview__prize">{prizeText(sector.prize)}</span>
            {publishDropRates ? (
              <span className="wheel-preview__chance" data-testid={`wheel-preview-chance-${index}`}>
                {chances[index]}%
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {publishDropRates ? null : <p className="muted">The site does not show the chances of this wheel.</p>}
    </article>
  );
}
