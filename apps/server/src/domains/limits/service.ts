import {
  type CreateLimitRequest,
  ErrorCode,
  type Limit,
  type LimitChangeKind,
  LimitDefinition,
  type UpdateLimitRequest,
} from '@casino/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, type FieldIssue } from '../../plugins/errors.ts';
import { setMarketingSuppressed } from '../identity/players.ts';
import type { JobQueue, JobType } from '../jobs/queue.ts';
import { currencyUnit } from '../settings/service.ts';
import { decimalToMinor } from '../wallet/money.ts';
import { forfeitBonusesOnSelfExclusion } from './bonus-forfeiture.ts';
import { type ChangeDetails, recordLimitChange } from './history.ts';
import { endsNoSooner, exclusionEnd, isExclusion, periodsOf, RELAXATION_DELAY_MS } from './periods.ts';
import { type LimitActor, type PlayerLimitRow, playerLimits } from './tables.ts';
import { limitViews } from './views.ts';

/** The durable jobs of limits: a pending change applies, a cooling-off ends. Keyed by limit and time. */
export type LimitJobs = {
  queue: JobQueue;
  applyPending: JobType<{ limitId: string; pendingAt: string }>;
  endCoolingOff: JobType<{ limitId: string; expiresAt: string }>;
};

/** `actor`: who asks, for the limit's history (the player unless said). */
export type LimitsContext = { db: Db; jobs: LimitJobs; now?: () => Date; actor?: LimitActor };

const nowOf = (ctx: LimitsContext) => ctx.now?.() ?? new Date();
const actorOf = (ctx: LimitsContext): LimitActor => ctx.actor ?? 'player';

/** The largest amount a limit takes, in minor units (far above any real limit, inside bigint). */
const MAX_MINOR = 10n ** 15n;

export async function activeLimits(db: Db, playerId: string): Promise<PlayerLimitRow[]> {
  if (!isUuid(playerId)) return [];
  return db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), isNull(playerLimits.endedAt)))
    .orderBy(asc(playerLimits.definition), asc(playerLimits.createdAt));
}

/** GET /api/player/limits. */
export async function listLimits(ctx: LimitsContext, playerId: string): Promise<Limit[]> {
  return limitViews(ctx.db, await activeLimits(ctx.db, playerId), nowOf(ctx));
}

/** An amount typed freely ("25", "25.5", "25,50", 25.5) in minor units of the currency, or a field issue. */
export function parseAmount(raw: unknown, unit: number): bigint | FieldIssue {
  if (raw === undefined || raw === null || raw === '') return { field: 'amount', rule: 'required' };
  const text = String(raw).trim().replace(/\s/g, '');
  const normal = text.includes('.') ? text : text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return { field: 'amount', rule: 'invalid' };
  const minor = decimalToMinor(normal, unit);
  if (minor === null) return { field: 'amount', rule: 'invalid' };
  if (minor <= 0n) return { field: 'amount', rule: 'minValue', params: { min: 1 / unit } };
  if (minor > MAX_MINOR) return { field: 'amount', rule: 'invalid' };
  return minor;
}

const issue = (field: string, rule: string): FieldIssue => ({ field, rule });

/** POST /api/player/limits: a new limit, in force at once. */
export async function createLimit(
  ctx: LimitsContext,
  playerId: string,
  body: CreateLimitRequest,
): Promise<Limit> {
  const definition = body.definition;
  if (!Object.values(LimitDefinition).includes(definition as LimitDefinition))
    throw AppError.validation([issue('definition', 'in')]);
  const period = body.period ?? '';
  if (!period) throw AppError.validation([issue('period', 'required')]);
  if (!periodsOf(definition).includes(period)) throw AppError.validation([issue('period', 'in')]);
  const now = nowOf(ctx);
  if (isExclusion(definition)) return createExclusion(ctx, playerId, definition, period, now);

  const currency = (body.currency ?? '').trim().toUpperCase();
  const unit = currency ? await currencyUnit(ctx.db, currency) : undefined;
  const issues: FieldIssue[] = [];
  if (!currency) issues.push(issue('currency', 'required'));
  else if (unit === undefined) issues.push(issue('currency', 'in'));
  const amount = parseAmount(body.amount, unit ?? 100);
  if (typeof amount !== 'bigint') issues.push(amount);
  if (issues.length > 0 || typeof amount !== 'bigint') throw AppError.validation(issues);

  const row = await ctx.db
    .transaction(async (tx) => {
      const existing = (await activeLimits(tx, playerId)).find(
        (item) => item.definition === definition && item.period === period && item.currency === currency,
      );
      if (existing) throw AppError.validation([issue('period', 'limitExists')]);
      const [created] = await tx
        .insert(playerLimits)
        .values({
          playerId,
          definition,
          period,
          currency,
          amount,
          startsAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordLimitChange(tx, created!, 'created', actorOf(ctx), now);
      return created!;
    })
    .catch(uniqueToIssue);
  return (await limitViews(ctx.db, [row], now))[0]!;
}

/** Two requests racing to create the same limit: the second meets the unique index. */
function uniqueToIssue(error: unknown): never {
  const text = String((error as { cause?: { message?: string } })?.cause?.message ?? error);
  if (text.includes('player_limits_one_per_kind_idx'))
    throw AppError.validation([issue('period', 'limitExists')]);
  throw error;
}

/**
 * A self-exclusion or cooling-off (LCCP 3.5): in force at once; marketing stops; a self-exclusion
 * forfeits bonuses. A second one of a kind while one is on is refused: extend it with PUT instead.
 */
async function createExclusion(
  ctx: LimitsContext,
  playerId: string,
  definition: number,
  period: string,
  now: Date,
): Promise<Limit> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const current = (await activeLimits(tx, playerId)).find((item) => item.definition === definition);
      if (current) throw AppError.validation([issue('period', 'limitExists')]);
      const expiresAt = exclusionEnd(period, now);
      const [created] = await tx
        .insert(playerLimits)
        .values({ playerId, definition, period, startsAt: now, expiresAt, createdAt: now, updatedAt: now })
        .returning();
      await recordLimitChange(tx, created!, 'created', actorOf(ctx), now);
      await setMarketingSuppressed(tx, playerId, true);
      if (definition === LimitDefinition.selfExclusion) await forfeitBonusesOnSelfExclusion(tx, playerId);
      if (definition === LimitDefinition.coolingOff && expiresAt)
        await ctx.jobs.queue.schedule(tx, ctx.jobs.endCoolingOff, {
          key: `${created!.id}:${expiresAt.toISOString()}`,
          runAt: expiresAt,
          data: { limitId: created!.id, expiresAt: expiresAt.toISOString() },
        });
      return created!;
    })
    .catch(uniqueToIssue);
  return (await limitViews(ctx.db, [row], now))[0]!;
}

async function lockOwnLimit(tx: Db, playerId: string, id: string): Promise<PlayerLimitRow> {
  if (!isUuid(id)) throw new AppError(ErrorCode.limitNotFound, 'No such limit.');
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.id, id), eq(playerLimits.playerId, playerId), isNull(playerLimits.endedAt)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.limitNotFound, 'No such limit.');
  return row;
}

/** What a PUT or DELETE will do, decided before anything is written (so step-up can be asked first). */
export type LimitChange =
  | { kind: 'tighten'; amount: bigint }
  | { kind: 'cancel-pending' }
  | { kind: 'increase'; amount: bigint }
  | { kind: 'extend'; period: string; expiresAt: Date | null }
  | { kind: 'removal' }
  | { kind: 'end-exclusion' }
  | { kind: 'none' };

/** What loosens a limit: the 2FA step-up guards exactly these. */
export type LimitRelaxation = 'increase' | 'removal' | 'end-exclusion';

/** Whether the change loosens a limit, and how. */
export function relaxationOf(change: LimitChange): LimitRelaxation | null {
  if (change.kind === 'increase') return 'increase';
  if (change.kind === 'removal') return 'removal';
  if (change.kind === 'end-exclusion') return 'end-exclusion';
  return null;
}

/** Reads what PUT /api/player/limits/{id} asks, checked against the limit in force. */
export async function planUpdate(
  ctx: LimitsContext,
  playerId: string,
  id: string,
  body: UpdateLimitRequest,
): Promise<LimitChange> {
  const row = await lockOwnLimit(ctx.db, playerId, id);
  const now = nowOf(ctx);
  if (isExclusion(row.definition)) {
    const period = body.period ?? row.period;
    if (!periodsOf(row.definition).includes(period)) throw AppError.validation([issue('period', 'in')]);
    if (period === row.period) return { kind: 'none' };
    // A longer exclusion counts from now; it may never end sooner than the one in force.
    const expiresAt = exclusionEnd(period, now);
    if (!endsNoSooner(expiresAt, row.expiresAt))
      throw new AppError(ErrorCode.limitNotEditable, 'An exclusion cannot be shortened.', [
        issue('period', 'limitNotShorter'),
      ]);
    return { kind: 'extend', period, expiresAt };
  }
  if (body.period !== undefined && body.period !== null && body.period !== row.period)
    throw AppError.validation([issue('period', 'notEditable')]);
  const unit = (await currencyUnit(ctx.db, row.currency!)) ?? 100;
  const amount = parseAmount(body.amount, unit);
  if (typeof amount !== 'bigint') throw AppError.validation([amount]);
  const inForce = row.amount!;
  if (amount < inForce) return { kind: 'tighten', amount };
  if (amount === inForce) return row.pendingAt ? { kind: 'cancel-pending' } : { kind: 'none' };
  if (row.pendingAmount === amount && !row.pendingRemoval) return { kind: 'none' };
  return { kind: 'increase', amount };
}

/** Reads what DELETE /api/player/limits/{id} asks. */
export async function planRemoval(ctx: LimitsContext, playerId: string, id: string): Promise<LimitChange> {
  const row = await lockOwnLimit(ctx.db, playerId, id);
  if (row.pendingRemoval) return { kind: 'none' };
  if (!isExclusion(row.definition)) return { kind: 'removal' };
  const now = nowOf(ctx);
  // A cooling-off ends by itself; a self-exclusion only after its period, when the player asks.
  if (row.definition === LimitDefinition.coolingOff || row.expiresAt === null || row.expiresAt > now)
    throw new AppError(
      ErrorCode.limitNotEditable,
      'This exclusion cannot be ended before its period is over.',
      [issue('period', 'limitPeriodNotOver')],
    );
  return { kind: 'end-exclusion' };
}

/**
 * Applies a planned change in one transaction (the limit locked again: a change that raced it is
 * planned again by the caller's retry, never half-written). Decreases apply at once; an increase,
 * a removal or the end of a self-exclusion waits RELAXATION_DELAY_MS on the durable job queue.
 */
export async function applyChange(
  ctx: LimitsContext,
  playerId: string,
  id: string,
  change: LimitChange,
): Promise<Limit> {
  const now = nowOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockOwnLimit(tx, playerId, id);
    const set = (values: Partial<typeof playerLimits.$inferInsert>) =>
      tx
        .update(playerLimits)
        .set({ ...values, updatedAt: now })
        .where(eq(playerLimits.id, current.id))
        .returning()
        .then((rows) => rows[0]!);
    const noPending = { pendingAmount: null, pendingRemoval: false, pendingAt: null };
    const record = (row: PlayerLimitRow, kind: LimitChangeKind, details?: ChangeDetails) =>
      recordLimitChange(tx, row, kind, actorOf(ctx), now, details).then(() => row);
    switch (change.kind) {
      case 'tighten':
        return record(await set({ amount: change.amount, ...noPending }), 'tightened', {
          previousAmount: current.amount,
        });
      case 'cancel-pending':
        return record(await set(noPending), 'pending-cancelled');
      case 'extend':
        return record(
          await set({ period: change.period, expiresAt: change.expiresAt, startsAt: now }),
          'extended',
        );
      case 'increase':
      case 'removal':
      case 'end-exclusion': {
        const pendingAt = new Date(now.getTime() + RELAXATION_DELAY_MS);
        const updated = await set({
          pendingAmount: change.kind === 'increase' ? change.amount : null,
          pendingRemoval: change.kind !== 'increase',
          pendingAt,
        });
        await record(updated, change.kind === 'increase' ? 'increase-requested' : 'removal-requested', {
          amount: change.kind === 'increase' ? change.amount : current.amount,
          previousAmount: change.kind === 'increase' ? current.amount : null,
          effectiveAt: pendingAt,
        });
        await ctx.jobs.queue.schedule(tx, ctx.jobs.applyPending, {
          key: `${current.id}:${pendingAt.toISOString()}`,
          runAt: pendingAt,
          data: { limitId: current.id, pendingAt: pendingAt.toISOString() },
        });
        return updated;
      }
      default:
        return current;
    }
  });
  if (change.kind === 'extend' && row.definition === LimitDefinition.coolingOff && row.expiresAt)
    await ctx.jobs.queue.schedule(ctx.db, ctx.jobs.endCoolingOff, {
      key: `${row.id}:${row.expiresAt.toISOString()}`,
      runAt: row.expiresAt,
      data: { limitId: row.id, expiresAt: row.expiresAt.toISOString() },
    });
  return (await limitViews(ctx.db, [row], now))[0]!;
}

/**
 * The job of a pending change, 24 hours on: the increase or the removal applies, unless the player
 * cancelled or changed it since (then `pendingAt` differs and nothing happens).
 */
export async function applyPendingChange(tx: Db, data: { limitId: string; pendingAt: string }) {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.id, data.limitId), isNull(playerLimits.endedAt)))
    .for('update');
  if (!row?.pendingAt || row.pendingAt.toISOString() !== data.pendingAt) return;
  const at = row.pendingAt;
  if (row.pendingRemoval) {
    await tx
      .update(playerLimits)
      .set({ endedAt: at, updatedAt: at, pendingAt: null, pendingRemoval: false })
      .where(eq(playerLimits.id, row.id));
    await recordLimitChange(tx, row, 'removed', 'system', at, { effectiveAt: at });
    if (isExclusion(row.definition)) await releaseMarketingIfFree(tx, row.playerId);
    return;
  }
  await tx
    .update(playerLimits)
    .set({ amount: row.pendingAmount, pendingAmount: null, pendingAt: null, updatedAt: at })
    .where(eq(playerLimits.id, row.id));
  await recordLimitChange(tx, row, 'increase-applied', 'system', at, {
    amount: row.pendingAmount,
    previousAmount: row.amount,
    effectiveAt: at,
  });
}

/** The job at a cooling-off's end: it ends (unless it was extended: then a later job ends it). */
export async function endCoolingOff(tx: Db, data: { limitId: string; expiresAt: string }) {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.id, data.limitId), isNull(playerLimits.endedAt)))
    .for('update');
  if (!row?.expiresAt || row.expiresAt.toISOString() !== data.expiresAt) return;
  await tx
    .update(playerLimits)
    .set({ endedAt: row.expiresAt, updatedAt: row.expiresAt })
    .where(eq(playerLimits.id, row.id));
  await recordLimitChange(tx, row, 'expired', 'system', row.expiresAt);
  await releaseMarketingIfFree(tx, row.playerId);
}

/** Marketing comes back only when no self-exclusion or cooling-off is left. */
async function releaseMarketingIfFree(tx: Db, playerId: string) {
  const left = (await activeLimits(tx, playerId)).some((item) => isExclusion(item.definition));
  if (!left) await setMarketingSuppressed(tx, playerId, false);
}
