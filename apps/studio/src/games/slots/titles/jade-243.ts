/**
 * Jade 243 Ways: 5 reels × 3 rows, 243 ways (every symbol adjacent from the left pays, once per
 * combination of positions). The total bet is 25 units; a wild on reels 2 to 4 substitutes and does not
 * pay on its own.
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';

export const JADE_243: SlotTitle = {
  slug: 'jade-243',
  name: 'Jade 243 Ways',
  rows: 3,
  reels: [
    reelStrip(
      'JACK DRAGON TEN JACK ACE NINE KING NINE TIGER TEN PHOENIX KOI QUEEN KING NINE JACK QUEEN ACE KOI QUEEN TIGER TEN',
    ),
    reelStrip(
      'NINE WILD TIGER TEN JACK PHOENIX QUEEN TEN KING ACE JACK KING TIGER DRAGON KOI QUEEN NINE QUEEN NINE KOI TEN ACE JACK',
    ),
    reelStrip(
      'TIGER TEN KING ACE KING PHOENIX NINE JACK TEN QUEEN KOI JACK QUEEN TEN NINE WILD TIGER DRAGON WILD NINE KOI ACE JACK QUEEN',
    ),
    reelStrip(
      'KING KOI JACK QUEEN TEN KING JACK QUEEN WILD PHOENIX NINE KOI DRAGON TEN NINE JACK NINE ACE TIGER ACE TEN TIGER QUEEN',
    ),
    reelStrip(
      'KOI KING TEN ACE KING PHOENIX DRAGON QUEEN TIGER JACK TEN JACK ACE NINE QUEEN NINE TIGER KOI JACK NINE TEN QUEEN',
    ),
  ],
  symbols: [
    { id: 'NINE', name: 'Nine', kind: 'regular', pays: { 3: 10, 4: 15, 5: 40 } },
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 10, 4: 15, 5: 40 } },
    { id: 'JACK', name: 'Jack', kind: 'regular', pays: { 3: 10, 4: 25, 5: 50 } },
    { id: 'QUEEN', name: 'Queen', kind: 'regular', pays: { 3: 10, 4: 25, 5: 50 } },
    { id: 'KING', name: 'King', kind: 'regular', pays: { 3: 20, 4: 30, 5: 80 } },
    { id: 'ACE', name: 'Ace', kind: 'regular', pays: { 3: 20, 4: 30, 5: 80 } },
    { id: 'KOI', name: 'Koi', kind: 'regular', pays: { 3: 25, 4: 60, 5: 150 } },
    { id: 'TIGER', name: 'Tiger', kind: 'regular', pays: { 3: 30, 4: 80, 5: 250 } },
    { id: 'PHOENIX', name: 'Phoenix', kind: 'regular', pays: { 3: 50, 4: 150, 5: 500 } },
    { id: 'DRAGON', name: 'Dragon', kind: 'regular', pays: { 3: 80, 4: 250, 5: 800 } },
    { id: 'WILD', name: 'Jade wild', kind: 'wild', pays: {} },
  ],
  evaluation: { kind: 'ways', betUnits: 25 },
  rtp: '1223883/1280180',
  volatility: 'medium',
};
