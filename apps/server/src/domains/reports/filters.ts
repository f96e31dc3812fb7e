import type { ReportQuery } from '@casino/contracts';
import { and, between, eq, type SQL } from 'drizzle-orm';
import type { reportDaily, reportDailyPlayers } from './tables.ts';

type DimensionTable = typeof reportDaily | typeof reportDailyPlayers;

/** The range and the filters of a report over one of the rollup tables. */
export function rollupFilter(table: DimensionTable, query: ReportQuery): SQL {
  return and(
    between(table.day, query.from, query.to),
    query.currency ? eq(table.currency, query.currency) : undefined,
    query.country ? eq(table.country, query.country) : undefined,
    query.gameId ? eq(table.gameId, query.gameId) : undefined,
    query.providerId ? eq(table.providerId, query.providerId) : undefined,
  )!;
}

/** The instant after the range's last day (its `to` is included). */
export const rangeEnd = (query: ReportQuery) => new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
export const rangeStart = (query: ReportQuery) => new Date(`${query.from}T00:00:00Z`);
