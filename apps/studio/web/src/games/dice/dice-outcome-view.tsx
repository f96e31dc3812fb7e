import type { ReactNode } from 'react';
import { Figure } from '../../components/figure.tsx';
import { texts } from '../../texts.ts';
import type { OutcomeProps } from '../outcome-view.tsx';
import { hundredthsText, multiplierText, rollWins, winChanceText } from './dice-math.ts';
import { diceOutcomeSchema, diceParamsSchema } from './dice-outcome.ts';
import { DiceTrack } from './dice-track.tsx';

/** The roll on the track with the bet's target and direction. */
export function DiceOutcome({ params, outcome }: OutcomeProps): ReactNode | null {
  const roll = diceOutcomeSchema.safeParse(outcome);
  const bet = diceParamsSchema.safeParse(params);
  if (!roll.success || !bet.success) return null;
  const { direction, targetHundredths } = bet.data;
  const { rollHundredths } = roll.data;
  const won = rollWins(direction, targetHundredths, rollHundredths);
  return (
    <div className="dice-stage">
      <div className={`dice-roll ${won ? 'dice-roll--win' : 'dice-roll--loss'}`}>
        {hundredthsText(rollHundredths)}
      </div>
      <DiceTrack direction={direction} targetHundredths={targetHundredths} rollHundredths={rollHundredths} />
      <div className="dice-figures">
        <Figure label={texts.dice[direction]}>{hundredthsText(targetHundredths)}</Figure>
        <Figure label={texts.bet.multiplier}>{multiplierText(direction, targetHundredths)}</Figure>
        <Figure label={texts.dice.winChance}>{winChanceText(direction, targetHundredths)}</Figure>
      </div>
    </div>
  );
}
