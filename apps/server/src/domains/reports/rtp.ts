import type { GameRtpRow, ReportQuery } from '@casino/contracts';
import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueRtps } from '../games/service.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { rollupFilter } from './filters.ts';
import { reportDaily } from './tables.ts';

/** z of the two-sided 95 % interval. */
const Z95 = 1.959964;

export type ReturnMoments = { rounds: number; returns: number; returnSquares: number };

/**
 * The half-width, in percent, of the 95 % interval of the mean per-round return (win / stake of the
 * round, lost rounds returning 0) from the rollup's moments; null under two rounds.
 */
export function rtpHalfWidth({ rounds, returns, returnSquares }: ReturnMoments): number | null {
  if (rounds < 2) return null;
  const mean = returns / rounds;
  const variance = Math.max(0, (returnSquares - rounds * mean * mean) / (rounds - 1));
  return Z95 * Math.sqrt(variance / rounds) * 100;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each game's measured RTP over the range against the catalogue's, per currency. */
export async function gameRtp(db: Db, query: ReportQuery): Promise<GameRtpRow[]> {
  const d = reportDaily;
  const rows = await db
    .select({
      gameId: d.gameId,
      providerId: d.providerId,
      currency: d.currency,
      rounds: sql<string>`sum(${d.rounds})::text`,
      stakes: sql<string>`sum(${d.stakes})::text`,
      payouts: sql<string>`sum(${d.payouts})::text`,
      returns: sql<number>`sum(${d.returns})::float8`,
      returnSquares: sql<number>`sum(${d.returnSquares})::float8`,
    })
    .from(d)
    .where(and(rollupFilter(d, query), ne(d.gameId, '')))
    .groupBy(d.gameId, d.providerId, d.currency)
    .orderBy(d.gameId, d.currency);
  const [theoretical, units] = await Promise.all([
    catalogueRtps(
      db,
      rows.map((row) => row.gameId),
    ),
    currencyUnits(db),
  ]);
  return rows.map((row) => {
    const stakes = BigInt(row.stakes);
    const payouts = BigInt(row.payouts);
    const unit = units.get(row.currency) ?? 1;
    const measured = stakes > 0n ? (Number(payouts) / Number(stakes)) * 100 : null;
    const half = rtpHalfWidth({
      rounds: Number(row.rounds),
      returns: Number(row.returns),
      returnSquares: Number(row.returnSquares),
    });
    const rtpText = theoretical.get(row.gameId);
    const expected = rtpText === undefined ? null : Number(rtpText);
    const low = measured === null || half === null ? null : round2(measured - half);
    const high = measured === null || half === null ? null : round2(measured + half);
    return {
      gameId: row.gameId,
      providerId: row.providerId,
      currency: row.currency,
      rounds: Number(row.rounds),
      stakes: minorToDecimalString(stakes, unit),
      payouts: minorToDecimalString(payouts, unit),
      measuredRtp: measured === null ? null : round2(measured),
      theoreticalRtp: expected,
      confidenceLow: low,
      confidenceHigh: high,
      withinInterval:
        expected === null || low === null || high === null ? null : expected >= low && expected <= high,
    };
  });
}
