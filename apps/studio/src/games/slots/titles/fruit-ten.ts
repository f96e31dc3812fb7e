/**
 * Fruit Ten: 5 reels × 3 rows, 10 lines, eight fruit symbols paying 3, 4 or 5 of a kind, no wild and no
 * scatter.
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';
import { LINES_5X3 } from './paylines.ts';

export const FRUIT_TEN: SlotTitle = {
  slug: 'fruit-ten',
  name: 'Fruit Ten',
  rows: 3,
  reels: [
    reelStrip(
      'MELON LEMON ORANGE CHERRY LEMON CHERRY BELL GRAPES PLUM LEMON CHERRY GRAPES PLUM GRAPES PLUM MELON BELL SEVEN ORANGE CHERRY ORANGE CHERRY LEMON PLUM LEMON ORANGE',
    ),
    reelStrip(
      'CHERRY ORANGE CHERRY GRAPES CHERRY PLUM CHERRY ORANGE LEMON PLUM GRAPES MELON CHERRY LEMON ORANGE PLUM LEMON GRAPES ORANGE SEVEN BELL LEMON BELL MELON LEMON PLUM',
    ),
    reelStrip(
      'SEVEN MELON LEMON PLUM LEMON ORANGE BELL LEMON CHERRY ORANGE PLUM ORANGE LEMON CHERRY GRAPES CHERRY PLUM ORANGE CHERRY MELON BELL GRAPES PLUM CHERRY LEMON GRAPES',
    ),
    reelStrip(
      'PLUM LEMON CHERRY BELL LEMON GRAPES PLUM GRAPES CHERRY GRAPES MELON ORANGE LEMON MELON CHERRY LEMON PLUM CHERRY LEMON ORANGE CHERRY PLUM SEVEN ORANGE BELL ORANGE',
    ),
    reelStrip(
      'PLUM CHERRY MELON LEMON ORANGE SEVEN PLUM BELL LEMON PLUM GRAPES LEMON PLUM ORANGE GRAPES ORANGE CHERRY BELL GRAPES LEMON CHERRY ORANGE CHERRY MELON CHERRY LEMON',
    ),
  ],
  symbols: [
    { id: 'CHERRY', name: 'Cherry', kind: 'regular', pays: { 3: 20, 4: 50, 5: 125 } },
    { id: 'LEMON', name: 'Lemon', kind: 'regular', pays: { 3: 20, 4: 50, 5: 125 } },
    { id: 'ORANGE', name: 'Orange', kind: 'regular', pays: { 3: 30, 4: 75, 5: 200 } },
    { id: 'PLUM', name: 'Plum', kind: 'regular', pays: { 3: 30, 4: 75, 5: 200 } },
    { id: 'GRAPES', name: 'Grapes', kind: 'regular', pays: { 3: 60, 4: 150, 5: 500 } },
    { id: 'MELON', name: 'Melon', kind: 'regular', pays: { 3: 100, 4: 300, 5: 1000 } },
    { id: 'BELL', name: 'Bell', kind: 'regular', pays: { 3: 125, 4: 500, 5: 2000 } },
    { id: 'SEVEN', name: 'Seven', kind: 'regular', pays: { 3: 250, 4: 1200, 5: 5000 } },
  ],
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 10) },
  rtp: '54655/57122',
  volatility: 'medium-high',
};
