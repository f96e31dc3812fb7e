import {
  type AcknowledgedRealityCheck,
  type DeskLimitChange,
  type ExcludedPlayer,
  type ExclusionsQuery,
  type HarmMarker,
  LimitDefinition,
  type MarkersQuery,
  type PageMeta,
  type PageQuery,
  pageMeta,
  pageOffset,
  type RealityChecksQuery,
} from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { acknowledgedRealityChecks } from '../game-wallet/reality-checks.ts';
import { staffPlayerRefsOf } from '../identity/players.ts';
import { exclusionsInForce, recentLimitChanges } from '../limits/desk-lists.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { rgHarmMarkers } from './tables.ts';

type Paged<T> = { data: T[]; meta: PageMeta };
type PlayerRef = { id: string; nickname: string; email: string | null };

/** Each row with its player (a player gone from identity keeps its id as the name). */
async function withPlayers<T extends { playerId: string }, R>(
  db: Db,
  rows: T[],
  view: (row: T, player: PlayerRef) => R,
): Promise<R[]> {
  const players = await staffPlayerRefsOf(
    db,
    rows.map((row) => row.playerId),
  );
  return rows.map((row) =>
    view(row, players.get(row.playerId) ?? { id: row.playerId, nickname: row.playerId, email: null }),
  );
}

const EXCLUSION_DEFINITIONS = {
  'self-exclusion': LimitDefinition.selfExclusion,
  'cooling-off': LimitDefinition.coolingOff,
} as const;

/** GET /api/backoffice/responsible-gaming/exclusions. */
export async function listExclusions(db: Db, query: ExclusionsQuery): Promise<Paged<ExcludedPlayer>> {
  const definition = query.kind ? EXCLUSION_DEFINITIONS[query.kind] : undefined;
  const { rows, meta } = await exclusionsInForce(db, { ...query, definition });
  const data = await withPlayers(db, rows, (row, player) => ({
    limitId: row.limitId,
    player,
    kind:
      row.definition === LimitDefinition.selfExclusion
        ? ('self-exclusion' as const)
        : ('cooling-off' as const),
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    until: row.expiresAt?.toISOString() ?? null,
  }));
  return { data, meta };
}

/** GET /api/backoffice/responsible-gaming/limit-changes. */
export async function listLimitChanges(db: Db, query: PageQuery): Promise<Paged<DeskLimitChange>> {
  const { data, meta } = await recentLimitChanges(db, query);
  return {
    data: await withPlayers(db, data, ({ playerId: _, ...change }, player) => ({ ...change, player })),
    meta,
  };
}

/** GET /api/backoffice/responsible-gaming/markers: newest day first. */
export async function listMarkers(db: Db, query: MarkersQuery): Promise<Paged<HarmMarker>> {
  const where = query.kind ? eq(rgHarmMarkers.kind, query.kind) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(rgHarmMarkers)
      .where(where)
      .orderBy(desc(rgHarmMarkers.day), desc(rgHarmMarkers.computedAt), desc(rgHarmMarkers.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(rgHarmMarkers, where),
  ]);
  const data = await withPlayers(db, rows, (row, player) => ({
    id: row.id,
    player,
    kind: row.kind,
    day: row.day,
    evidence: row.evidence,
    computedAt: row.computedAt.toISOString(),
  }));
  return { data, meta: pageMeta(query, total) };
}

/** GET /api/backoffice/responsible-gaming/reality-checks: newest first, of one player or of all. */
export async function listRealityChecks(
  db: Db,
  query: RealityChecksQuery,
): Promise<Paged<AcknowledgedRealityCheck>> {
  const { rows, total } = await acknowledgedRealityChecks(db, {
    playerId: query.playerId,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  const units = await currencyUnits(db);
  const data = await withPlayers(db, rows, (row, player) => ({
    id: String(row.id),
    player,
    providerId: row.providerId,
    gameId: row.gameId,
    currency: row.currency,
    intervalSeconds: row.intervalSeconds,
    elapsedSeconds: row.elapsedSeconds,
    rounds: row.rounds,
    net: minorToDecimalString(row.netMinor, units.get(row.currency) ?? 100),
    acknowledgedAt: row.acknowledgedAt.toISOString(),
  }));
  return { data, meta: pageMeta(query, total) };
}
