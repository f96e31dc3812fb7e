import { useEffect, useState } from 'react';
import { BetAmountInput } from '../../components/bet-amount-input.tsx';
import { Figure } from '../../components/figure.tsx';
import { GameControls, PlayButton } from '../../components/game-controls.tsx';
import { RoundResult } from '../../components/round-result.tsx';
import { fromMinor } from '../../lib/money.ts';
import { useStudio } from '../../session/studio-context.tsx';
import { useBetAmount } from '../../session/use-bet-amount.ts';
import { texts } from '../../texts.ts';
import { useInstantRound } from '../use-instant-round.ts';
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
  const round = useInstantRound();
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(4950);
  const [targetText, setTargetText] = useState(hundredthsText(4950));
  const [last, setLast] = useState<{ roll: number; win: string; multiplier: number } | null>(null);
  const rolling = useRollingNumber(ROLL_MS);

  useEffect(() => setTargetText(hundredthsText(target)), [target]);

  const busy = round.busy || rolling.running;
  const profit = bet.check.ok ? dicePayoutMinor(bet.check.minor, direction, target) - bet.check.minor : null;

  const roll = async () => {
    if (!bet.check.ok) return;
    const played = await round.play(
      { kind: 'dice', amount: bet.amount, direction, targetHundredths: target },
      diceOutcomeSchema,
    );
    if (!played) return;
    const { result } = played;
    const { rollHundredths } = played.outcome;
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
            <Figure label={texts.bet.multiplier}>{multiplierText(direction, target)}</Figure>
            <Figure label={texts.dice.winChance}>{winChanceText(direction, target)}</Figure>
          </div>
          <RoundResult result={last && { win: last.win, multiplier: last.multiplier }} />
        </div>
      </div>
      <GameControls onSubmit={roll} error={round.error}>
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
        <PlayButton disabled={busy || round.cooling || !bet.check.ok}>
          {busy ? texts.games.rolling : texts.games.roll}
        </PlayButton>
      </GameControls>
    </div>
  );
}
