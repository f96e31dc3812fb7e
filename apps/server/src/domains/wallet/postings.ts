import { ErrorCode } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordWager, revokeWager } from '../risk/turnover.ts';
import { type PostingResult, playerLedgerAccounts, post, systemAccount } from './ledger.ts';

/**
 * The postings other domains make, each a balanced transaction keyed so a replay moves nothing:
 * deposits from the PSP clearing account, withdrawals reserved, paid out or released, bets and wins
 * against the house. Each runs in the caller's transaction when given one.
 */

type Movement = {
  walletAccountId: string;
  currency: string;
  /** Positive, in the currency's minor unit. */
  amount: bigint;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
};

function requirePositive(amount: bigint) {
  if (amount <= 0n) throw new AppError(ErrorCode.badRequest, 'A posting moves a positive amount.');
}

async function transfer(
  db: Db,
  movement: Movement,
  kind: string,
  from: (parts: Awaited<ReturnType<typeof playerLedgerAccounts>>) => Promise<number> | number,
  to: (parts: Awaited<ReturnType<typeof playerLedgerAccounts>>) => Promise<number> | number,
): Promise<PostingResult> {
  requirePositive(movement.amount);
  const parts = await playerLedgerAccounts(db, movement.walletAccountId);
  return post(db, {
    idempotencyKey: movement.idempotencyKey,
    kind,
    entries: [
      { accountId: await from(parts), amount: -movement.amount },
      { accountId: await to(parts), amount: movement.amount },
    ],
    metadata: movement.metadata,
  });
}

/**
 * The house and the PSP clearing account take part in almost every posting, so each is split into
 * shards (`house:cash#0` ... `house:cash#15`): postings of different players lock different rows
 * instead of queueing on one. A wallet account always uses the same shard; the account's total is the
 * sum of its shards.
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

export function systemShardName(name: string, walletAccountId: string): string {
  const shard = Number.parseInt(walletAccountId.replaceAll('-', '').slice(-8), 16) % SYSTEM_ACCOUNT_SHARDS;
  return `${name}#${shard}`;
}

const system = (db: Db, name: string, movement: Movement) => () =>
  systemAccount(db, systemShardName(name, movement.walletAccountId), movement.currency);

/** A confirmed deposit: PSP clearing → the player's cash. */
export const creditDeposit = (db: Db, movement: Movement) =>
  transfer(db, movement, 'deposit', system(db, 'psp:clearing', movement), (parts) => parts.cash);

/** A withdrawal request: cash → reserved, refused (12001) when the cash is not there. */
export const reserveWithdrawal = (db: Db, movement: Movement) =>
  transfer(
    db,
    movement,
    'withdrawal.reserve',
    (parts) => parts.cash,
    (parts) => parts.reserved,
  );

/** A withdrawal the PSP paid out: reserved → PSP clearing. */
export const payOutWithdrawal = (db: Db, movement: Movement) =>
  transfer(
    db,
    movement,
    'withdrawal.payout',
    (parts) => parts.reserved,
    system(db, 'psp:clearing', movement),
  );

/** A withdrawal declined or failed: reserved → back to cash. */
export const releaseWithdrawal = (db: Db, movement: Movement) =>
  transfer(
    db,
    movement,
    'withdrawal.release',
    (parts) => parts.reserved,
    (parts) => parts.cash,
  );

/**
 * A bet: the player's cash → the house, refused (12001) when the cash is not there. A first posting
 * of the bet also counts towards the account's turnover wager.
 */
export const debitBet = (db: Db, movement: Movement) =>
  db.transaction(async (tx) => {
    const result = await transfer(
      tx,
      movement,
      'bet',
      (parts) => parts.cash,
      system(tx, 'house:cash', movement),
    );
    if (!result.replayed) await recordWager(tx, movement.walletAccountId, movement.amount);
    return result;
  });

/** A win: the house → the player's cash. */
export const creditWin = (db: Db, movement: Movement) =>
  transfer(db, movement, 'win', system(db, 'house:cash', movement), (parts) => parts.cash);

/**
 * A bet rolled back by the game provider: the house → the player's cash, the bet's exact amount. The
 * caller makes sure a bet is rolled back once; a first posting also takes the bet off the turnover wager.
 */
export const rollbackBet = (db: Db, movement: Movement) =>
  db.transaction(async (tx) => {
    const result = await transfer(
      tx,
      movement,
      'bet.rollback',
      system(tx, 'house:cash', movement),
      (parts) => parts.cash,
    );
    if (!result.replayed) await revokeWager(tx, movement.walletAccountId, movement.amount);
    return result;
  });
