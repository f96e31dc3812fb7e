import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../../rng/provably-fair.ts';
import { scriptedStream } from '../../test/scripted-stream.ts';
import {
  assertValidTitle,
  evaluateWindow,
  reelStrip,
  type SlotTitle,
  settleStops,
  spinSlot,
  windowAt,
} from './slot-engine.ts';
import { FRUIT_TEN } from './titles/fruit-ten.ts';
import { GOLDEN_IDOL } from './titles/golden-idol.ts';
import { JADE_243 } from './titles/jade-243.ts';
import { STAR_SCATTER } from './titles/star-scatter.ts';

const SERVER_SEED = '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const seeds = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: 'lucky-player', nonce });

/** 5 × 3, 3 lines (middle, top, V), wild paying on its own, scatter paying 2 / 10 / 50 total bets. */
const LINE_FIXTURE: SlotTitle = {
  slug: 'line-fixture',
  name: 'Line fixture',
  rows: 3,
  reels: Array.from({ length: 5 }, () => reelStrip('A B C W S')),
  symbols: [
    { id: 'A', name: 'A', kind: 'regular', pays: { 3: 5, 4: 10, 5: 20 } },
    { id: 'B', name: 'B', kind: 'regular', pays: { 2: 1, 3: 2 } },
    { id: 'C', name: 'C', kind: 'regular', pays: {} },
    { id: 'W', name: 'Wild', kind: 'wild', pays: { 3: 8, 5: 100 } },
    { id: 'S', name: 'Scatter', kind: 'scatter', pays: { 3: 2, 4: 10, 5: 50 } },
  ],
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [0, 1, 2, 1, 0],
    ],
  },
  rtp: '0',
  volatility: 'low',
};

const WAYS_FIXTURE: SlotTitle = {
  ...LINE_FIXTURE,
  slug: 'ways-fixture',
  symbols: LINE_FIXTURE.symbols.map((symbol) => (symbol.kind === 'wild' ? { ...symbol, pays: {} } : symbol)),
  evaluation: { kind: 'ways', betUnits: 10 },
};

/** Columns of a window written as rows, top row first: rows('A B C W S', ...) → window[reel][row]. */
function rows(...lines: string[]): string[][] {
  const grid = lines.map(reelStrip);
  return grid[0]!.map((_, reel) => grid.map((row) => row[reel]!));
}

describe('slot windows and stops', () => {
  it('shows strip[stop], strip[stop + 1], ... from the top, wrapping round the strip', () => {
    expect(windowAt(LINE_FIXTURE, [0, 2, 3, 4, 1])).toEqual([
      ['A', 'B', 'C'],
      ['C', 'W', 'S'],
      ['W', 'S', 'A'],
      ['S', 'A', 'B'],
      ['B', 'C', 'W'],
    ]);
    expect(() => windowAt(LINE_FIXTURE, [0, 0, 0, 0, 5])).toThrow(RangeError);
  });

  it('draws one stop per reel with randomInt(strip length), in reel order', () => {
    // randomInt(5) takes word mod 5; only 0xffffffff is rejected (limit 2^32 − 1).
    const stream = scriptedStream([7, 0xffffffff, 3, 10, 4, 0xfffffffa]);
    expect(spinSlot(stream, LINE_FIXTURE).stops).toEqual([2, 3, 0, 4, 0]);
    expect(stream.wordsRead()).toBe(6);
  });
});

describe('slot line wins', () => {
  it('pays runs from the leftmost reel on each line, in line bets of total bet / lines', () => {
    const { wins, units } = evaluateWindow(LINE_FIXTURE, rows('A A A A C', 'B B C A A', 'C C C C C'));
    expect(wins).toEqual([
      { kind: 'line', line: 0, symbol: 'B', count: 2, multiplier: 1 / 3 },
      { kind: 'line', line: 1, symbol: 'A', count: 4, multiplier: 10 / 3 },
    ]);
    expect(units).toBe(11);
  });

  it('lets wilds stand in for a symbol anywhere on the line', () => {
    const { wins } = evaluateWindow(LINE_FIXTURE, rows('C C C C C', 'W A W A B', 'C C C C C'));
    expect(wins).toEqual([{ kind: 'line', line: 0, symbol: 'A', count: 4, multiplier: 10 / 3 }]);
  });

  it('pays the higher of the leading wilds and the symbol they complete, once per line', () => {
    // W W W B C: three wilds pay 8, B has no pay for 4; W W W A A: A × 5 pays 20 > 8.
    expect(evaluateWindow(LINE_FIXTURE, rows('C C C C C', 'W W W B C', 'C C C C C')).wins).toEqual([
      { kind: 'line', line: 0, symbol: 'W', count: 3, multiplier: 8 / 3 },
    ]);
    expect(evaluateWindow(LINE_FIXTURE, rows('C C C C C', 'W W W A A', 'C C C C C')).wins).toEqual([
      { kind: 'line', line: 0, symbol: 'A', count: 5, multiplier: 20 / 3 },
    ]);
    expect(evaluateWindow(LINE_FIXTURE, rows('C C C C C', 'W W W W W', 'C C C C C')).wins).toEqual([
      { kind: 'line', line: 0, symbol: 'W', count: 5, multiplier: 100 / 3 },
    ]);
  });

  it('does not let a wild stand in for the scatter, and a scatter breaks a line', () => {
    const { wins } = evaluateWindow(LINE_FIXTURE, rows('C C C C C', 'A A S A A', 'C C C C C'));
    expect(wins).toEqual([]);
    expect(evaluateWindow(LINE_FIXTURE, rows('C C C C C', 'S W W C C', 'C C C C C')).wins).toEqual([]);
  });
});

describe('slot scatter wins', () => {
  it('counts scatters anywhere in the window and pays them in total bets on top of line wins', () => {
    const { wins, units } = evaluateWindow(LINE_FIXTURE, rows('S C C C S', 'A A A C C', 'C C S C C'));
    expect(wins).toEqual([
      { kind: 'line', line: 0, symbol: 'A', count: 3, multiplier: 5 / 3 },
      { kind: 'scatter', symbol: 'S', count: 3, multiplier: 2 },
    ]);
    expect(units).toBe(5 + 2 * 3);
    expect(evaluateWindow(LINE_FIXTURE, rows('S C C C C', 'C C C C C', 'C C S C C')).wins).toEqual([]);
  });

  it('pays a star-scatter round from a known seed', () => {
    expect(spinSlot(createRandomStream(seeds(105)), STAR_SCATTER)).toEqual({
      stops: [16, 10, 7, 18, 22],
      window: [
        ['NINE', 'KING', 'QUEEN'],
        ['KING', 'TEN', 'STAR'],
        ['STAR', 'JACK', 'TEN'],
        ['STAR', 'TEN', 'QUEEN'],
        ['JACK', 'TEN', 'NINE'],
      ],
      wins: [{ kind: 'scatter', symbol: 'STAR', count: 3, multiplier: 12 }],
      payoutMultiplier: 12,
    });
  });
});

describe('slot ways wins', () => {
  it('multiplies the matching positions (wilds included) of each leading reel', () => {
    const { wins, units } = evaluateWindow(WAYS_FIXTURE, rows('A W A C C', 'A A C C C', 'B A B B C'));
    // A: reels 0, 1, 2 show 2, 3 (W, A, A) and 1 → 6 ways × pay(A, 3) = 5 → 30 units of 10.
    // B: 1 · 1 (the wild) · 1 · 1 on reels 0 to 3, but B has no pay for 4. C misses reel 0.
    expect(wins).toEqual([{ kind: 'ways', ways: 6, symbol: 'A', count: 3, multiplier: 3 }]);
    expect(units).toBe(30);
  });

  it('refuses a wild with pays of its own', () => {
    expect(() => assertValidTitle({ ...WAYS_FIXTURE, symbols: LINE_FIXTURE.symbols })).toThrow(RangeError);
  });

  it('pays a jade-243 round from a known seed', () => {
    expect(spinSlot(createRandomStream(seeds(1)), JADE_243)).toEqual({
      stops: [7, 22, 18, 18, 3],
      window: [
        ['NINE', 'TIGER', 'TEN'],
        ['JACK', 'NINE', 'WILD'],
        ['WILD', 'NINE', 'KOI'],
        ['TIGER', 'ACE', 'TEN'],
        ['ACE', 'KING', 'PHOENIX'],
      ],
      wins: [
        { kind: 'ways', ways: 4, symbol: 'NINE', count: 3, multiplier: 1.6 },
        { kind: 'ways', ways: 1, symbol: 'TEN', count: 4, multiplier: 0.6 },
        { kind: 'ways', ways: 1, symbol: 'TIGER', count: 4, multiplier: 3.2 },
      ],
      payoutMultiplier: 5.4,
    });
  });
});

describe('slot known answers', () => {
  it('reads fruit-ten stops from the first words of the stream', () => {
    // Nonce 42: first word 0x5d5589db = 1,565,886,939, mod 26 = 19.
    const round = spinSlot(createRandomStream(seeds(42)), FRUIT_TEN);
    expect(round.stops).toEqual([19, 14, 18, 15, 15]);
    expect(round.window[0]).toEqual(['CHERRY', 'ORANGE', 'CHERRY']);
    expect(round.payoutMultiplier).toBe(0);
  });

  it('pays two fruit-ten lines from a known seed', () => {
    expect(spinSlot(createRandomStream(seeds(62)), FRUIT_TEN)).toMatchObject({
      stops: [2, 0, 15, 7, 21],
      wins: [
        { kind: 'line', line: 3, symbol: 'ORANGE', count: 3, multiplier: 3 },
        { kind: 'line', line: 7, symbol: 'CHERRY', count: 3, multiplier: 2 },
      ],
      payoutMultiplier: 5,
    });
  });

  it('pays two golden-idol lines from a known seed', () => {
    const round = spinSlot(createRandomStream(seeds(11)), GOLDEN_IDOL);
    expect(round.stops).toEqual([13, 20, 11, 1, 2]);
    expect(round.wins.map((win) => [win.kind === 'line' ? win.line : -1, win.symbol, win.count])).toEqual([
      [4, 'TEN', 3],
      [8, 'JACK', 4],
    ]);
    expect(round.payoutMultiplier).toBe(5);
    expect(settleStops(GOLDEN_IDOL, round.stops)).toEqual(round);
  });
});
