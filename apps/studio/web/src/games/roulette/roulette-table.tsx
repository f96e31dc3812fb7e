import type { CSSProperties } from 'react';
import { chipFace } from './chips.ts';
import { ROULETTE_SPOTS, type RouletteSpot } from './roulette-layout.ts';

/** The betting table: a click places the chosen chip on a spot; the pocket's spots light up after a spin. */
export function RouletteTable({
  totals,
  decimals,
  pocket,
  disabled,
  onSpot,
}: {
  totals: Map<string, bigint>;
  decimals: number;
  pocket: number | null;
  disabled: boolean;
  onSpot?: (spot: RouletteSpot) => void;
}) {
  return (
    <div className="roulette-table">
      {ROULETTE_SPOTS.map((spot) => {
        const amount = totals.get(spot.id);
        const hit = pocket !== null && spot.numbers.includes(pocket);
        return (
          <button
            key={spot.id}
            type="button"
            className={`roulette-spot roulette-spot--${spot.colour} ${hit ? 'roulette-spot--hit' : ''} ${spot.betKind === 'straight' ? 'roulette-spot--number' : ''}`}
            style={{ '--wide-area': spot.wideArea, '--narrow-area': spot.narrowArea } as CSSProperties}
            disabled={disabled || !onSpot}
            aria-label={amount ? `${spot.label}: ${chipFace(amount, decimals)}` : spot.label}
            onClick={() => onSpot?.(spot)}
          >
            <span className="roulette-spot__label">{spot.label}</span>
            {amount !== undefined && (
              <span className="chip chip--on-table">{chipFace(amount, decimals)}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
