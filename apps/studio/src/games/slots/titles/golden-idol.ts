/**
 * Golden Idol: 5 reels × 3 rows, 10 lines, no wild. High volatility: the golden idol stands once on each
 * strip and pays 500, 5,000 or 50,000 line bets (5,000 times the total bet for five on a line).
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';
import { LINES_5X3 } from './paylines.ts';

export const GOLDEN_IDOL: SlotTitle = {
  slug: 'golden-idol',
  name: 'Golden Idol',
  rows: 3,
  reels: [
    reelStrip(
      'ACE MASK TEN JACK KING QUEEN IDOL JACK KING JACK QUEEN KING TEN QUEEN JACK TEN ACE MASK JACK QUEEN TEN ACE TEN',
    ),
    reelStrip(
      'QUEEN ACE MASK ACE JACK QUEEN KING JACK IDOL TEN QUEEN JACK KING MASK TEN KING ACE TEN QUEEN TEN JACK TEN JACK',
    ),
    reelStrip(
      'JACK TEN IDOL ACE JACK QUEEN TEN QUEEN ACE JACK KING TEN ACE JACK KING QUEEN JACK MASK KING TEN MASK QUEEN TEN',
    ),
    reelStrip(
      'MASK KING ACE JACK QUEEN JACK QUEEN TEN KING MASK JACK ACE QUEEN KING TEN JACK ACE TEN JACK IDOL TEN QUEEN TEN',
    ),
    reelStrip(
      'JACK IDOL TEN ACE KING QUEEN TEN MASK TEN JACK QUEEN ACE JACK QUEEN JACK QUEEN KING TEN JACK MASK ACE KING TEN',
    ),
  ],
  symbols: [
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 10, 4: 40, 5: 100 } },
    { id: 'JACK', name: 'Jack', kind: 'regular', pays: { 3: 10, 4: 40, 5: 100 } },
    { id: 'QUEEN', name: 'Queen', kind: 'regular', pays: { 3: 20, 4: 60, 5: 200 } },
    { id: 'KING', name: 'King', kind: 'regular', pays: { 3: 40, 4: 100, 5: 300 } },
    { id: 'ACE', name: 'Ace', kind: 'regular', pays: { 3: 50, 4: 100, 5: 400 } },
    { id: 'MASK', name: 'Mask', kind: 'regular', pays: { 3: 100, 4: 400, 5: 1500 } },
    { id: 'IDOL', name: 'Golden idol', kind: 'regular', pays: { 3: 500, 4: 5000, 5: 50000 } },
  ],
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 10) },
  rtp: '6209700/6436343',
  volatility: 'very high',
};
