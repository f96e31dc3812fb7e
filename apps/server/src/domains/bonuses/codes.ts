import {
  type AddBonusCodeRequest,
  BonusCodeStatus,
  BonusCodeTrigger,
  ErrorCode,
  type PlayerBonusCode,
} from '@casino/contracts';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishPlayerBonusCode } from './events.ts';
import type { BonusAccount } from './lifecycle.ts';
import { grantDefinition, inDepositRange, playerBonusFacts } from './offers.ts';
import { isLive } from './promotion-state.ts';
import { bonusCodes, bonusDefinitions, type PlayerBonusCodeRow, playerBonusCodes } from './tables.ts';

/**
 * Bonus codes: a promo code (trigger 1) gives its bonus at once, a deposit code (trigger 3) waits for
 * the player's next deposit. Wrong codes are remembered: five in 15 minutes lock the input (400, code 5,
 * with `error.lockedUntil`).
 */

const LOCK_WRONG_CODES = 5;
const LOCK_WINDOW_MS = 15 * 60_000;

export const codeView = (row: PlayerBonusCodeRow): PlayerBonusCode => ({
  id: row.id,
  playerId: row.playerId,
  bonusCode: row.code,
  trigger: row.trigger,
  status: row.status,
  result: row.status === BonusCodeStatus.used ? 1 : null,
  createdAt: row.createdAt.toISOString(),
});

async function record(
  tx: Db,
  playerId: string,
  request: AddBonusCodeRequest,
  status: number,
  playerBonusId?: string,
) {
  const [row] = await tx
    .insert(playerBonusCodes)
    .values({ playerId, code: request.bonusCode, trigger: request.trigger, status, playerBonusId })
    .returning();
  return codeView(row!);
}

/**
 * When the lock ends, or null when the player may try a code: locked while five wrong codes are in the
 * window, so until the oldest of the last five leaves it (no wrong code is recorded while locked).
 */
async function lockEnd(tx: Db, playerId: string, now: Date): Promise<Date | null> {
  const wrong = await tx
    .select({ at: playerBonusCodes.createdAt })
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.status, BonusCodeStatus.incorrect),
        gte(playerBonusCodes.createdAt, new Date(now.getTime() - LOCK_WINDOW_MS)),
      ),
    )
    .orderBy(desc(playerBonusCodes.createdAt))
    .limit(LOCK_WRONG_CODES);
  const oldest = wrong[LOCK_WRONG_CODES - 1];
  return oldest ? new Date(oldest.at.getTime() + LOCK_WINDOW_MS) : null;
}

/** The code's definition when it may be used by the player now; else why not. */
async function usable(tx: Db, playerId: string, request: AddBonusCodeRequest, now: Date) {
  const [code] = await tx
    .select()
    .from(bonusCodes)
    .where(eq(bonusCodes.code, request.bonusCode.toUpperCase()))
    .for('update');
  if (!code || code.trigger !== request.trigger) return { status: BonusCodeStatus.incorrect } as const;
  const [used] = await tx
    .select({ n: count() })
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        sql`upper(${playerBonusCodes.code}) = ${code.code}`,
        sql`${playerBonusCodes.status} IN (${BonusCodeStatus.active}, ${BonusCodeStatus.used})`,
      ),
    );
  const [definition] = await tx
    .select()
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.id, code.definitionId));
  const facts = await playerBonusFacts(tx, playerId);
  const closed =
    !isLive(code, now) ||
    (code.maxUses !== null && code.usedCount >= code.maxUses) ||
    (used?.n ?? 0) >= code.perPlayer ||
    !definition ||
    !isLive(definition, now) ||
    !facts ||
    facts.excluded;
  if (closed) return { status: BonusCodeStatus.notAvailable } as const;
  return { status: BonusCodeStatus.used, code, definition } as const;
}

/** POST bonuscodes: a promo code's bonus is given now; a deposit code waits (replacing a waiting one). */
export async function addBonusCode(
  tx: Db,
  account: BonusAccount,
  request: AddBonusCodeRequest,
  now = new Date(),
): Promise<PlayerBonusCode> {
  const { playerId } = account;
  const lockedUntil = await lockEnd(tx, playerId, now);
  if (lockedUntil) {
    const error = new AppError(ErrorCode.bonusCodeLocked, 'Too many wrong codes: try again later.');
    error.lockedUntil = lockedUntil;
    throw error;
  }
  const found = await usable(tx, playerId, request, now);
  if (found.status !== BonusCodeStatus.used) return record(tx, playerId, request, found.status);
  if (request.trigger === BonusCodeTrigger.list) {
    await tx
      .delete(playerBonusCodes)
      .where(
        and(eq(playerBonusCodes.playerId, playerId), eq(playerBonusCodes.status, BonusCodeStatus.active)),
      );
    return record(tx, playerId, { ...request, bonusCode: found.code.code }, BonusCodeStatus.active);
  }
  const view = await record(tx, playerId, { ...request, bonusCode: found.code.code }, BonusCodeStatus.used);
  await tx
    .update(bonusCodes)
    .set({ usedCount: sql`${bonusCodes.usedCount} + 1` })
    .where(eq(bonusCodes.code, found.code.code));
  await grantDefinition(tx, found.definition, account, { key: `code:${view.id}`, amount: 0n });
  return view;
}

export async function waitingCodes(db: Db, playerId: string, trigger: number): Promise<PlayerBonusCode[]> {
  const rows = await db
    .select()
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.trigger, trigger),
        eq(playerBonusCodes.status, BonusCodeStatus.active),
      ),
    );
  return rows.map(codeView);
}

export async function deleteWaitingCode(db: Db, playerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.id, id),
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.status, BonusCodeStatus.active),
      ),
    )
    .returning({ id: playerBonusCodes.id });
  if (deleted.length === 0)
    throw new AppError(ErrorCode.bonusNotFound, 'No waiting bonus code with this id.');
}

/** A confirmed deposit uses the waiting deposit code: its bonus when the amount is in range, else "not available". */
export async function useWaitingCode(
  tx: Db,
  deposit: { invoiceId: string; playerId: string; walletAccountId: string; currency: string; amount: bigint },
): Promise<void> {
  const [waiting] = await tx
    .select()
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, deposit.playerId),
        eq(playerBonusCodes.trigger, BonusCodeTrigger.list),
        eq(playerBonusCodes.status, BonusCodeStatus.active),
      ),
    )
    .for('update');
  if (!waiting) return;
  const [code] = await tx.select().from(bonusCodes).where(eq(bonusCodes.code, waiting.code));
  const [definition] = code
    ? await tx.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, code.definitionId))
    : [];
  const now = new Date();
  // The end job lapses waiting codes; until it has run, an ended code or bonus is refused here too.
  const fits =
    code !== undefined &&
    definition !== undefined &&
    isLive(code, now) &&
    isLive(definition, now) &&
    inDepositRange(definition.terms, deposit.currency, deposit.amount);
  const status = fits ? BonusCodeStatus.used : BonusCodeStatus.notAvailable;
  const [updated] = await tx
    .update(playerBonusCodes)
    .set({ status, updatedAt: new Date() })
    .where(eq(playerBonusCodes.id, waiting.id))
    .returning();
  if (fits) {
    await tx
      .update(bonusCodes)
      .set({ usedCount: sql`${bonusCodes.usedCount} + 1` })
      .where(eq(bonusCodes.code, waiting.code));
    const account = {
      playerId: deposit.playerId,
      walletAccountId: deposit.walletAccountId,
      currency: deposit.currency,
    };
    await grantDefinition(tx, definition, account, {
      key: `code:${waiting.id}`,
      amount: deposit.amount,
      invoiceId: deposit.invoiceId,
    });
  }
  await publishPlayerBonusCode(tx, codeView(updated!));
}
