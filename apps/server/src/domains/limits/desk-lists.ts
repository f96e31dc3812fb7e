import {
  type LimitChangeRecord,
  LimitDefinition,
  type PageMeta,
  type PageQuery,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnits } from '../settings/service.ts';
import { changeRecordsOf } from './history.ts';
import { playerLimitChanges, playerLimits } from './tables.ts';

/** A self-exclusion or cooling-off in force, as the responsible-gaming desk lists it. */
export type ExclusionInForce = {
  limitId: string;
  playerId: string;
  definition: number;
  period: string;
  startsAt: Date;
  expiresAt: Date | null;
};

/**
 * The exclusions in force now (one kind or both), the soonest to end first and the indefinite ones
 * last. A cooling-off whose end passed but whose job has not run yet is no longer listed.
 */
export async function exclusionsInForce(
  db: Db,
  query: PageQuery & { definition?: number | undefined },
  now = new Date(),
): Promise<{ rows: ExclusionInForce[]; meta: PageMeta }> {
  const definitions = query.definition
    ? [query.definition]
    : [LimitDefinition.selfExclusion, LimitDefinition.coolingOff];
  const where = and(
    inArray(playerLimits.definition, definitions),
    isNull(playerLimits.endedAt),
    sql`(${playerLimits.expiresAt} IS NULL OR ${playerLimits.expiresAt} > ${now.toISOString()})`,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        limitId: playerLimits.id,
        playerId: playerLimits.playerId,
        definition: playerLimits.definition,
        period: playerLimits.period,
        startsAt: playerLimits.startsAt,
        expiresAt: playerLimits.expiresAt,
      })
      .from(playerLimits)
      .where(where)
      .orderBy(sql`${playerLimits.expiresAt} ASC NULLS LAST`, asc(playerLimits.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(playerLimits, where),
  ]);
  return { rows, meta: pageMeta(query, total) };
}

/** Every player's limit changes, newest first: the append-only history of migration 0039. */
export async function recentLimitChanges(
  db: Db,
  query: PageQuery,
): Promise<{ data: (LimitChangeRecord & { playerId: string })[]; meta: PageMeta }> {
  const [rows, total, units] = await Promise.all([
    db
      .select()
      .from(playerLimitChanges)
      .orderBy(desc(playerLimitChanges.createdAt), desc(playerLimitChanges.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(playerLimitChanges),
    currencyUnits(db),
  ]);
  const records = changeRecordsOf(units, rows);
  return {
    data: records.map((record, at) => ({ ...record, playerId: rows[at]!.playerId })),
    meta: pageMeta(query, total),
  };
}

/** The player's cooling-off in force, locked for the caller's transaction; undefined when none. */
export async function lockCoolingOff(tx: Db, playerId: string) {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        eq(playerLimits.definition, LimitDefinition.coolingOff),
        isNull(playerLimits.endedAt),
      ),
    )
    .for('update');
  return row;
}
