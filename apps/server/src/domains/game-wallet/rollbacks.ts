import {
  ErrorCode,
  type GameWalletRollbackRequest,
  type GameWalletTransactionResult,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { revokeWager } from '../risk/turnover.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { runMoneyOperation } from '../wallet/group-commit.ts';
import { type PlayerPosting, rollbackBet } from '../wallet/postings.ts';
import { bonusRolledBack } from './bet-rules.ts';
import { freespinRolledBack } from './freespins.ts';
import { findRound, type RoundKey, recordRoundRollback } from './rounds.ts';
import {
  claimTransaction,
  conflict,
  gameIdempotencyKey,
  requireCurrency,
  settle,
  toMinor,
} from './service.ts';
import {
  type GameRoundRow,
  type GameSessionRow,
  type GameWalletTransactionRow,
  gameWalletTransactions,
} from './tables.ts';

/**
 * A rollback of a bet: house → cash, exactly once however many rollbacks name it. A bet not seen yet
 * is recorded as a tombstone, so the late bet is refused (15013); the rollback itself succeeds. Only
 * bets can be rolled back (15014); the bet must be this player's, in this round, of this amount (15010).
 * A free spin's bet moved no money: its rollback gives the spin back.
 */
export async function rollbackGameBet(
  db: Db,
  session: GameSessionRow,
  input: GameWalletRollbackRequest,
): Promise<GameWalletTransactionResult> {
  requireCurrency(session, input.currency);
  const given = input.amount === undefined ? undefined : await toMinor(db, session.currency, input.amount);
  return runMoneyOperation(db, session.walletAccountId, async (tx) => {
    const claim = await claimTransaction(tx, session, {
      ...input,
      kind: 'rollback',
      amount: given,
    });
    if ('replay' in claim) return claim.replay;
    const bet = await lockOrTombstone(tx, session, input, given ?? 0n);
    if (!bet) return settle(tx, session, claim.row, { amount: given ?? 0n });
    requireOwnBet(session, input, bet, given);
    if (bet.status !== 'accepted') return settle(tx, session, claim.row, { amount: bet.amount });
    const roundKey = { sessionId: bet.sessionId, providerRoundId: bet.roundId };
    const round = await findRound(tx, roundKey);
    await tx
      .update(gameWalletTransactions)
      .set({ status: 'rolledBack' })
      .where(eq(gameWalletTransactions.id, bet.id));
    if (round?.freespinId) {
      await freespinRolledBack(tx, { freespinId: round.freespinId });
      await recordRoundRollback(tx, roundKey, bet.amount);
      return settle(tx, session, claim.row, { amount: bet.amount });
    }
    const posting = await giveStakeBack(tx, session, input, bet, round, roundKey);
    const sameAccount = bet.walletAccountId === session.walletAccountId;
    return settle(
      tx,
      session,
      claim.row,
      { amount: bet.amount, ledgerTransactionId: posting?.transactionId },
      sameAccount ? posting?.playable : undefined,
    );
  });
}

/** Only bets can be rolled back (15014), and only this player's bet of this round and amount (15010). */
function requireOwnBet(
  session: GameSessionRow,
  input: GameWalletRollbackRequest,
  bet: GameWalletTransactionRow,
  given: bigint | undefined,
) {
  if (bet.kind !== 'bet')
    throw new AppError(
      ErrorCode.gameRollbackNotAllowed,
      `Transaction ${input.referenceTransactionId} is a ${bet.kind}; only bets can be rolled back.`,
    );
  if (
    bet.playerId !== session.playerId ||
    bet.roundId !== input.roundId ||
    (given !== undefined && bet.status !== 'tombstone' && given !== bet.amount)
  )
    throw conflict(
      `Transaction ${input.referenceTransactionId} is not this player's bet of this round and amount.`,
    );
}

/**
 * The bet's own posting reversed part by part (bonus money only to a still-active bonus, which takes
 * its wagering back), the turnover wager taken back and the round marked.
 */
async function giveStakeBack(
  tx: Db,
  session: GameSessionRow,
  input: GameWalletRollbackRequest,
  bet: GameWalletTransactionRow,
  round: GameRoundRow | null,
  roundKey: RoundKey,
): Promise<PlayerPosting | null> {
  const bonusBack = round?.playerBonusId
    ? await bonusRolledBack(tx, {
        walletAccountId: bet.walletAccountId,
        playerBonusId: round.playerBonusId,
        gameId: round.gameSlug,
        amount: bet.amount,
      })
    : false;
  const posting = await rollbackBet(tx, {
    walletAccountId: bet.walletAccountId,
    currency: bet.currency,
    amount: bet.amount,
    idempotencyKey: gameIdempotencyKey(session.providerId, input.transactionId),
    metadata: {
      providerId: session.providerId,
      gameId: session.gameId,
      roundId: input.roundId,
      bet: bet.transactionId,
    },
    betKey: gameIdempotencyKey(bet.providerId, bet.transactionId),
    bonusBack,
  });
  await revokeWager(tx, bet.walletAccountId, bet.amount);
  await recordRoundRollback(tx, roundKey, bet.amount);
  await publishAccountChanged(tx, { playerId: bet.playerId, walletAccountId: bet.walletAccountId });
  return posting;
}

/**
 * The referenced transaction, locked; when it has not arrived, a tombstone in its place (null). A bet
 * committing at the same moment wins the unique index: then it is read and rolled back.
 */
async function lockOrTombstone(
  tx: Db,
  session: GameSessionRow,
  input: GameWalletRollbackRequest,
  amount: bigint,
): Promise<GameWalletTransactionRow | null> {
  const find = async () => {
    const [row] = await tx
      .select()
      .from(gameWalletTransactions)
      .where(
        and(
          eq(gameWalletTransactions.providerId, session.providerId),
          eq(gameWalletTransactions.transactionId, input.referenceTransactionId),
        ),
      )
      .for('update');
    return row ?? null;
  };
  const found = await find();
  if (found) return found;
  const [tombstone] = await tx
    .insert(gameWalletTransactions)
    .values({
      providerId: session.providerId,
      transactionId: input.referenceTransactionId,
      kind: 'bet',
      status: 'tombstone',
      sessionId: session.id,
      playerId: session.playerId,
      walletAccountId: session.walletAccountId,
      roundId: input.roundId,
      amount,
      currency: session.currency,
    })
    .onConflictDoNothing()
    .returning({ id: gameWalletTransactions.id });
  if (tombstone) return null;
  return find();
}
