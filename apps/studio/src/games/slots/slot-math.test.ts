import { describe, expect, it } from 'vitest';
import { exactRtp, totalProbability } from '../../math/payout-distribution.ts';
import { compare, format, ONE, ratio, toNumber } from '../../math/rational.ts';
import { evaluateWindow, reelStrip, type SlotTitle, type SlotVolatility, windowAt } from './slot-engine.ts';
import { slotHistogram, slotMath } from './slot-math.ts';
import { SLOT_TITLES } from './titles/index.ts';

/** Exact RTP, hit frequency (rounds paying anything) and standard deviation of the payout multiplier. */
const EXPECTED: Record<string, { rtp: string; hitFrequency: string; standardDeviation: number }> = {
  'classic-sevens': { rtp: '3325/3456', hitFrequency: '623/1152', standardDeviation: 1.6447 },
  'fruit-ten': { rtp: '54655/57122', hitFrequency: '1983/8788', standardDeviation: 2.9655 },
  'wild-twenty': { rtp: '1195900/1240029', hitFrequency: '9211/20412', standardDeviation: 2.481 },
  'jade-243': { rtp: '1223883/1280180', hitFrequency: '2935/6072', standardDeviation: 2.3915 },
  'forty-lines': { rtp: '1908199/1990656', hitFrequency: '721/1728', standardDeviation: 2.3661 },
  'timber-4096': { rtp: '50152064/52780005', hitFrequency: '4157/6498', standardDeviation: 2.3065 },
  'golden-idol': { rtp: '6209700/6436343', hitFrequency: '3518/12167', standardDeviation: 7.5073 },
  'star-scatter': { rtp: '3490991/3656448', hitFrequency: '147415/304704', standardDeviation: 3.5016 },
};

/** The standard deviation each volatility label stands for: [from, below). */
const VOLATILITY_BANDS: Record<SlotVolatility, readonly [number, number]> = {
  low: [0, 2],
  medium: [2, 2.7],
  'medium-high': [2.7, 3.3],
  high: [3.3, 5],
  'very high': [5, Number.POSITIVE_INFINITY],
};

/** Every stop combination played through evaluateWindow, counted by total win in bet units. */
function bruteForceCounts(title: SlotTitle): Map<number, bigint> {
  const counts = new Map<number, bigint>();
  const stops = title.reels.map(() => 0);
  for (;;) {
    const { units } = evaluateWindow(title, windowAt(title, stops));
    counts.set(units, (counts.get(units) ?? 0n) + 1n);
    let reel = stops.length - 1;
    for (; reel >= 0; reel -= 1) {
      stops[reel] = (stops[reel]! + 1) % title.reels[reel]!.length;
      if (stops[reel] !== 0) break;
    }
    if (reel < 0) return counts;
  }
}

/** The title with each strip cut to `length` stops, starting just before its first wild or scatter. */
function shortened(title: SlotTitle, length: number): SlotTitle {
  const special = new Set(title.symbols.filter((symbol) => symbol.kind !== 'regular').map(({ id }) => id));
  return {
    ...title,
    slug: `${title.slug}-short`,
    reels: title.reels.map((strip) => {
      const first = Math.max(
        strip.findIndex((id) => special.has(id)),
        0,
      );
      return Array.from({ length }, (_, i) => strip[(first + strip.length - 1 + i) % strip.length]!);
    }),
  };
}

const sorted = (counts: ReadonlyMap<number, bigint>) => [...counts].sort(([a], [b]) => a - b);

describe('slot return to player', () => {
  it('lists 8 titles with distinct slugs and pinned figures', () => {
    expect(SLOT_TITLES).toHaveLength(8);
    expect(SLOT_TITLES.map((title) => title.slug).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(SLOT_TITLES)('is the stated exact figure, within 94 % to 97.5 %, for $slug', (title) => {
    const math = slotMath(title);
    const expected = EXPECTED[title.slug]!;
    expect(format(math.rtp)).toBe(expected.rtp);
    expect(format(math.rtp)).toBe(title.rtp);
    expect(compare(math.rtp, ratio(94, 100))).toBeGreaterThanOrEqual(0);
    expect(compare(math.rtp, ratio(975, 1000))).toBeLessThanOrEqual(0);
    expect(totalProbability(math.distribution)).toEqual(ONE);
    expect(exactRtp(math.distribution)).toEqual(math.rtp);
    const combinations = title.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
    expect(math.histogram.combinations).toBe(combinations);
    expect(format(math.hitFrequency)).toBe(expected.hitFrequency);
    expect(Math.abs(math.standardDeviation - expected.standardDeviation)).toBeLessThan(0.00005);
    const [from, below] = VOLATILITY_BANDS[title.volatility];
    expect(math.standardDeviation).toBeGreaterThanOrEqual(from);
    expect(math.standardDeviation).toBeLessThan(below);
  });

  it('counts the classic title exactly as evaluateWindow settles each of its 13,824 stop combinations', () => {
    const classic = SLOT_TITLES.find((title) => title.slug === 'classic-sevens')!;
    expect(sorted(bruteForceCounts(classic))).toEqual(sorted(slotHistogram(classic).countsByUnits));
  });

  it.each(SLOT_TITLES.filter((title) => title.slug !== 'classic-sevens'))(
    'counts $slug with shortened strips exactly as evaluateWindow settles every combination',
    (title) => {
      const short = shortened(title, title.reels.length === 6 ? 6 : 8);
      const counts = bruteForceCounts(short);
      expect(counts.size).toBeGreaterThan(3);
      expect(sorted(counts)).toEqual(sorted(slotHistogram(short).countsByUnits));
    },
  );

  it('counts a ways title with a scatter and a wild on the first reel exactly', () => {
    const title: SlotTitle = {
      slug: 'ways-scatter-fixture',
      name: 'Ways and scatter fixture',
      rows: 2,
      reels: [
        reelStrip('A W B S C A'),
        reelStrip('B A S W C'),
        reelStrip('A C S B W B'),
        reelStrip('S A B C'),
      ],
      symbols: [
        { id: 'A', name: 'A', kind: 'regular', pays: { 2: 1, 3: 4, 4: 10 } },
        { id: 'B', name: 'B', kind: 'regular', pays: { 3: 3, 4: 8 } },
        { id: 'C', name: 'C', kind: 'regular', pays: { 1: 1 } },
        { id: 'W', name: 'Wild', kind: 'wild', pays: {} },
        { id: 'S', name: 'Scatter', kind: 'scatter', pays: { 2: 1, 3: 5, 4: 20 } },
      ],
      evaluation: { kind: 'ways', betUnits: 5 },
      rtp: '0',
      volatility: 'low',
    };
    const histogram = slotHistogram(title);
    expect(sorted(bruteForceCounts(title))).toEqual(sorted(histogram.countsByUnits));
    expect(histogram.countsByUnits.size).toBeGreaterThan(10);
  });

  it('reports the hit frequency and the largest multiplier', () => {
    const idol = slotMath(SLOT_TITLES.find((title) => title.slug === 'golden-idol')!);
    expect(toNumber(idol.hitFrequency)).toBeCloseTo(0.2891, 4);
    expect(toNumber(idol.maxMultiplier)).toBeGreaterThanOrEqual(5000);
  });
});
