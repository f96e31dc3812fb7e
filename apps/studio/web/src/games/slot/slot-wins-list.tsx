import { formatMultiplier } from '../../lib/money.ts';
import { texts } from '../../texts.ts';
import type { SlotWin } from './slot-wins.ts';

export function describeWin(win: SlotWin, nameOf: (id: string) => string): string {
  const symbol = nameOf(win.symbol);
  if (win.kind === 'line') return texts.slot.lineWin(win.line + 1, win.count, symbol);
  if (win.kind === 'ways') return texts.slot.waysWin(win.ways, win.count, symbol);
  return texts.slot.scatterWin(win.count, symbol);
}

/** Each win of a spin and what it paid, as a multiple of the total bet. */
export function SlotWinsList({ wins, nameOf }: { wins: SlotWin[]; nameOf: (id: string) => string }) {
  if (wins.length === 0) return null;
  return (
    <ul className="slot-wins">
      {wins.map((win, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: wins are listed in the order the server found them
        <li key={index}>
          <span>{describeWin(win, nameOf)}</span>
          <strong>{formatMultiplier(win.multiplier)}</strong>
        </li>
      ))}
    </ul>
  );
}
