import { useId } from 'react';
import { scaleBet } from '../lib/bet-amount.ts';
import { fromMinor } from '../lib/money.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';

const SCALINGS = [
  { factor: 'half', face: texts.bet.half, label: texts.bet.halfLabel },
  { factor: 'double', face: texts.bet.double, label: texts.bet.doubleLabel },
] as const;

/** The bet amount with ½ and 2×, the session's limits below it and why the amount cannot be bet. */
export function BetAmountInput({
  value,
  onChange,
  disabled,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  problem: string | null;
}) {
  const { limits, format } = useStudio();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field bet-amount">
      <label htmlFor={id}>{texts.bet.amount}</label>
      <div className="bet-amount__row">
        <span className="bet-amount__currency">{limits.currency}</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        {SCALINGS.map(({ factor, face, label }) => (
          <button
            key={factor}
            type="button"
            className="chip-button"
            aria-label={label}
            disabled={disabled}
            onClick={() => onChange(scaleBet(value, limits, factor))}
          >
            {face}
          </button>
        ))}
      </div>
      <p id={hintId} className={problem ? 'field__problem' : 'field__hint'}>
        {problem ??
          texts.bet.limits(
            format(fromMinor(limits.min, limits.decimals)),
            format(fromMinor(limits.max, limits.decimals)),
          )}
      </p>
    </div>
  );
}
