/**
 * Timber 4096 Ways: 6 reels × 4 rows, 4,096 ways, total bet 20 units. Twelve symbols paying 3 to 6 of a
 * kind; a wild on reels 2 to 5 substitutes and does not pay on its own.
 */
import { reelStrip, type SlotTitle } from '../slot-engine.ts';

export const TIMBER_4096: SlotTitle = {
  slug: 'timber-4096',
  name: 'Timber 4096 Ways',
  rows: 4,
  reels: [
    reelStrip('OWL BEAR KING TEN ELK LYNX QUEEN ACE KING NINE JACK FOX TEN ACE WOLF NINE QUEEN JACK'),
    reelStrip('WOLF QUEEN TEN FOX ACE JACK KING OWL NINE JACK NINE KING ACE ELK QUEEN TEN BEAR LYNX WILD'),
    reelStrip('TEN FOX BEAR KING QUEEN TEN LYNX NINE KING ELK JACK OWL JACK ACE QUEEN ACE WILD WOLF NINE'),
    reelStrip('QUEEN ACE OWL FOX NINE TEN ELK LYNX NINE JACK QUEEN TEN WOLF KING ACE KING JACK WILD BEAR'),
    reelStrip('BEAR LYNX OWL JACK ACE WILD JACK ELK FOX KING TEN KING NINE TEN QUEEN WOLF ACE NINE QUEEN'),
    reelStrip('ELK TEN NINE OWL ACE QUEEN FOX NINE LYNX KING JACK QUEEN KING ACE BEAR JACK TEN WOLF'),
  ],
  symbols: [
    { id: 'NINE', name: 'Nine', kind: 'regular', pays: { 3: 3, 4: 6, 5: 12, 6: 20 } },
    { id: 'TEN', name: 'Ten', kind: 'regular', pays: { 3: 3, 4: 6, 5: 12, 6: 20 } },
    { id: 'JACK', name: 'Jack', kind: 'regular', pays: { 3: 3, 4: 6, 5: 12, 6: 20 } },
    { id: 'QUEEN', name: 'Queen', kind: 'regular', pays: { 3: 3, 4: 6, 5: 15, 6: 30 } },
    { id: 'KING', name: 'King', kind: 'regular', pays: { 3: 3, 4: 10, 5: 20, 6: 40 } },
    { id: 'ACE', name: 'Ace', kind: 'regular', pays: { 3: 6, 4: 12, 5: 25, 6: 50 } },
    { id: 'OWL', name: 'Owl', kind: 'regular', pays: { 3: 6, 4: 12, 5: 25, 6: 60 } },
    { id: 'LYNX', name: 'Lynx', kind: 'regular', pays: { 3: 6, 4: 15, 5: 30, 6: 60 } },
    { id: 'FOX', name: 'Fox', kind: 'regular', pays: { 3: 6, 4: 15, 5: 30, 6: 80 } },
    { id: 'BEAR', name: 'Bear', kind: 'regular', pays: { 3: 10, 4: 20, 5: 50, 6: 100 } },
    { id: 'ELK', name: 'Elk', kind: 'regular', pays: { 3: 12, 4: 25, 5: 60, 6: 150 } },
    { id: 'WOLF', name: 'Wolf', kind: 'regular', pays: { 3: 15, 4: 30, 5: 100, 6: 300 } },
    { id: 'WILD', name: 'Wild', kind: 'wild', pays: {} },
  ],
  evaluation: { kind: 'ways', betUnits: 20 },
  rtp: '50152064/52780005',
  volatility: 'medium',
};
