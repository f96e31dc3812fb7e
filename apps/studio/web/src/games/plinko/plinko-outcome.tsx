import type { ReactNode } from 'react';
import type { OutcomeProps } from '../outcome-view.tsx';
import { PlinkoBoard } from './plinko-board.tsx';
import { plinkoOutcomeSchema, plinkoParamsSchema } from './plinko-board-geometry.ts';
import { plinkoMultipliers } from './plinko-game.tsx';

/** The board with the ball resting in its bucket. */
export function PlinkoOutcome({ info, params, outcome }: OutcomeProps): ReactNode | null {
  const landed = plinkoOutcomeSchema.safeParse(outcome);
  const bet = plinkoParamsSchema.safeParse(params);
  if (!landed.success || !bet.success) return null;
  return (
    <div className="plinko-stage">
      <PlinkoBoard
        rows={landed.data.bouncesRight.length}
        multipliers={plinkoMultipliers(info?.plinko?.tables, bet.data.risk, bet.data.rows)}
        drop={null}
        landed={landed.data}
      />
    </div>
  );
}
