import type { LoyaltyLevel } from '@casino/contracts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { formatPoints, formatRate } from '../lib/format.ts';

type LevelLadderProps = {
  levels: readonly LoyaltyLevel[];
  /** The currency the rates are in (the earn rules' base currency). */
  currency: string;
  /** The signed-in player's level, marked on the ladder. */
  currentOrder?: number;
  /** The modal's short list instead of the page's cards. */
  compact?: boolean;
};

/** The club's levels from the first up: each one's threshold (points earned in all) and slot rate. */
export function LevelLadder({ levels, currency, currentOrder, compact = false }: LevelLadderProps) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const sorted = [...levels].sort((a, b) => a.order - b.order);
  return (
    <ol className={`loyalty-ladder${compact ? ' loyalty-ladder--compact' : ''}`} data-testid="loyalty-ladder">
      {sorted.map((level) => {
        const current = level.order === currentOrder;
        return (
          <li
            key={level.id}
            className="loyalty-ladder__level"
            aria-current={current ? 'step' : undefined}
            data-testid="loyalty-ladder-level"
          >
            <span className="loyalty-ladder__order">{t('loyalty.levels.level', { order: level.order })}</span>
            <strong className="loyalty-ladder__name">{level.name}</strong>
            {current ? <span className="badge">{t('loyalty.levels.current')}</span> : null}
            <span className="loyalty-ladder__threshold" data-testid="loyalty-level-threshold">
              {t('loyalty.levels.from', { points: formatPoints(level.points, locale) })}
            </span>
            <span className="loyalty-ladder__rate" data-testid="loyalty-level-rate">
              {t('loyalty.levels.rate', {
                count: level.pointsPerBaseUnit,
                rate: formatRate(level.pointsPerBaseUnit, locale),
                currency,
              })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
