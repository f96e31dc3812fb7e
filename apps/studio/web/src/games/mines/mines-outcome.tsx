import type { ReactNode } from 'react';
import type { OutcomeProps } from '../outcome-view.tsx';
import { MinesGrid } from './mines-grid.tsx';
import { minesOutcomeSchema, tileLooks } from './mines-math.ts';

/** The field with its mines, the tiles the player opened and the mine that ended the round. */
export function MinesOutcome({ outcome }: OutcomeProps): ReactNode | null {
  const parsed = minesOutcomeSchema.safeParse(outcome);
  if (!parsed.success) return null;
  return (
    <div className="mines-stage">
      <MinesGrid looks={tileLooks(parsed.data)} pendingTile={null} onOpen={null} />
    </div>
  );
}
