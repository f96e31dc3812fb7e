import type { ReactNode } from 'react';
import { decimalsOf } from '../../lib/money.ts';
import type { OutcomeProps } from '../outcome-view.tsx';
import { placedFromChips, totalsBySpot } from './chips.ts';
import { rouletteOutcomeSchema, rouletteParamsSchema } from './roulette-outcome.ts';
import { RouletteTable } from './roulette-table.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';

/** The wheel resting on the pocket and the round's chips on the table (none in the verifier). */
export function RouletteOutcome({ params, outcome }: OutcomeProps): ReactNode | null {
  const spun = rouletteOutcomeSchema.safeParse(outcome);
  if (!spun.success) return null;
  const bet = rouletteParamsSchema.safeParse(params);
  const chips = bet.success ? bet.data.chips : [];
  const decimals = Math.max(2, decimalsOf(...chips.map((chip) => chip.amount)));
  return (
    <div className="roulette-stage">
      <div className="roulette-stage__wheel">
        <RouletteWheel pocket={spun.data.pocket} spin={null} />
      </div>
      <RouletteTable
        totals={totalsBySpot(placedFromChips(chips, decimals))}
        decimals={decimals}
        pocket={spun.data.pocket}
        disabled
      />
    </div>
  );
}
