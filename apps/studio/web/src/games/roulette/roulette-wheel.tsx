import { useEffect, useRef, useState } from 'react';
import { texts } from '../../texts.ts';
import { pocketColour, WHEEL_ORDER } from './roulette-layout.ts';
import { restingAngle, SECTOR_DEGREES, spinAngle } from './wheel-angle.ts';

const CENTRE = 100;
const OUTER = 98;
const INNER = 68;
const SPIN_MS = 3200;

const polar = (radius: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${CENTRE + radius * Math.cos(radians)} ${CENTRE + radius * Math.sin(radians)}`;
};

function sectorPath(index: number): string {
  const from = (index - 0.5) * SECTOR_DEGREES;
  const to = (index + 0.5) * SECTOR_DEGREES;
  return `M ${polar(OUTER, from)} A ${OUTER} ${OUTER} 0 0 1 ${polar(OUTER, to)} L ${polar(INNER, to)} A ${INNER} ${INNER} 0 0 0 ${polar(INNER, from)} Z`;
}

/**
 * The wheel in European order. A new `spin` turns it for a few seconds onto the pocket, then calls
 * `onStopped`; without a spin it rests on `pocket`.
 */
export function RouletteWheel({
  pocket,
  spin,
  onStopped,
}: {
  pocket: number | null;
  /** A new object starts a spin onto its pocket. */
  spin: { pocket: number } | null;
  onStopped?: () => void;
}) {
  const [angle, setAngle] = useState(() => (pocket === null ? 0 : restingAngle(pocket)));
  const stopped = useRef(onStopped);
  stopped.current = onStopped;

  useEffect(() => {
    if (!spin) return;
    setAngle((current) => spinAngle(current, spin.pocket));
    const timer = window.setTimeout(() => stopped.current?.(), SPIN_MS);
    return () => window.clearTimeout(timer);
  }, [spin]);

  const shown = spin ? null : pocket;
  return (
    <div className="roulette-wheel">
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={shown === null ? texts.roulette.pocket : `${texts.roulette.pocket} ${shown}`}
      >
        <circle cx={CENTRE} cy={CENTRE} r={OUTER + 2} className="roulette-wheel__rim" />
        <g
          className="roulette-wheel__rotor"
          style={{ transform: `rotate(${angle}deg)`, transitionDuration: spin ? `${SPIN_MS}ms` : '0ms' }}
        >
          {WHEEL_ORDER.map((number, index) => (
            <g key={number}>
              <path d={sectorPath(index)} className={`pocket pocket--${pocketColour(number)}`} />
              <text
                x={CENTRE}
                y={CENTRE - OUTER + 13}
                transform={`rotate(${index * SECTOR_DEGREES} ${CENTRE} ${CENTRE})`}
                className="pocket__label"
              >
                {number}
              </text>
            </g>
          ))}
          <circle cx={CENTRE} cy={CENTRE} r={INNER} className="roulette-wheel__bowl" />
        </g>
        <circle cx={CENTRE} cy={CENTRE - INNER + 6} r={5} className="roulette-wheel__ball" />
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={34}
          className={`roulette-wheel__hub pocket--${shown === null ? 'none' : pocketColour(shown)}`}
        />
        <text x={CENTRE} y={CENTRE + 1} className="roulette-wheel__number">
          {shown ?? ''}
        </text>
      </svg>
    </div>
  );
}
