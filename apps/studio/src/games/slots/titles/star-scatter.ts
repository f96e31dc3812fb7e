/**
 * Star Scatter: 5 reels × 3 rows, 25 lines. A wild on reels 2 to 4 substitutes and does not pay on its
 * own; the star scatter, once on each strip, pays anywhere in the window: 3, 4 or 5 stars pay 12, 50 or
 * 400 times the total bet on top of the line wins.
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';
import { LINES_5X3 } from './paylines.ts';

export const STAR_SCATTER: SlotTitle = {
  slug: 'star-scatter',
  name: 'Star Scatter',
  rows: 3,
  reels: [
    reelStrip(
      'ACE NINE COMET KING TEN QUEEN TEN COMET JACK QUEEN KING ACE STAR TEN NINE JACK NINE KING QUEEN NINE PLANET TEN JACK',
    ),
    reelStrip(
      'PLANET ACE JACK QUEEN COMET NINE KING NINE QUEEN COMET KING TEN STAR KING JACK WILD TEN NINE QUEEN TEN NINE JACK TEN ACE',
    ),
    reelStrip(
      'TEN NINE QUEEN TEN COMET NINE ACE STAR JACK TEN WILD NINE ACE JACK KING TEN PLANET QUEEN NINE COMET QUEEN KING JACK KING',
    ),
    reelStrip(
      'NINE TEN KING ACE WILD PLANET TEN NINE ACE JACK QUEEN KING TEN NINE COMET KING JACK NINE STAR TEN QUEEN COMET QUEEN JACK',
    ),
    reelStrip(
      'TEN NINE KING STAR COMET TEN QUEEN NINE JACK QUEEN NINE KING ACE NINE COMET TEN KING ACE TEN PLANET JACK QUEEN JACK',
    ),
  ],
  symbols: [
    { id: 'NINE', name: 'Nine', kind: 'regular', pays: { 3: 12, 4: 20, 5: 100 } },
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 12, 4: 20, 5: 100 } },
    { id: 'JACK', name: 'Jack', kind: 'regular', pays: { 3: 12, 4: 30, 5: 150 } },
    { id: 'QUEEN', name: 'Queen', kind: 'regular', pays: { 3: 20, 4: 40, 5: 200 } },
    { id: 'KING', name: 'King', kind: 'regular', pays: { 3: 20, 4: 50, 5: 200 } },
    { id: 'ACE', name: 'Ace', kind: 'regular', pays: { 3: 30, 4: 80, 5: 300 } },
    { id: 'COMET', name: 'Comet', kind: 'regular', pays: { 3: 50, 4: 150, 5: 600 } },
    { id: 'PLANET', name: 'Planet', kind: 'regular', pays: { 3: 100, 4: 400, 5: 1500 } },
    { id: 'WILD', name: 'Wild', kind: 'wild', pays: {} },
    { id: 'STAR', name: 'Star', kind: 'scatter', pays: { 3: 12, 4: 50, 5: 400 } },
  ],
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 25) },
  rtp: '3490991/3656448',
  volatility: 'high',
};
