/**
 * Wild Twenty: 5 reels × 3 rows, 20 lines. A wild on every reel stands in for every symbol and pays on
 * its own from two of a kind (5 wilds: 4,000 line bets).
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';
import { LINES_5X3 } from './paylines.ts';

export const WILD_TWENTY: SlotTitle = {
  slug: 'wild-twenty',
  name: 'Wild Twenty',
  rows: 3,
  reels: [
    reelStrip(
      'KING JACK WOLF TEN ACE NINE KING QUEEN TEN EAGLE QUEEN JACK NINE WILD EAGLE KING QUEEN WOLF TEN LION ACE TEN JACK NINE ACE NINE JACK',
    ),
    reelStrip(
      'NINE ACE EAGLE TEN EAGLE QUEEN KING NINE KING TEN QUEEN JACK QUEEN TEN LION ACE WOLF WILD JACK ACE JACK NINE TEN WOLF NINE JACK KING',
    ),
    reelStrip(
      'EAGLE ACE TEN QUEEN NINE JACK NINE JACK WILD KING ACE LION TEN KING WOLF NINE TEN JACK QUEEN NINE EAGLE JACK WILD ACE QUEEN WOLF KING TEN',
    ),
    reelStrip(
      'LION TEN WOLF TEN NINE QUEEN KING JACK NINE EAGLE TEN JACK TEN WILD NINE JACK EAGLE JACK NINE WOLF ACE QUEEN ACE KING QUEEN ACE KING',
    ),
    reelStrip(
      'TEN ACE TEN JACK TEN JACK QUEEN JACK TEN QUEEN NINE EAGLE WILD KING QUEEN WOLF NINE KING ACE WOLF JACK NINE KING NINE LION EAGLE ACE',
    ),
  ],
  symbols: [
    { id: 'NINE', name: 'Nine', kind: 'regular', pays: { 3: 10, 4: 20, 5: 80 } },
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 10, 4: 20, 5: 80 } },
    { id: 'JACK', name: 'Jack', kind: 'regular', pays: { 3: 10, 4: 40, 5: 100 } },
    { id: 'QUEEN', name: 'Queen', kind: 'regular', pays: { 3: 20, 4: 40, 5: 200 } },
    { id: 'KING', name: 'King', kind: 'regular', pays: { 3: 25, 4: 50, 5: 200 } },
    { id: 'ACE', name: 'Ace', kind: 'regular', pays: { 3: 25, 4: 75, 5: 200 } },
    { id: 'WOLF', name: 'Wolf', kind: 'regular', pays: { 3: 40, 4: 100, 5: 500 } },
    { id: 'EAGLE', name: 'Eagle', kind: 'regular', pays: { 3: 50, 4: 200, 5: 750 } },
    { id: 'LION', name: 'Lion', kind: 'regular', pays: { 3: 80, 4: 400, 5: 2000 } },
    { id: 'WILD', name: 'Wild', kind: 'wild', pays: { 2: 8, 3: 80, 4: 400, 5: 4000 } },
  ],
  evaluation: { kind: 'lines', lines: LINES_5X3.slice(0, 20) },
  rtp: '1195900/1240029',
  volatility: 'medium',
};
