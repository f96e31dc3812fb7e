import type { StudioGameInfo } from '@casino/contracts';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS, plinkoMultipliers } from '../games/plinko/plinko.ts';
import { betUnits, type SlotTitle, windowAt } from '../games/slots/slot-engine.ts';
import type { StudioGame } from './games.ts';

/** What a game page needs to draw a game (studioGameInfoSchema): slots' reels and pays, plinko's tables. */
export function gameInfo(game: StudioGame): StudioGameInfo {
  return {
    slug: game.slug,
    name: game.name,
    kind: game.kind,
    rtp: game.rtp,
    volatility: game.volatility,
    slot: game.title ? slotInfo(game.title) : null,
    plinko: game.kind === 'plinko' ? plinkoInfo() : null,
  };
}

function slotInfo(title: SlotTitle): NonNullable<StudioGameInfo['slot']> {
  const lines = title.evaluation.kind === 'lines' ? title.evaluation.lines.map((line) => [...line]) : null;
  return {
    rows: title.rows,
    reels: title.reels.length,
    symbols: title.symbols.map((symbol) => ({
      id: symbol.id,
      name: symbol.name,
      kind: symbol.kind,
      pays: Object.fromEntries(Object.entries(symbol.pays).map(([count, pay]) => [count, pay])),
    })),
    lines,
    ways: lines ? null : title.rows ** title.reels.length,
    betUnits: betUnits(title),
    initialWindow: windowAt(
      title,
      title.reels.map(() => 0),
    ),
  };
}

/** Multipliers of buckets 0..rows, left to right, by risk then rows ("8".."16"). */
function plinkoInfo(): NonNullable<StudioGameInfo['plinko']> {
  const rowCounts = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, index) => MIN_ROWS + index);
  return {
    tables: Object.fromEntries(
      PLINKO_RISKS.map((risk) => [
        risk,
        Object.fromEntries(rowCounts.map((rows) => [String(rows), plinkoMultipliers({ rows, risk })])),
      ]),
    ),
  };
}
