import type { CSSProperties, ReactNode } from 'react';
import { type DiceDirection, hundredthsText, rollWins } from './dice-math.ts';

const percent = (hundredths: number) => `${hundredths / 100}%`;

/**
 * The 0–100 track: the winning part green, the losing part red, the target as a handle and the roll
 * as a marker. `children` lays a control (the slider) over it.
 */
export function DiceTrack({
  direction,
  targetHundredths,
  rollHundredths,
  settled = true,
  children,
}: {
  direction: DiceDirection;
  targetHundredths: number;
  rollHundredths: number | null;
  /** False while the roll still tumbles: the marker is coloured once it settles. */
  settled?: boolean;
  children?: ReactNode;
}) {
  const tone =
    rollHundredths === null || !settled
      ? ''
      : rollWins(direction, targetHundredths, rollHundredths)
        ? 'dice-track__roll--win'
        : 'dice-track__roll--loss';
  return (
    <div
      className={`dice-track dice-track--${direction}`}
      style={{ '--target': percent(targetHundredths) } as CSSProperties}
    >
      <div className="dice-track__scale" aria-hidden="true">
        {[0, 25, 50, 75, 100].map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
      <div className="dice-track__bar">
        <div className="dice-track__fill" />
        {children}
        {!children && <div className="dice-track__handle" aria-hidden="true" />}
      </div>
      {rollHundredths !== null && (
        <div className={`dice-track__roll ${tone}`} style={{ left: percent(rollHundredths) }}>
          {hundredthsText(rollHundredths)}
        </div>
      )}
    </div>
  );
}
