import type { Wheel } from '@casino/contracts';
import { rimPoint, sectorCentre, sectorPath } from '../lib/geometry.ts';

const RADIUS = 96;
const LABEL_RADIUS = 62;
const COLOURS = ['#5b7cff', '#f5b942', '#3ccf91', '#ff5c7a', '#9b6bff', '#2fb6d6'];
/** Characters of a sector's title drawn on the wheel (the list under it has the whole title). */
const LABEL_LENGTH = 12;

type DiscProps = {
  wheel: Wheel;
  /** Degrees clockwise; the disc turns to it over `durationMs`. */
  rotation: number;
  durationMs: number;
};

/** Labels run along the radius, turned so that none reads upside down (the left half from the rim in). */
const labelTurn = (centre: number) => (centre <= 180 ? centre - 90 : centre + 90);

/** The wheel drawn as equal sectors under a pointer at the top; the list beside it names each sector. */
export function WheelDisc({ wheel, rotation, durationMs }: DiscProps) {
  const count = wheel.items.length;
  return (
    <div className="wheel-disc">
      <svg viewBox="-100 -100 200 200" className="wheel-disc__svg" aria-hidden="true" focusable="false">
        <g
          className="wheel-disc__rotor"
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
          data-testid="wheel-rotor"
          data-rotation={rotation}
        >
          <circle r={RADIUS + 3} className="wheel-disc__rim" />
          {wheel.items.map((item, index) => {
            const centre = sectorCentre(index, count);
            const label = rimPoint(centre, LABEL_RADIUS);
            return (
              <g key={item.id}>
                <path d={sectorPath(index, count, RADIUS)} fill={COLOURS[index % COLOURS.length]} />
                <text
                  x={label.x}
                  y={label.y}
                  transform={`rotate(${labelTurn(centre)} ${label.x} ${label.y})`}
                  className="wheel-disc__label"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {item.title.length > LABEL_LENGTH
                    ? `${item.title.slice(0, LABEL_LENGTH - 1)}…`
                    : item.title}
                </text>
              </g>
            );
          })}
          <circle r={14} className="wheel-disc__hub" />
        </g>
        <path d="M0,-88L-9,-104L9,-104Z" className="wheel-disc__pointer" />
      </svg>
    </div>
  );
}
