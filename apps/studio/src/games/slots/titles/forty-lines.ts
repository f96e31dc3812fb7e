/**
 * Forty Crowns: 5 reels × 4 rows, 40 lines (4 straight lines first, then the lines with the fewest
 * steps). A wild on every reel substitutes and pays like the crown.
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';
import { LINES_5X4 } from './paylines.ts';

export const FORTY_LINES: SlotTitle = {
  slug: 'forty-lines',
  name: 'Forty Crowns',
  rows: 4,
  reels: [
    reelStrip(
      'KING ACE JACK TEN CROWN SWORD JACK KING SWORD HELM ACE WILD QUEEN JACK KING TEN SHIELD ACE TEN QUEEN JACK QUEEN SHIELD TEN',
    ),
    reelStrip(
      'ACE QUEEN TEN JACK TEN WILD ACE CROWN SWORD JACK SHIELD KING QUEEN TEN SHIELD JACK TEN JACK ACE KING HELM KING QUEEN SWORD',
    ),
    reelStrip(
      'KING QUEEN SWORD TEN QUEEN JACK TEN ACE KING ACE TEN JACK QUEEN CROWN KING JACK TEN JACK SWORD WILD ACE SHIELD HELM SHIELD',
    ),
    reelStrip(
      'QUEEN SHIELD ACE CROWN QUEEN JACK SWORD ACE JACK ACE TEN SHIELD JACK SWORD WILD KING TEN KING TEN JACK QUEEN KING TEN HELM',
    ),
    reelStrip(
      'WILD KING TEN KING QUEEN SHIELD HELM CROWN TEN JACK ACE KING ACE TEN SWORD ACE JACK TEN SWORD JACK QUEEN SHIELD JACK QUEEN',
    ),
  ],
  symbols: [
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 12, 4: 20, 5: 75 } },
    { id: 'JACK', name: 'Jack', kind: 'regular', pays: { 3: 12, 4: 20, 5: 75 } },
    { id: 'QUEEN', name: 'Queen', kind: 'regular', pays: { 3: 12, 4: 30, 5: 80 } },
    { id: 'KING', name: 'King', kind: 'regular', pays: { 3: 20, 4: 40, 5: 150 } },
    { id: 'ACE', name: 'Ace', kind: 'regular', pays: { 3: 25, 4: 40, 5: 200 } },
    { id: 'SHIELD', name: 'Shield', kind: 'regular', pays: { 3: 40, 4: 80, 5: 400 } },
    { id: 'SWORD', name: 'Sword', kind: 'regular', pays: { 3: 40, 4: 150, 5: 500 } },
    { id: 'HELM', name: 'Helm', kind: 'regular', pays: { 3: 75, 4: 300, 5: 1000 } },
    { id: 'CROWN', name: 'Crown', kind: 'regular', pays: { 3: 80, 4: 500, 5: 2000 } },
    { id: 'WILD', name: 'Wild', kind: 'wild', pays: { 3: 80, 4: 500, 5: 2000 } },
  ],
  evaluation: { kind: 'lines', lines: LINES_5X4 },
  rtp: '1908199/1990656',
  volatility: 'medium',
};
