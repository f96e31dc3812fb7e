import { ErrorCode } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { placeHold, postHold, voidHold } from './holds.ts';
import {
  ensureSystemAccount,
  findPosting,
  type PostingResult,
  playerLedgerAccounts,
  post,
  postingEntries,
} from './ledger.ts';

/**
 * The postings other domains make, each a balanced transaction keyed so a replay moves nothing:
 * deposits from the PSP clearing account, withdrawals held, paid out or released, bets and wins
 * against the house. Each runs in the caller's transaction when given one. They only move money: the
 * business operation (a bet, a settled deposit) does its own bookkeeping after them and then
 * publishes the account change once (publishAccountChanged).
 */

type Movement = {
  walletAccountId: string;
  currency: string;
  /** Positive, in the currency's minor unit. */
  amount: bigint;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
};

/**
 * The house and the PSP clearing account take part in almost every posting, so each is split into
 * shards (`house:cash#0` ... `house:cash#15`): postings of different players lock different rows
 * instead of queueing on one. A wallet account always uses the same shard; the account's total is the
 * sum of its shards.
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

/** The system-account shard of a wallet account (0 ... SYSTEM_ACCOUNT_SHARDS - 1). */
export function systemShardOf(walletAccountId: string): number {
  return Number.parseInt(walletAccountId.replaceAll('-', '').slice(-8), 16) % SYSTEM_ACCOUNT_SHARDS;
}

export function systemShardName(name: string, walletAccountId: string): string {
  return `${name}#${systemShardOf(walletAccountId)}`;
}

/** The ledger accounts a wallet account's postings touch: its parts and its shards of the house and the PSP clearing. */
export type AccountBook = {
  cash: number;
  bonus: number;
  reserved: number;
  house: number;
  /** The house's side of bonus money: credited bonuses come from it, bonus stakes and forfeits go back. */
  houseBonus: number;
  clearing: number;
};

/**
 * Ledger account ids never change once created, so each wallet account's book is read once. Keyed by
 * the wallet account's id, a random UUID, so books of different databases (tests) never mix.
 */
const books = new Map<string, AccountBook>();
const MAX_CACHED_BOOKS = 50_000;

export async function ledgerBookOf(db: Db, walletAccountId: string, currency: string): Promise<AccountBook> {
  const cached = books.get(walletAccountId);
  if (cached) return cached;
  const parts = await playerLedgerAccounts(db, walletAccountId);
  const house = await ensureSystemAccount(db, systemShardName('house:cash', walletAccountId), currency);
  const houseBonus = await ensureSystemAccount(db, systemShardName('house:bonus', walletAccountId), currency);
  const clearing = await ensureSystemAccount(db, systemShardName('psp:clearing', walletAccountId), currency);
  const book = { ...parts, house: house.id, houseBonus: houseBonus.id, clearing: clearing.id };
  // A shard created in this transaction is gone if it rolls back (a refused first bet): read it again next time.
  if (house.created || houseBonus.created || clearing.created) return book;
  if (books.size >= MAX_CACHED_BOOKS) books.clear();
  books.set(walletAccountId, book);
  return book;
}

type Side = keyof AccountBook;

/** A posting of a player's money, with what the player can play with once it is in. */
export type PlayerPosting = PostingResult & {
  /** Cash + bonus after the posting, in minor units (read under the posting's locks). */
  playable: bigint;
};

async function transfer(
  db: Db,
  movement: Movement,
  kind: string,
  from: Side,
  to: Side,
): Promise<PlayerPosting> {
  if (movement.amount <= 0n) throw new AppError(ErrorCode.badRequest, 'A posting moves a positive amount.');
  const book = await ledgerBookOf(db, movement.walletAccountId, movement.currency);
  const result = await post(db, {
    idempotencyKey: movement.idempotencyKey,
    kind,
    entries: [
      { accountId: book[from], amount: -movement.amount },
      { accountId: book[to], amount: movement.amount },
    ],
    metadata: movement.metadata,
    alsoLock: [book.cash, book.bonus],
  });
  return { ...result, playable: result.balances.get(book.cash)! + result.balances.get(book.bonus)! };
}

/** A confirmed deposit: PSP clearing → the player's cash. */
export const creditDeposit = (db: Db, movement: Movement) =>
  transfer(db, movement, 'deposit', 'clearing', 'cash');

/** A bet: the player's cash → the house, refused (12001) when the cash is not there. */
export const debitBet = (db: Db, movement: Movement) => transfer(db, movement, 'bet', 'cash', 'house');

/** A win: the house → the player's cash. */
export const creditWin = (db: Db, movement: Movement) => transfer(db, movement, 'win', 'house', 'cash');

/**
 * A bet rolled back by the game provider: each part of it goes back where it came from, read from the
 * bet's own posting (`betKey`): cash to cash, bonus money to the bonus part while `bonusBack` (its
 * bonus is still the active one), else it stays with the house. Null when nothing goes back.
 */
export async function rollbackBet(
  db: Db,
  movement: Movement & { betKey: string; bonusBack: boolean },
): Promise<PlayerPosting | null> {
  const book = await ledgerBookOf(db, movement.walletAccountId, movement.currency);
  const bet = await findPosting(db, movement.betKey);
  const paid = bet ? await postingEntries(db, bet.id) : [];
  const from = (account: number) => -(paid.find((entry) => entry.accountId === account)?.amount ?? 0n);
  const cash = bet ? from(book.cash) : movement.amount;
  const bonus = movement.bonusBack ? from(book.bonus) : 0n;
  const entries = [
    ...(cash > 0n
      ? [
          { accountId: book.house, amount: -cash },
          { accountId: book.cash, amount: cash },
        ]
      : []),
    ...(bonus > 0n
      ? [
          { accountId: book.houseBonus, amount: -bonus },
          { accountId: book.bonus, amount: bonus },
        ]
      : []),
  ];
  if (entries.length === 0) return null;
  const result = await post(db, {
    idempotencyKey: movement.idempotencyKey,
    kind: 'bet.rollback',
    entries,
    metadata: movement.metadata,
    alsoLock: [book.cash, book.bonus],
  });
  return { ...result, playable: result.balances.get(book.cash)! + result.balances.get(book.bonus)! };
}

/** A retention prize paid as cash (a tournament place, a wheel sector): the house → the player's cash. */
export const creditPrize = (db: Db, movement: Movement) => transfer(db, movement, 'prize', 'house', 'cash');

/** A tournament's buy-in: the player's cash → the house, refused (12001) when the cash is not there. */
export const debitBuyIn = (db: Db, movement: Movement) =>
  transfer(db, movement, 'tournament.buy-in', 'cash', 'house');

/** A bonus activated: the house's bonus account → the player's bonus part. */
export const creditBonus = (db: Db, movement: Movement) =>
  transfer(db, movement, 'bonus.credit', 'houseBonus', 'bonus');

/** Bonus money forfeited (cancelled, expired, withdrawn against): the bonus part → the house's bonus account. */
export const forfeitBonus = (db: Db, movement: Movement) =>
  transfer(db, movement, 'bonus.forfeit', 'bonus', 'houseBonus');

/**
 * A withdrawal request: a hold of cash in the reserved part (refused, 12001, when the cash is not
 * there), named by the movement's key; it ends paid out or released, once.
 */
export async function reserveWithdrawal(db: Db, movement: Movement): Promise<PostingResult> {
  if (movement.amount <= 0n) throw new AppError(ErrorCode.badRequest, 'A posting moves a positive amount.');
  const book = await ledgerBookOf(db, movement.walletAccountId, movement.currency);
  return placeHold(db, {
    idempotencyKey: movement.idempotencyKey,
    kind: 'withdrawal.reserve',
    fromAccountId: book.cash,
    heldAccountId: book.reserved,
    amount: movement.amount,
    metadata: movement.metadata,
  });
}

/** The end of a withdrawal's hold: the amount is the hold's. */
type HoldEnd = Omit<Movement, 'amount'> & { holdKey: string };

/** A withdrawal the PSP paid out: its hold is posted, reserved → PSP clearing. */
export async function payOutWithdrawal(db: Db, end: HoldEnd): Promise<PostingResult> {
  const book = await ledgerBookOf(db, end.walletAccountId, end.currency);
  return postHold(db, end.holdKey, book.clearing, {
    idempotencyKey: end.idempotencyKey,
    kind: 'withdrawal.payout',
    metadata: end.metadata,
  });
}

/** A withdrawal declined or failed: its hold is voided, reserved → back to cash. */
export const releaseWithdrawal = (db: Db, end: HoldEnd) =>
  voidHold(db, end.holdKey, {
    idempotencyKey: end.idempotencyKey,
    kind: 'withdrawal.release',
    metadata: end.metadata,
  });

/**
 * A manual adjustment by staff (issue 30), a posting kind of its own: a credit moves the house's money
 * (cash or bonus side) into the player's part, a debit the other way, refused (12001) when the part
 * does not hold it; never an UPDATE of a balance.
 */
export function postAdjustment(
  db: Db,
  movement: Movement & { part: 'cash' | 'bonus'; direction: 'credit' | 'debit' },
): Promise<PlayerPosting> {
  const house: Side = movement.part === 'cash' ? 'house' : 'houseBonus';
  const credit = movement.direction === 'credit';
  return transfer(
    db,
    movement,
    `adjustment.${movement.direction}`,
    credit ? house : movement.part,
    credit ? movement.part : house,
  );
}
