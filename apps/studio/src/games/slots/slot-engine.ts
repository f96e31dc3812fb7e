/**
 * The slot engine. A title is data (see SlotTitle): reel strips, window rows, symbols with their
 * paytables, and either a list of paylines or 'ways' evaluation.
 *
 * Spin
 *   One draw per reel, in reel order (reel 0 = leftmost): stop_k = randomInt(length of strip k). The
 *   window shows strip_k[stop_k], strip_k[stop_k + 1], ..., strip_k[stop_k + rows − 1] (wrapping round
 *   the strip) from the top row down. Nothing else is read from the stream.
 *
 * Bet units
 *   The total bet is `betUnits` units: the number of lines for a line title (the line bet is the total
 *   bet / lines), a stated coin count for a ways title. Line and ways pays are in these units, scatter
 *   pays in total bets; the round pays totalUnits / betUnits times the total bet.
 *
 * Line wins, left to right from reel 0
 *   A wild stands for every symbol except the scatter; a scatter ends a line. Along a line the engine
 *   takes the leading wilds (w), the first other symbol s and the run of s-or-wild from reel 0 (n), and
 *   pays the higher of pay(wild, w) and pay(s, n); a tie is reported as s. Each line pays at most once.
 *
 * Ways wins
 *   For each symbol s that is neither wild nor scatter: c_k = positions of reel k showing s or a wild.
 *   With n the number of leading reels where c_k > 0, s pays pay(s, n) · c_0 · c_1 · ... · c_{n−1}.
 *   Wilds do not pay on their own in ways titles.
 *
 * Scatter
 *   Scatter symbols anywhere in the window are counted; count c pays pay(scatter, c) total bets, on top
 *   of the line or ways wins.
 */
import type { RandomStream } from '../../rng/provably-fair.ts';
import { randomInt } from '../../rng/sampling.ts';

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = {
  id: string;
  name: string;
  kind: SlotSymbolKind;
  /** Pay by count: { 3: 5, 4: 20, 5: 100 }. Line/ways units for regular and wild, total bets for scatter. */
  pays: Readonly<Record<number, number>>;
};

export type SlotEvaluation =
  | {
      kind: 'lines';
      /** Each line lists the row (0 = top) it crosses on each reel. */
      lines: readonly (readonly number[])[];
    }
  | {
      kind: 'ways';
      /** The total bet in units; ways pays are in these units per way. */
      betUnits: number;
    };

export type SlotVolatility = 'low' | 'medium' | 'medium-high' | 'high' | 'very high';

export type SlotTitle = {
  slug: string;
  name: string;
  rows: number;
  /** One strip per reel, symbol ids top to bottom; the strip wraps round. */
  reels: readonly (readonly string[])[];
  symbols: readonly SlotSymbol[];
  evaluation: SlotEvaluation;
  /** The exact return to player, as `numerator/denominator`; the tests recompute it by enumeration. */
  rtp: string;
  volatility: SlotVolatility;
};

/** Symbol ids by reel then row: window[reel][row]. */
export type SlotWindow = string[][];

export type SlotWin =
  | { kind: 'line'; line: number; symbol: string; count: number; multiplier: number }
  | { kind: 'ways'; ways: number; symbol: string; count: number; multiplier: number }
  | { kind: 'scatter'; symbol: string; count: number; multiplier: number };

export type SlotRound = {
  stops: number[];
  window: SlotWindow;
  wins: SlotWin[];
  /** What the round pays back, as a multiple of the total bet: 0 when nothing pays. */
  payoutMultiplier: number;
};

/** The title's total bet in units: lines for a line title, the stated coin count for a ways title. */
export function betUnits(title: SlotTitle): number {
  return title.evaluation.kind === 'lines' ? title.evaluation.lines.length : title.evaluation.betUnits;
}

export function payFor(symbol: SlotSymbol | undefined, count: number): number {
  return symbol?.pays[count] ?? 0;
}

export function symbolOfKind(title: SlotTitle, kind: SlotSymbolKind): SlotSymbol | undefined {
  return title.symbols.find((symbol) => symbol.kind === kind);
}

export function assertValidTitle(title: SlotTitle): void {
  const fail = (message: string) => {
    throw new RangeError(`${title.slug}: ${message}`);
  };
  const ids = new Set(title.symbols.map((symbol) => symbol.id));
  if (ids.size !== title.symbols.length) fail('symbol ids must be distinct');
  if (!Number.isInteger(title.rows) || title.rows < 1) fail('rows must be a positive integer');
  if (title.reels.length < 3) fail('a title needs at least 3 reels');
  for (const kind of ['wild', 'scatter'] as const) {
    if (title.symbols.filter((symbol) => symbol.kind === kind).length > 1) fail(`at most one ${kind}`);
  }
  for (const symbol of title.symbols) {
    for (const [count, pay] of Object.entries(symbol.pays)) {
      const reach = symbol.kind === 'scatter' ? title.reels.length * title.rows : title.reels.length;
      if (!Number.isInteger(pay) || pay < 0) fail(`${symbol.id} pays must be non-negative integers`);
      if (!Number.isInteger(Number(count)) || Number(count) < 1 || Number(count) > reach) {
        fail(`${symbol.id} pays for an impossible count ${count}`);
      }
    }
  }
  for (const [reel, strip] of title.reels.entries()) {
    if (strip.length < title.rows) fail(`reel ${reel} is shorter than the window`);
    for (const id of strip) if (!ids.has(id)) fail(`reel ${reel} shows unknown symbol ${id}`);
  }
  const { evaluation } = title;
  if (evaluation.kind === 'lines') {
    if (evaluation.lines.length === 0) fail('a line title needs lines');
    const seen = new Set<string>();
    for (const line of evaluation.lines) {
      if (line.length !== title.reels.length) fail(`line ${line.join('')} must cross every reel`);
      if (line.some((row) => !Number.isInteger(row) || row < 0 || row >= title.rows)) {
        fail(`line ${line.join('')} leaves the window`);
      }
      if (seen.has(line.join())) fail(`line ${line.join('')} is listed twice`);
      seen.add(line.join());
    }
  } else {
    if (!Number.isInteger(evaluation.betUnits) || evaluation.betUnits < 1) fail('betUnits must be positive');
    if (Object.keys(symbolOfKind(title, 'wild')?.pays ?? {}).length > 0) {
      fail('wilds do not pay on their own in ways titles');
    }
  }
}

/** The window for these stops: reel k shows strip_k[stop_k + row], wrapping round. */
export function windowAt(title: SlotTitle, stops: readonly number[]): SlotWindow {
  return title.reels.map((strip, reel) => {
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`stop ${stop} is off reel ${reel}`);
    }
    return Array.from({ length: title.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

type UnitWin = { win: SlotWin; units: number };

const symbolsById = new WeakMap<SlotTitle, ReadonlyMap<string, SlotSymbol>>();

function symbolById(title: SlotTitle): ReadonlyMap<string, SlotSymbol> {
  let byId = symbolsById.get(title);
  if (byId === undefined) {
    byId = new Map(title.symbols.map((symbol) => [symbol.id, symbol]));
    symbolsById.set(title, byId);
  }
  return byId;
}

function lineWins(title: SlotTitle, lines: readonly (readonly number[])[], window: SlotWindow): UnitWin[] {
  const bySymbol = symbolById(title);
  const wild = symbolOfKind(title, 'wild');
  const shownOn = (line: readonly number[], reel: number) => bySymbol.get(window[reel]![line[reel]!]!)!;
  const wins: UnitWin[] = [];
  lines.forEach((line, index) => {
    let wildRun = 0;
    while (wildRun < line.length && shownOn(line, wildRun).kind === 'wild') wildRun += 1;
    const wildUnits = payFor(wild, wildRun);
    const first = wildRun < line.length ? shownOn(line, wildRun) : undefined;
    let runUnits = 0;
    let run = wildRun;
    if (first?.kind === 'regular') {
      while (run < line.length && (shownOn(line, run) === first || shownOn(line, run).kind === 'wild')) {
        run += 1;
      }
      runUnits = payFor(first, run);
    }
    if (runUnits === 0 && wildUnits === 0) return;
    const [symbol, count, units] =
      runUnits >= wildUnits ? [first!, run, runUnits] : [wild!, wildRun, wildUnits];
    wins.push({
      win: { kind: 'line', line: index, symbol: symbol.id, count, multiplier: units / lines.length },
      units,
    });
  });
  return wins;
}

function waysWins(title: SlotTitle, units: number, window: SlotWindow): UnitWin[] {
  const wildId = symbolOfKind(title, 'wild')?.id;
  const wins: UnitWin[] = [];
  for (const symbol of title.symbols) {
    if (symbol.kind !== 'regular') continue;
    let ways = 1;
    let count = 0;
    for (const column of window) {
      let matching = 0;
      for (const id of column) if (id === symbol.id || id === wildId) matching += 1;
      if (matching === 0) break;
      ways *= matching;
      count += 1;
    }
    const pay = payFor(symbol, count);
    if (pay === 0) continue;
    wins.push({
      win: { kind: 'ways', ways, symbol: symbol.id, count, multiplier: (pay * ways) / units },
      units: pay * ways,
    });
  }
  return wins;
}

function scatterWins(title: SlotTitle, window: SlotWindow): UnitWin[] {
  const scatter = symbolOfKind(title, 'scatter');
  if (scatter === undefined) return [];
  const count = window.flat().filter((id) => id === scatter.id).length;
  const pay = payFor(scatter, count);
  if (pay === 0) return [];
  return [
    { win: { kind: 'scatter', symbol: scatter.id, count, multiplier: pay }, units: pay * betUnits(title) },
  ];
}

/** Every win in the window and the total in bet units (see the header). */
export function evaluateWindow(title: SlotTitle, window: SlotWindow): { wins: SlotWin[]; units: number } {
  const { evaluation } = title;
  const unitWins = [
    ...(evaluation.kind === 'lines'
      ? lineWins(title, evaluation.lines, window)
      : waysWins(title, evaluation.betUnits, window)),
    ...scatterWins(title, window),
  ];
  return {
    wins: unitWins.map(({ win }) => win),
    units: unitWins.reduce((total, { units }) => total + units, 0),
  };
}

/** One stop per reel, in reel order: stop_k = randomInt(length of strip k). */
export function drawStops(stream: RandomStream, title: SlotTitle): number[] {
  return title.reels.map((strip) => randomInt(stream, strip.length));
}

export function settleStops(title: SlotTitle, stops: readonly number[]): SlotRound {
  const window = windowAt(title, stops);
  const { wins, units } = evaluateWindow(title, window);
  return { stops: [...stops], window, wins, payoutMultiplier: units / betUnits(title) };
}

export function spinSlot(stream: RandomStream, title: SlotTitle): SlotRound {
  return settleStops(title, drawStops(stream, title));
}

/** A strip written as symbol ids separated by spaces, top to bottom. */
export function reelStrip(ids: string): string[] {
  return ids.trim().split(/\s+/);
}
