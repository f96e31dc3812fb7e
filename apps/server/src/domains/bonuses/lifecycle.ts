import { ErrorCode, PlayerBonusResult, PlayerBonusStatus } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { openBonusRounds } from '../game-wallet/rounds.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { creditBonus, forfeitBonus, ledgerBookOf } from '../wallet/postings.ts';
import { accountParts } from '../wallet/views.ts';
import { publishPlayerBonus, publishPlayerFreespin } from './events.ts';
import {
  type BonusDefinitionRow,
  type PlayerBonusRow,
  type PlayerFreespinRow,
  playerBonuses,
  playerFreespins,
} from './tables.ts';
import type { IssuedTerms } from './terms.ts';

/**
 * A player's bonus from issue to its end. Issued bonuses wait in a queue and hold no money; activation
 * credits the bonus part (house:bonus → bonus, keyed by the bonus); cancel, expiry, a withdrawal request
 * and self-exclusion forfeit what is left (bonus → house:bonus). Wagering and its end (conversion, a
 * lost bonus) happen inside the bets (game_wallet_move). Every change runs in the caller's transaction,
 * which is a money operation of the bonus's wallet account.
 */

const DAY = 86_400_000;

/** Asks the job queue (through the outbox) to check a bonus or free spins at `runAt`. */
export const BONUS_TIMER_EVENT = 'bonuses.timer';
export type BonusTimer = { kind: 'activation' | 'wagering' | 'freespins'; id: string; runAt: string };

async function setTimer(tx: Db, timer: BonusTimer) {
  await publishEvent(tx, { type: BONUS_TIMER_EVENT, payload: timer });
}

export type BonusAccount = { playerId: string; walletAccountId: string; currency: string };

export type NewPlayerBonus = {
  definition: BonusDefinitionRow;
  account: BonusAccount;
  amount: bigint;
  terms: IssuedTerms;
  activationDays: number;
  sourceKey: string;
  invoiceId?: string | null;
  issueSessionId?: string | null;
};

/** Issues a bonus once per source; it is activated at once when the account has no active bonus. */
export async function issueBonus(
  tx: Db,
  input: NewPlayerBonus,
  now = new Date(),
): Promise<PlayerBonusRow | null> {
  const { definition, account } = input;
  const [row] = await tx
    .insert(playerBonuses)
    .values({
      ...account,
      definitionId: definition.id,
      names: definition.names,
      type: definition.type,
      amount: input.amount,
      required: input.amount * BigInt(input.terms.wagerMultiplier),
      terms: input.terms,
      sourceKey: input.sourceKey,
      invoiceId: input.invoiceId ?? null,
      packageId: definition.packageId,
      packagePriority: definition.packagePriority,
      issueSessionId: input.issueSessionId ?? null,
      activationExpiresAt: new Date(now.getTime() + input.activationDays * DAY),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: playerBonuses.sourceKey })
    .returning();
  if (!row) return null;
  await publishPlayerBonus(tx, row, true);
  if (!(await activeBonusOf(tx, account.walletAccountId))) return activate(tx, row, now);
  await setTimer(tx, { kind: 'activation', id: row.id, runAt: row.activationExpiresAt!.toISOString() });
  return row;
}

export async function activeBonusOf(tx: Db, walletAccountId: string): Promise<PlayerBonusRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.walletAccountId, walletAccountId),
        eq(playerBonuses.status, PlayerBonusStatus.active),
      ),
    )
    .for('update');
  return row;
}

export async function lockPlayerBonus(tx: Db, playerId: string, id: string): Promise<PlayerBonusRow> {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.playerId, playerId)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.bonusNotFound, 'Bonus not found.');
  return row;
}

/**
 * Activates an issued bonus: its money is credited and its wagering clock starts. Another active bonus
 * of the account is forfeited first (the change-active-bonus modal told the player so).
 */
export async function activate(tx: Db, row: PlayerBonusRow, now = new Date()): Promise<PlayerBonusRow> {
  if (row.status !== PlayerBonusStatus.issued)
    throw new AppError(ErrorCode.bonusNotActivatable, 'Only an issued bonus can be activated.');
  const current = await activeBonusOf(tx, row.walletAccountId);
  if (current) await finish(tx, current, PlayerBonusResult.cancelled, now);
  await creditBonus(tx, {
    walletAccountId: row.walletAccountId,
    currency: row.currency,
    amount: row.amount,
    idempotencyKey: `bonus:${row.id}:credit`,
    metadata: { playerBonusId: row.id },
  });
  const [active] = await tx
    .update(playerBonuses)
    .set({
      status: PlayerBonusStatus.active,
      result: PlayerBonusResult.activated,
      activatedAt: now,
      wageringExpiresAt: new Date(now.getTime() + row.terms.wagerDays * DAY),
      updatedAt: now,
    })
    .where(eq(playerBonuses.id, row.id))
    .returning();
  await setTimer(tx, { kind: 'wagering', id: row.id, runAt: active!.wageringExpiresAt!.toISOString() });
  await publishPlayerBonus(tx, active!);
  await publishAccountChanged(tx, { playerId: row.playerId, walletAccountId: row.walletAccountId });
  // Nothing to wager (a 0x bonus): it converts at once, and the caller sees it ended.
  if (active!.required === 0n) return (await settleInLedger(tx, active!)) ?? active!;
  return active!;
}

/** Ends a bonus as cancelled or expired; an active one's money left goes back to the house. */
export async function finish(
  tx: Db,
  row: PlayerBonusRow,
  result: typeof PlayerBonusResult.cancelled | typeof PlayerBonusResult.expired,
  now = new Date(),
): Promise<PlayerBonusRow> {
  let forfeited = 0n;
  if (row.status === PlayerBonusStatus.active) {
    forfeited = (await accountParts(tx, row.walletAccountId)).bonus;
    if (forfeited > 0n)
      await forfeitBonus(tx, {
        walletAccountId: row.walletAccountId,
        currency: row.currency,
        amount: forfeited,
        idempotencyKey: `bonus:${row.id}:forfeit`,
        metadata: { playerBonusId: row.id, result },
      });
  }
  const [ended] = await tx
    .update(playerBonuses)
    .set({
      status: PlayerBonusStatus.finished,
      result,
      forfeitedAmount: forfeited,
      finishedAt: now,
      updatedAt: now,
    })
    .where(eq(playerBonuses.id, row.id))
    .returning();
  await publishPlayerBonus(tx, ended!);
  if (forfeited > 0n)
    await publishAccountChanged(tx, { playerId: row.playerId, walletAccountId: row.walletAccountId });
  return ended!;
}

/** The player cancels: refused while rounds paid with bonus money are open (cancel-unsettled-bonus). */
export async function cancel(tx: Db, row: PlayerBonusRow): Promise<PlayerBonusRow> {
  if (row.status === PlayerBonusStatus.finished)
    throw new AppError(ErrorCode.bonusNotCancellable, 'The bonus has already ended.');
  if (row.status === PlayerBonusStatus.active && ((await openBonusRounds(tx, [row.id])).get(row.id) ?? 0) > 0)
    throw new AppError(ErrorCode.bonusNotCancellable, 'Rounds played with bonus money are still open.');
  return finish(tx, row, PlayerBonusResult.cancelled);
}

/**
 * The end game_wallet_move would reach (conversion, or lost), run now: after an activation with nothing
 * to wager. Answers the bonus as it ended, or null when it has not ended.
 */
export async function settleInLedger(tx: Db, row: PlayerBonusRow): Promise<PlayerBonusRow | null> {
  const book = await ledgerBookOf(tx, row.walletAccountId, row.currency);
  const ids = JSON.stringify({ cash: book.cash, bonus: book.bonus, houseBonus: book.houseBonus });
  const result = await tx.execute(sql`SELECT player_bonus_settle(${row.id}::uuid, ${ids}::jsonb) AS ended`);
  const ended = (result as unknown as { rows: { ended: boolean }[] }).rows[0]?.ended;
  if (!ended) return null;
  const [finished] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, row.id));
  await publishPlayerBonus(tx, finished!);
  await publishAccountChanged(tx, { playerId: row.playerId, walletAccountId: row.walletAccountId });
  return finished!;
}

/**
 * A timer came due: an issued bonus not activated in time, or an active one not wagered in time,
 * expires. `dueAt` is the time the timer was set for (a timer of an earlier stage finds a later due
 * time and does nothing).
 */
export async function expireBonus(tx: Db, id: string, dueAt: Date): Promise<void> {
  const now = dueAt;
  const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('update');
  if (!row || row.status === PlayerBonusStatus.finished) return;
  const due = row.status === PlayerBonusStatus.issued ? row.activationExpiresAt : row.wageringExpiresAt;
  if (!due || due.getTime() > now.getTime()) return;
  await finish(tx, row, PlayerBonusResult.expired, now);
}

/** Self-exclusion (LCCP 3.5) and a withdrawal request: every open bonus and free spin of the player ends. */
export async function forfeitAll(
  tx: Db,
  where: { playerId: string; walletAccountId?: string },
): Promise<void> {
  const scope = (table: typeof playerBonuses | typeof playerFreespins) =>
    and(
      eq(table.playerId, where.playerId),
      where.walletAccountId ? eq(table.walletAccountId, where.walletAccountId) : undefined,
      sql`${table.status} <> ${PlayerBonusStatus.finished}`,
    );
  const bonuses = await tx.select().from(playerBonuses).where(scope(playerBonuses)).for('update');
  for (const row of bonuses) await finish(tx, row, PlayerBonusResult.cancelled);
  if (where.walletAccountId) return;
  const spins = await tx.select().from(playerFreespins).where(scope(playerFreespins)).for('update');
  for (const row of spins) await finishFreespins(tx, row, PlayerBonusResult.cancelled);
}

// Free spins ---------------------------------------------------------------------------------------

export type NewFreespins = {
  definition: BonusDefinitionRow;
  account: BonusAccount;
  count: number;
  gameSlug: string;
  betAmount: bigint;
  validDays: number;
  terms: IssuedTerms;
  sourceKey: string;
  issueSessionId?: string | null;
};

/** Issues free spins once per source, active at once; they expire after their days. */
export async function issueFreespins(
  tx: Db,
  input: NewFreespins,
  now = new Date(),
): Promise<PlayerFreespinRow | null> {
  const expiresAt = new Date(now.getTime() + input.validDays * DAY);
  const [row] = await tx
    .insert(playerFreespins)
    .values({
      ...input.account,
      definitionId: input.definition.id,
      names: input.definition.names,
      status: PlayerBonusStatus.active,
      result: PlayerBonusResult.activated,
      count: input.count,
      gameSlug: input.gameSlug,
      betAmount: input.betAmount,
      terms: input.terms,
      sourceKey: input.sourceKey,
      packageId: input.definition.packageId,
      packagePriority: input.definition.packagePriority,
      issueSessionId: input.issueSessionId ?? null,
      activationExpiresAt: expiresAt,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: playerFreespins.sourceKey })
    .returning();
  if (!row) return null;
  await publishPlayerFreespin(tx, row, true);
  await setTimer(tx, { kind: 'freespins', id: row.id, runAt: expiresAt.toISOString() });
  return row;
}

export async function lockFreespins(tx: Db, playerId: string, id: string): Promise<PlayerFreespinRow> {
  const [row] = await tx
    .select()
    .from(playerFreespins)
    .where(and(eq(playerFreespins.id, id), eq(playerFreespins.playerId, playerId)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.bonusNotFound, 'Free spins not found.');
  return row;
}

export async function activateFreespins(tx: Db, row: PlayerFreespinRow): Promise<PlayerFreespinRow> {
  if (row.status !== PlayerBonusStatus.issued)
    throw new AppError(ErrorCode.bonusNotActivatable, 'Only issued free spins can be activated.');
  const [active] = await tx
    .update(playerFreespins)
    .set({ status: PlayerBonusStatus.active, result: PlayerBonusResult.activated, updatedAt: new Date() })
    .where(eq(playerFreespins.id, row.id))
    .returning();
  await publishPlayerFreespin(tx, active!);
  return active!;
}

export async function finishFreespins(
  tx: Db,
  row: PlayerFreespinRow,
  result:
    | typeof PlayerBonusResult.cancelled
    | typeof PlayerBonusResult.expired
    | typeof PlayerBonusResult.played,
  now = new Date(),
): Promise<PlayerFreespinRow> {
  if (row.status === PlayerBonusStatus.finished)
    throw new AppError(ErrorCode.bonusNotCancellable, 'The free spins have already ended.');
  const [ended] = await tx
    .update(playerFreespins)
    .set({ status: PlayerBonusStatus.finished, result, finishedAt: now, updatedAt: now })
    .where(eq(playerFreespins.id, row.id))
    .returning();
  await publishPlayerFreespin(tx, ended!);
  return ended!;
}

/** Ends free spins whose time is up; answers them, or null when they were not due (or already ended). */
export async function expireFreespins(tx: Db, id: string, dueAt: Date): Promise<PlayerFreespinRow | null> {
  const now = dueAt;
  const [row] = await tx.select().from(playerFreespins).where(eq(playerFreespins.id, id)).for('update');
  if (!row || row.status === PlayerBonusStatus.finished || !row.expiresAt) return null;
  if (row.expiresAt.getTime() > now.getTime()) return null;
  return finishFreespins(tx, row, PlayerBonusResult.expired, now);
}

/**
 * A provider rolled back a bet of a round the bonus paid into: its wagering is taken back, and the
 * answer says whether the bonus is still the account's active one (its money then goes back to it).
 */
export async function bonusBetRolledBack(
  tx: Db,
  rollback: { walletAccountId: string; playerBonusId: string; gameId: string; amount: bigint },
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.id, rollback.playerBonusId))
    .for('update');
  if (row?.status !== PlayerBonusStatus.active || row.walletAccountId !== rollback.walletAccountId)
    return false;
  const revoked = (rollback.amount * BigInt(row.terms.weights[rollback.gameId] ?? 0)) / 10_000n;
  const [updated] = await tx
    .update(playerBonuses)
    .set({ wagered: sql`GREATEST(0, ${playerBonuses.wagered} - ${revoked})`, updatedAt: new Date() })
    .where(eq(playerBonuses.id, row.id))
    .returning();
  await publishPlayerBonus(tx, updated!);
  return true;
}
