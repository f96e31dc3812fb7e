import { useEffect, useState } from 'react';
import { playRound } from '../../api/calls.ts';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { RoundResult } from '../../components/round-result.tsx';
import { fromMinor } from '../../lib/money.ts';
import { useAction } from '../../lib/use-action.ts';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import {
  clampTarget,
  type DiceDirection,
  dicePayoutMinor,
  flipDirection,
  hundredthsText,
  multiplierText,
  parseHundredths,
  winChanceText,
} from './dice-math.ts';
import { diceOutcomeSchema } from './dice-outcome.ts';
import { DiceTrack } from './dice-track.tsx';
import { useRollingNumber } from './use-rolling-number.ts';

const ROLL_MS = 650;

export function DiceGame() {
  const studio = useStudio();
  const bet = useBetAmount();
  const action = useAction();
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(4950);
  const [targetText, setTargetText] = useState(hundredthsText(4950));
  const [last, setLast] = useState<{ roll: number; win: string; multiplier: number } | null>(null);
  const rolling = useRollingNumber(ROLL_MS);

  useEffect(() => setTargetText(hundredthsText(target)), [target]);

  const busy = action.busy || rolling.running;
  const profit = bet.check.ok ? dicePayoutMinor(bet.check.minor, direction, target) - bet.check.minor : null;

  const roll = async () => {
    if (!bet.check.ok) return;
    const result = await action.run(() =>
      playRound(studio.token, { kind: 'dice', amount: bet.amount, direction, targetHundredths: target }),
    );
    if (!result) return studio.refreshBalance();
    const outcome = diceOutcomeSchema.safeParse(result.round.outcome);
    if (!outcome.success) {
      studio.applyResult(result);
      return action.setError(outcome.error);
    }
    const { rollHundredths } = outcome.data;
    studio.play('spin');
    setLast(null);
    rolling.start(rollHundredths, () => {
      studio.applyResult(result);
      setLast({ roll: rollHundredths, win: result.round.win, multiplier: result.round.multiplier });
      studio.play(Number(result.round.win) > 0 ? 'win' : 'lose');
    });
  };

  const flip = () => {
    const flipped = flipDirection(direction, target);
    setDirection(flipped.direction);
    setTarget(flipped.targetHundredths);
  };

  return (
    <div className="game game--dice">
      <div className="game__stage">
        <div className="dice-stage">
          <div
            className={`dice-roll ${last ? (Number(last.win) > 0 ? 'dice-roll--win' : 'dice-roll--loss') : ''}`}
          >
            {rolling.value === null ? '–' : hundredthsText(rolling.value)}
          </div>
          <DiceTrack
            direction={direction}
            targetHundredths={target}
            rollHundredths={rolling.value}
            settled={!rolling.running}
          >
            <input
              type="range"
              className="dice-track__slider"
              aria-label={texts.dice.target}
              min={0}
              max={9999}
              step={1}
              value={target}
              disabled={busy}
              onChange={(event) => setTarget(clampTarget(direction, Number(event.target.value)))}
            />
          </DiceTrack>
          <div className="dice-figures">
            <label className="figure">
              <span>{texts.dice.target}</span>
              <input
                inputMode="decimal"
                value={targetText}
                disabled={busy}
                onChange={(event) => setTargetText(event.target.value)}
                onBlur={() => {
                  const typed = parseHundredths(targetText);
                  if (typed === null) setTargetText(hundredthsText(target));
                  else setTarget(clampTarget(direction, typed));
                }}
              />
            </label>
            <div className="figure">
              <span>{texts.bet.multiplier}</span>
              <strong>{multiplierText(direction, target)}</strong>
            </div>
            <div className="figure">
              <span>{texts.dice.winChance}</span>
              <strong>{winChanceText(direction, target)}</strong>
            </div>
          </div>
          <RoundResult result={last && { win: last.win, multiplier: last.multiplier }} />
        </div>
      </div>
      <form
        className="game__controls"
        onSubmit={(event) => {
          event.preventDefault();
          void roll();
        }}
      >
        <BetAmountInput value={bet.amount} onChange={bet.setAmount} disabled={busy} problem={bet.problem} />
        <fieldset className="segmented" aria-label={texts.dice.direction}>
          {(['under', 'over'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={direction === option}
              disabled={busy}
              onClick={() => option !== direction && flip()}
            >
              {option === 'under' ? texts.dice.under : texts.dice.over}
            </button>
          ))}
        </fieldset>
        <p className="game__meta">
          {texts.bet.profitOnWin}:{' '}
          <strong>{profit === null ? '–' : studio.format(fromMinor(profit, studio.limits.decimals))}</strong>
        </p>
        <button
          type="submit"
          className="button button--primary button--play"
          disabled={busy || !bet.check.ok}
        >
          {busy ? texts.games.rolling : texts.games.roll}
        </button>
        <ErrorMessage error={action.error} />
      </form>
    </div>
  );
}
