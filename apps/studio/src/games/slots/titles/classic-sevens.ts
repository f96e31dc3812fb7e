/**
 * Classic Sevens: 3 reels × 3 rows, 5 lines (the three rows and both diagonals). A classic: blanks,
 * cherries that pay from one on the first reel, three bars and sevens, no wild. Low volatility: a win on
 * more than half the spins, 18 times the bet at most.
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';

export const CLASSIC_SEVENS: SlotTitle = {
  slug: 'classic-sevens',
  name: 'Classic Sevens',
  rows: 3,
  reels: [
    reelStrip(
      'BAR TRIPLE_BAR CHERRY BAR SEVEN TRIPLE_BAR BAR DOUBLE_BAR BLANK DOUBLE_BAR BLANK DOUBLE_BAR CHERRY BAR DOUBLE_BAR SEVEN TRIPLE_BAR BAR BLANK DOUBLE_BAR TRIPLE_BAR CHERRY BAR CHERRY',
    ),
    reelStrip(
      'TRIPLE_BAR BAR BLANK TRIPLE_BAR BAR BLANK DOUBLE_BAR CHERRY SEVEN TRIPLE_BAR BAR DOUBLE_BAR CHERRY BAR CHERRY BLANK DOUBLE_BAR BAR TRIPLE_BAR CHERRY BAR DOUBLE_BAR SEVEN DOUBLE_BAR',
    ),
    reelStrip(
      'SEVEN DOUBLE_BAR TRIPLE_BAR DOUBLE_BAR BAR CHERRY BAR SEVEN CHERRY BAR DOUBLE_BAR BAR CHERRY BAR CHERRY DOUBLE_BAR BLANK TRIPLE_BAR BLANK DOUBLE_BAR TRIPLE_BAR BLANK TRIPLE_BAR BAR',
    ),
  ],
  symbols: [
    { id: 'BLANK', name: 'Blank', kind: 'regular', pays: {} },
    { id: 'CHERRY', name: 'Cherry', kind: 'regular', pays: { 1: 2, 2: 5, 3: 10 } },
    { id: 'BAR', name: 'Bar', kind: 'regular', pays: { 3: 10 } },
    { id: 'DOUBLE_BAR', name: 'Double bar', kind: 'regular', pays: { 3: 20 } },
    { id: 'TRIPLE_BAR', name: 'Triple bar', kind: 'regular', pays: { 3: 30 } },
    { id: 'SEVEN', name: 'Seven', kind: 'regular', pays: { 3: 80 } },
  ],
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  rtp: '3325/3456',
  volatility: 'low',
};
