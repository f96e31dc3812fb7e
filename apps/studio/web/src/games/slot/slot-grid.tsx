import type { CSSProperties } from 'react';
import { ReelColumn, type ReelSpin } from './reel-column.tsx';
import { type Cell, cellKey } from './slot-wins.ts';

/** The reels × rows window, a reel per column; winning cells light up and the others dim. */
export function SlotGrid({
  window,
  spins,
  nameOf,
  highlighted,
  paths,
  onReelLanded,
}: {
  window: string[][];
  spins: (ReelSpin | null)[];
  nameOf: (id: string) => string;
  highlighted: Set<string>;
  /** Winning lines to draw over the reels, as the cells they cross. */
  paths: Cell[][];
  onReelLanded: (reel: number) => void;
}) {
  const rows = window[0]?.length ?? 0;
  const spinning = spins.some(Boolean);
  const stateOf = (reel: number, row: number) => {
    if (spinning || highlighted.size === 0) return 'plain';
    return highlighted.has(cellKey({ reel, row })) ? 'win' : 'dim';
  };
  return (
    <div className="slot-grid" style={{ '--reels': window.length, '--rows': rows } as CSSProperties}>
      {window.map((column, reel) => (
        <ReelColumn
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
          key={reel}
          window={column}
          spin={spins[reel] ?? null}
          nameOf={nameOf}
          cellState={(row) => stateOf(reel, row)}
          onLanded={() => onReelLanded(reel)}
        />
      ))}
      {!spinning && paths.length > 0 && <LinePaths reels={window.length} rows={rows} paths={paths} />}
    </div>
  );
}

const LINE_COLOURS = ['#ffd54f', '#4fc3f7', '#ff8a65', '#aed581', '#ce93d8', '#4dd0e1'];

function LinePaths({ reels, rows, paths }: { reels: number; rows: number; paths: Cell[][] }) {
  return (
    <svg
      className="slot-grid__lines"
      viewBox={`0 0 ${reels * 10} ${rows * 10}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {paths.map((cells, index) => (
        <polyline
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are drawn in win order
          key={index}
          points={cells.map(({ reel, row }) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
          stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
        />
      ))}
    </svg>
  );
}
