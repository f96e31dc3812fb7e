import type { ReactNode } from 'react';
import type { OutcomeProps } from '../outcome-view.tsx';
import { nameLookup } from './slot-game.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { slotOutcomeSchema, winCells, winningCellKeys } from './slot-wins.ts';
import { SlotWinsList } from './slot-wins-list.tsx';

/** The window a spin landed on, its wins lit up. Null when the outcome or the title cannot be read. */
export function SlotOutcome({ info, outcome }: OutcomeProps): ReactNode | null {
  const parsed = slotOutcomeSchema.safeParse(outcome);
  const slot = info?.slot;
  if (!parsed.success || !slot) return null;
  const { window, wins } = parsed.data;
  const board = {
    window,
    lines: slot.lines,
    wildId: slot.symbols.find((symbol) => symbol.kind === 'wild')?.id,
  };
  const nameOf = nameLookup(slot);
  return (
    <div className="slot-outcome">
      <SlotGrid
        window={window}
        spins={[]}
        nameOf={nameOf}
        highlighted={winningCellKeys(wins, board)}
        paths={wins.filter((win) => win.kind === 'line').map((win) => winCells(win, board))}
        onReelLanded={() => undefined}
      />
      <SlotWinsList wins={wins} nameOf={nameOf} />
    </div>
  );
}
