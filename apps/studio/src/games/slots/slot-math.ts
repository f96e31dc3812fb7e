/**
 * Exact slot math: the number of reel-stop combinations that pay each total, counted over every
 * combination of stops (∏ strip lengths, all equally likely).
 *
 * The count walks the reels from the left like nested loops over the stops, keeping for each line
 * (or, in a ways title, each symbol) the run reached so far. A line's or symbol's win is fixed at the
 * first reel that breaks its run; once every run is broken the reels further right can only change
 * the scatter count, so instead of visiting their stops the walk takes the number of stop
 * combinations of those reels showing each scatter count. This counts every combination exactly
 * once, with the same rules as evaluateWindow (the tests compare the two on every combination of
 * shortened strips).
 */
import type { PayoutDistribution } from '../../math/payout-distribution.ts';
import { exactRtp, payoutVariance } from '../../math/payout-distribution.ts';
import { type Rational, ratio, toNumber } from '../../math/rational.ts';
import { assertValidTitle, betUnits, payFor, type SlotTitle, symbolOfKind } from './slot-engine.ts';

/** Stop combinations by total win in bet units; the combinations add up to ∏ strip lengths. */
export type SlotHistogram = {
  readonly combinations: bigint;
  readonly betUnits: number;
  readonly countsByUnits: ReadonlyMap<number, bigint>;
};

type CompiledTitle = {
  reelCount: number;
  rows: number;
  stripLengths: number[];
  /** symbols[reel][stop * rows + row]: symbol index. */
  symbols: Int32Array[];
  symbolCount: number;
  wild: number;
  scatter: number;
  /** pays[symbol][count] in bet units (scatter pays already multiplied by the bet units). */
  pays: number[][];
  /** scatterHistogramFrom[k]: stop combinations of reels k..last by scatter count shown. */
  scatterHistogramFrom: Map<number, number>[];
  /** combinationsFrom[k]: stop combinations of reels k..last. */
  combinationsFrom: number[];
};

function compile(title: SlotTitle): CompiledTitle {
  assertValidTitle(title);
  const index = new Map(title.symbols.map((symbol, i) => [symbol.id, i]));
  const wildSymbol = symbolOfKind(title, 'wild');
  const scatterSymbol = symbolOfKind(title, 'scatter');
  const scatter = scatterSymbol === undefined ? -1 : index.get(scatterSymbol.id)!;
  const units = betUnits(title);
  const maxCount = title.reels.length * title.rows;
  const symbols = title.reels.map((strip) => {
    const shown = new Int32Array(strip.length * title.rows);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < title.rows; row += 1) {
        shown[stop * title.rows + row] = index.get(strip[(stop + row) % strip.length]!)!;
      }
    }
    return shown;
  });
  const scatterHistogramFrom: Map<number, number>[] = [new Map([[0, 1]])];
  for (let reel = title.reels.length - 1; reel >= 0; reel -= 1) {
    const next = scatterHistogramFrom[0]!;
    const histogram = new Map<number, number>();
    for (let stop = 0; stop < title.reels[reel]!.length; stop += 1) {
      let shown = 0;
      for (let row = 0; row < title.rows; row += 1) {
        if (symbols[reel]![stop * title.rows + row] === scatter) shown += 1;
      }
      for (const [count, combinations] of next) {
        histogram.set(count + shown, (histogram.get(count + shown) ?? 0) + combinations);
      }
    }
    scatterHistogramFrom.unshift(histogram);
  }
  return {
    reelCount: title.reels.length,
    rows: title.rows,
    stripLengths: title.reels.map((strip) => strip.length),
    symbols,
    symbolCount: title.symbols.length,
    wild: wildSymbol === undefined ? -1 : index.get(wildSymbol.id)!,
    scatter,
    pays: title.symbols.map((symbol) =>
      Array.from(
        { length: maxCount + 1 },
        (_, count) => payFor(symbol, count) * (symbol.kind === 'scatter' ? units : 1),
      ),
    ),
    scatterHistogramFrom,
    combinationsFrom: scatterHistogramFrom.map((histogram) =>
      [...histogram.values()].reduce((total, combinations) => total + combinations, 0),
    ),
  };
}

type Tally = Map<number, number>;

function record(tally: Tally, title: CompiledTitle, reel: number, scatters: number, units: number): void {
  if (title.scatter < 0) {
    tally.set(units, (tally.get(units) ?? 0) + title.combinationsFrom[reel]!);
    return;
  }
  const scatterPays = title.pays[title.scatter]!;
  for (const [more, combinations] of title.scatterHistogramFrom[reel]!) {
    const total = units + scatterPays[scatters + more]!;
    tally.set(total, (tally.get(total) ?? 0) + combinations);
  }
}

function scattersAt(title: CompiledTitle, reel: number, stop: number): number {
  if (title.scatter < 0) return 0;
  let count = 0;
  const shown = title.symbols[reel]!;
  for (let row = 0; row < title.rows; row += 1) {
    if (shown[stop * title.rows + row] === title.scatter) count += 1;
  }
  return count;
}

/** Line state per depth: symbol of the run (−1 while only wilds were seen), run length, wild run, open. */
function countLines(title: CompiledTitle, lines: readonly (readonly number[])[]): Tally {
  const tally: Tally = new Map();
  const lineCount = lines.length;
  const { reelCount, rows, wild, scatter, pays } = title;
  const wildPays = wild < 0 ? undefined : pays[wild]!;
  const state = (fill: number) =>
    Array.from({ length: reelCount + 1 }, () => new Int32Array(lineCount).fill(fill));
  const runSymbol = state(-1);
  const runLength = state(0);
  const wildRun = state(0);
  const open = state(1);
  const lineWin = (symbol: number, length: number, wilds: number) =>
    Math.max(symbol < 0 ? 0 : pays[symbol]![length]!, wildPays === undefined ? 0 : wildPays[wilds]!);

  const visit = (reel: number, openLines: number, scatters: number, settled: number): void => {
    if (reel === reelCount || openLines === 0) {
      let units = settled;
      for (let line = 0; line < lineCount; line += 1) {
        if (open[reel]![line] === 1) {
          units += lineWin(runSymbol[reel]![line]!, runLength[reel]![line]!, wildRun[reel]![line]!);
        }
      }
      record(tally, title, reel, scatters, units);
      return;
    }
    const shown = title.symbols[reel]!;
    const [symbolIn, lengthIn, wildsIn, openIn] = [
      runSymbol[reel]!,
      runLength[reel]!,
      wildRun[reel]!,
      open[reel]!,
    ];
    const [symbolOut, lengthOut, wildsOut, openOut] = [
      runSymbol[reel + 1]!,
      runLength[reel + 1]!,
      wildRun[reel + 1]!,
      open[reel + 1]!,
    ];
    if (reel === reelCount - 1) {
      // The last reel settles every open line: no need to go one level deeper.
      for (let stop = 0; stop < title.stripLengths[reel]!; stop += 1) {
        let units = settled;
        for (let line = 0; line < lineCount; line += 1) {
          if (openIn[line] === 0) continue;
          const symbol = symbolIn[line]!;
          const length = lengthIn[line]!;
          const wilds = wildsIn[line]!;
          const next = shown[stop * rows + lines[line]![reel]!]!;
          if (next === wild) units += lineWin(symbol, length + 1, symbol < 0 ? wilds + 1 : wilds);
          else if (next !== scatter && (symbol < 0 || next === symbol))
            units += lineWin(next, length + 1, wilds);
          else units += lineWin(symbol, length, wilds);
        }
        record(tally, title, reel + 1, scatters + scattersAt(title, reel, stop), units);
      }
      return;
    }
    for (let stop = 0; stop < title.stripLengths[reel]!; stop += 1) {
      let stillOpen = 0;
      let won = settled;
      for (let line = 0; line < lineCount; line += 1) {
        const symbol = symbolIn[line]!;
        const length = lengthIn[line]!;
        const wilds = wildsIn[line]!;
        symbolOut[line] = symbol;
        lengthOut[line] = length;
        wildsOut[line] = wilds;
        openOut[line] = 0;
        if (openIn[line] === 0) continue;
        const next = shown[stop * rows + lines[line]![reel]!]!;
        if (next === wild) {
          lengthOut[line] = length + 1;
          if (symbol < 0) wildsOut[line] = wilds + 1;
        } else if (next !== scatter && (symbol < 0 || next === symbol)) {
          symbolOut[line] = next;
          lengthOut[line] = length + 1;
        } else {
          won += lineWin(symbol, length, wilds);
          continue;
        }
        openOut[line] = 1;
        stillOpen += 1;
      }
      visit(reel + 1, stillOpen, scatters + scattersAt(title, reel, stop), won);
    }
  };
  visit(0, lineCount, 0, 0);
  return tally;
}

/** Per symbol: ways so far (0 once its run is broken and paid). */
function countWays(title: CompiledTitle): Tally {
  const tally: Tally = new Map();
  const { reelCount, rows, wild, scatter, pays, symbolCount } = title;
  const paying = Array.from({ length: symbolCount }, (_, s) => s).filter((s) => s !== wild && s !== scatter);
  /** matching[reel][stop * symbolCount + symbol]: positions showing the symbol or a wild. */
  const matching = title.symbols.map((shown, reel) => {
    const counts = new Int32Array(title.stripLengths[reel]! * symbolCount);
    for (let stop = 0; stop < title.stripLengths[reel]!; stop += 1) {
      for (let row = 0; row < rows; row += 1) {
        const symbol = shown[stop * rows + row]!;
        if (symbol === wild) for (const s of paying) counts[stop * symbolCount + s]! += 1;
        else counts[stop * symbolCount + symbol]! += 1;
      }
    }
    return counts;
  });
  const ways = Array.from({ length: reelCount + 1 }, () => new Float64Array(symbolCount));
  for (const s of paying) ways[0]![s] = 1;

  const visit = (reel: number, openSymbols: number, scatters: number, settled: number): void => {
    if (reel === reelCount || openSymbols === 0) {
      let units = settled;
      for (let i = 0; i < paying.length; i += 1) units += pays[paying[i]!]![reel]! * ways[reel]![paying[i]!]!;
      record(tally, title, reel, scatters, units);
      return;
    }
    const waysIn = ways[reel]!;
    const waysOut = ways[reel + 1]!;
    const counts = matching[reel]!;
    if (reel === reelCount - 1) {
      // The last reel settles every open symbol: no need to go one level deeper.
      for (let stop = 0; stop < title.stripLengths[reel]!; stop += 1) {
        let units = settled;
        for (let i = 0; i < paying.length; i += 1) {
          const s = paying[i]!;
          const before = waysIn[s]!;
          if (before === 0) continue;
          const count = counts[stop * symbolCount + s]!;
          units += count === 0 ? pays[s]![reel]! * before : pays[s]![reel + 1]! * before * count;
        }
        record(tally, title, reel + 1, scatters + scattersAt(title, reel, stop), units);
      }
      return;
    }
    for (let stop = 0; stop < title.stripLengths[reel]!; stop += 1) {
      let stillOpen = 0;
      let won = settled;
      for (let i = 0; i < paying.length; i += 1) {
        const s = paying[i]!;
        const before = waysIn[s]!;
        waysOut[s] = 0;
        if (before === 0) continue;
        const count = counts[stop * symbolCount + s]!;
        if (count === 0) {
          won += pays[s]![reel]! * before;
        } else {
          waysOut[s] = before * count;
          stillOpen += 1;
        }
      }
      visit(reel + 1, stillOpen, scatters + scattersAt(title, reel, stop), won);
    }
  };
  visit(0, paying.length, 0, 0);
  return tally;
}

/** Counts every reel-stop combination of the title by the total it pays, in bet units. */
export function slotHistogram(title: SlotTitle): SlotHistogram {
  const compiled = compile(title);
  const tally =
    title.evaluation.kind === 'lines' ? countLines(compiled, title.evaluation.lines) : countWays(compiled);
  const countsByUnits = new Map(
    [...tally.entries()].sort(([a], [b]) => a - b).map(([units, count]) => [units, BigInt(count)] as const),
  );
  const combinations = compiled.stripLengths.reduce((product, length) => product * BigInt(length), 1n);
  const counted = [...countsByUnits.values()].reduce((total, count) => total + count, 0n);
  if (counted !== combinations) throw new Error(`${title.slug}: counted ${counted} of ${combinations}`);
  if (combinations > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${title.slug}: too many stops`);
  return { combinations, betUnits: betUnits(title), countsByUnits };
}

export type SlotMath = {
  histogram: SlotHistogram;
  distribution: PayoutDistribution;
  rtp: Rational;
  hitFrequency: Rational;
  /** Standard deviation of the payout multiplier of one round. */
  standardDeviation: number;
  maxMultiplier: Rational;
};

const mathByTitle = new WeakMap<SlotTitle, SlotMath>();

export function slotPayoutDistribution(histogram: SlotHistogram): PayoutDistribution {
  return [...histogram.countsByUnits].map(([units, count]) => ({
    probability: ratio(count, histogram.combinations),
    multiplier: ratio(units, histogram.betUnits),
  }));
}

/** Exact figures of a title, computed once per title and kept. */
export function slotMath(title: SlotTitle): SlotMath {
  const known = mathByTitle.get(title);
  if (known !== undefined) return known;
  const histogram = slotHistogram(title);
  const distribution = slotPayoutDistribution(histogram);
  const losing = histogram.countsByUnits.get(0) ?? 0n;
  const math: SlotMath = {
    histogram,
    distribution,
    rtp: exactRtp(distribution),
    hitFrequency: ratio(histogram.combinations - losing, histogram.combinations),
    standardDeviation: Math.sqrt(toNumber(payoutVariance(distribution))),
    maxMultiplier: ratio(Math.max(...histogram.countsByUnits.keys()), histogram.betUnits),
  };
  mathByTitle.set(title, math);
  return math;
}
