import { ErrorCode } from '@casino/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isTransaction } from '../../db/transactions.ts';
import { AppError } from '../../plugins/errors.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type PlayerPart } from './tables.ts';

/** One leg of a posting, in the account's currency's minor unit: positive credits, negative debits. */
export type PostingEntry = { accountId: number; amount: bigint };

export type Posting = {
  /** A provider's transaction id, a PSP's invoice id ...: the same key never moves money twice. */
  idempotencyKey: string;
  /** What the posting is (deposit, withdrawal.reserve, bet, win, adjustment ...). */
  kind: string;
  entries: PostingEntry[];
  metadata?: Record<string, unknown>;
  /** More accounts to lock with the posting's and report in `balances` (a player's other parts). */
  alsoLock?: number[];
};

/** An entry as written: the account's balance around it and the account's version after it. */
export type PostedEntry = {
  accountId: number;
  currency: string;
  amount: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  accountVersion: number;
};

export type PostingResult = {
  transactionId: number;
  kind: string;
  idempotencyKey: string;
  createdAt: Date;
  metadata: Record<string, unknown>;
  entries: PostedEntry[];
  /** True when the key was posted before: the first result is returned and nothing moved. */
  replayed: boolean;
  /** The balance of every account locked (the entries' and `alsoLock`'s) once the posting is in. */
  balances: Map<number, bigint>;
};

/**
 * Posts a balanced transaction and nothing else (the model: pgledger's transfers, TigerBeetle's
 * accounts), in one call of the database function `ledger_post` (migration 0015): it locks the touched
 * accounts in id order, checks the entries sum to zero per currency and that no account without
 * `allowNegative` ends below zero (12001), then writes the transaction, its entries (each with the
 * account's balance before and after and its version) and the new balances. Every check runs before
 * the first write, so a refused posting leaves the caller's transaction as it was. A replay of the key
 * returns the first result; other entries under the same key are refused. Pushes and views belong to
 * the business operation (publishAccountChanged after its last step), not to the ledger.
 */
export async function post(db: Db, posting: Posting): Promise<PostingResult> {
  checkShape(posting);
  if (!isTransaction(db)) return db.transaction((tx) => post(tx, posting));
  const entries = posting.entries.map((entry) => ({
    account: entry.accountId,
    amount: String(entry.amount),
  }));
  const alsoLock = `{${(posting.alsoLock ?? []).join(',')}}`;
  const [row] = rowsOf<{ outcome: PostOutcome }>(
    await db.execute(sql`SELECT ledger_post(${posting.idempotencyKey}, ${posting.kind},
      ${JSON.stringify(entries)}::jsonb, ${JSON.stringify(posting.metadata ?? {})}::jsonb,
      ${alsoLock}::bigint[]) AS outcome`),
  );
  const outcome = row!.outcome;
  if ('refused' in outcome) throw refusalError(outcome.refused);
  const balances = new Map(
    Object.entries(outcome.balances).map(([id, balance]) => [Number(id), BigInt(balance)]),
  );
  if ('taken' in outcome) {
    const first = await findPosting(db, posting.idempotencyKey);
    if (!first) throw new Error(`Posting ${posting.idempotencyKey} conflicted but cannot be read`);
    return replay(db, first, posting, balances);
  }
  return {
    transactionId: outcome.id,
    kind: posting.kind,
    idempotencyKey: posting.idempotencyKey,
    createdAt: new Date(outcome.createdAt),
    metadata: posting.metadata ?? {},
    entries: outcome.entries.map((entry) => ({
      accountId: entry.account,
      currency: entry.currency,
      amount: BigInt(entry.amount),
      balanceBefore: BigInt(entry.before),
      balanceAfter: BigInt(entry.after),
      accountVersion: entry.version,
    })),
    replayed: false,
    balances,
  };
}

/** What ledger_post answers; amounts and balances are decimal text (bigint-safe through JSON). */
type PostOutcome =
  | { refused: 'unknownAccount' | 'unbalanced' | 'insufficientFunds' }
  | { taken: number; balances: Record<string, string> }
  | {
      id: number;
      createdAt: string;
      balances: Record<string, string>;
      entries: {
        account: number;
        currency: string;
        amount: string;
        before: string;
        after: string;
        version: number;
      }[];
    };

function refusalError(refused: 'unknownAccount' | 'unbalanced' | 'insufficientFunds'): AppError {
  if (refused === 'insufficientFunds')
    return new AppError(ErrorCode.insufficientFunds, 'Insufficient funds.');
  if (refused === 'unknownAccount') return invalid('An entry names a ledger account that does not exist.');
  return invalid('The entries do not sum to zero in one of their currencies.');
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle types the two differently. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The posting written under a key, or null. */
export async function findPosting(tx: Db, idempotencyKey: string) {
  const [first] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return first ?? null;
}

/** The entries of a posting, in their order. */
export async function postingEntries(tx: Db, transactionId: number) {
  return tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));
}

async function replay(
  tx: Db,
  first: typeof ledgerTransactions.$inferSelect,
  posting: Posting,
  balances: Map<number, bigint>,
): Promise<PostingResult> {
  const entries = await tx
    .select({
      accountId: ledgerEntries.accountId,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      balanceBefore: ledgerEntries.balanceBefore,
      balanceAfter: ledgerEntries.balanceAfter,
      accountVersion: ledgerEntries.accountVersion,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, first.id))
    .orderBy(asc(ledgerEntries.id));
  const fingerprint = (list: { accountId: number; amount: bigint }[]) =>
    list
      .map((entry) => `${entry.accountId}:${entry.amount}`)
      .sort()
      .join(',');
  if (first.kind !== posting.kind || fingerprint(entries) !== fingerprint(posting.entries))
    throw new AppError(
      ErrorCode.conflict,
      `Idempotency key ${posting.idempotencyKey} was already posted with other entries.`,
    );
  return {
    transactionId: first.id,
    kind: first.kind,
    idempotencyKey: first.idempotencyKey,
    createdAt: first.createdAt,
    metadata: first.metadata,
    entries,
    replayed: true,
    balances,
  };
}

function checkShape(posting: Posting) {
  if (!posting.idempotencyKey) throw invalid('A posting needs an idempotency key.');
  if (!posting.kind) throw invalid('A posting needs a kind.');
  if (posting.entries.length < 2) throw invalid('A posting needs at least two entries.');
  for (const entry of posting.entries) {
    if (typeof entry.amount !== 'bigint' || entry.amount === 0n)
      throw invalid('Entry amounts are non-zero bigints in minor units.');
    if (!Number.isSafeInteger(entry.accountId)) throw invalid('An entry needs a ledger account id.');
  }
}

const invalid = (message: string) => new AppError(ErrorCode.badRequest, message);

/** A system account (house:cash, psp:clearing ...) in a currency, created on first use. */
export async function systemAccount(db: Db, name: string, currency: string): Promise<number> {
  return (await ensureSystemAccount(db, name, currency)).id;
}

/**
 * The system account, and whether this call created it: a creation inside a transaction exists only
 * if that transaction commits, so its id must not be remembered beyond it.
 */
export async function ensureSystemAccount(
  db: Db,
  name: string,
  currency: string,
): Promise<{ id: number; created: boolean }> {
  const find = () =>
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          isNull(ledgerAccounts.walletAccountId),
          eq(ledgerAccounts.name, name),
          eq(ledgerAccounts.currency, currency),
        ),
      );
  const [found] = await find();
  if (found) return { id: found.id, created: false };
  await db.insert(ledgerAccounts).values({ name, currency, allowNegative: true }).onConflictDoNothing();
  const [created] = await find();
  return { id: created!.id, created: true };
}

/** The ledger accounts of a wallet account's parts. */
export async function playerLedgerAccounts(
  db: Db,
  walletAccountId: string,
): Promise<Record<PlayerPart, number>> {
  const rows = await db
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.walletAccountId, walletAccountId));
  const parts = Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<PlayerPart, number>;
  if (!parts.cash || !parts.bonus || !parts.reserved)
    throw new Error(`Wallet account ${walletAccountId} has no ledger accounts`);
  return parts;
}

export type LedgerCheck = {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  /** Accounts whose stored balance differs from the sum of their entries. */
  balanceMismatches: { accountId: number; balance: string; entriesSum: string }[];
  /** Transactions whose entries do not sum to zero in a currency. */
  unbalancedTransactions: { transactionId: number; currency: string; sum: string }[];
  /** Entries whose currency is not their account's. */
  currencyMismatches: { entryId: number; entryCurrency: string; accountCurrency: string }[];
  /** Transactions without any entry. */
  emptyTransactions: number[];
  /** Accounts below zero without leave to be (every player part). */
  negativePlayerBalances: { accountId: number; balance: string }[];
  /** Accounts whose version is not their number of entries. */
  versionMismatches: { accountId: number; version: number; entries: number }[];
  /** Entries that do not continue their account's chain: the balance before is not the previous entry's after. */
  chainBreaks: { entryId: number; accountId: number; accountVersion: number }[];
};

/** Rebuilds every balance from the ledger and checks the books: the test suite and `npm run ledger-check` run it. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const entriesSum = sql`coalesce(sum(${ledgerEntries.amount}), 0)`;
  const balanceMismatches = await db
    .select({
      accountId: ledgerAccounts.id,
      balance: sql<string>`${ledgerAccounts.balance}::text`,
      entriesSum: sql<string>`${entriesSum}::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balance} <> ${entriesSum}`);
  const unbalancedTransactions = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      currency: ledgerEntries.currency,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const currencyMismatches = await db
    .select({
      entryId: ledgerEntries.id,
      entryCurrency: ledgerEntries.currency,
      accountCurrency: ledgerAccounts.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(ne(ledgerEntries.currency, ledgerAccounts.currency));
  const empty = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(isNull(ledgerEntries.id));
  const negativePlayerBalances = await db
    .select({ accountId: ledgerAccounts.id, balance: sql<string>`${ledgerAccounts.balance}::text` })
    .from(ledgerAccounts)
    .where(sql`NOT ${ledgerAccounts.allowNegative} AND ${ledgerAccounts.balance} < 0`);
  const versionMismatches = await db
    .select({
      accountId: ledgerAccounts.id,
      version: ledgerAccounts.version,
      entries: count(ledgerEntries.id),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.version} <> count(${ledgerEntries.id})`);
  const previous = alias(ledgerEntries, 'previous');
  const chainBreaks = await db
    .select({
      entryId: ledgerEntries.id,
      accountId: ledgerEntries.accountId,
      accountVersion: ledgerEntries.accountVersion,
    })
    .from(ledgerEntries)
    .leftJoin(
      previous,
      and(
        eq(previous.accountId, ledgerEntries.accountId),
        eq(previous.accountVersion, sql`${ledgerEntries.accountVersion} - 1`),
      ),
    )
    .where(
      sql`${ledgerEntries.balanceAfter} <> ${ledgerEntries.balanceBefore} + ${ledgerEntries.amount}
        OR CASE WHEN ${ledgerEntries.accountVersion} = 1 THEN ${ledgerEntries.balanceBefore} <> 0
          ELSE ${previous.id} IS NULL OR ${previous.balanceAfter} <> ${ledgerEntries.balanceBefore} END`,
    );
  const [accounts] = await db.select({ n: count() }).from(ledgerAccounts);
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  const emptyTransactions = empty.map((row) => row.id);
  return {
    ok:
      balanceMismatches.length +
        unbalancedTransactions.length +
        currencyMismatches.length +
        emptyTransactions.length +
        negativePlayerBalances.length +
        versionMismatches.length +
        chainBreaks.length ===
      0,
    accounts: accounts!.n,
    transactions: transactions!.n,
    entries: entries!.n,
    balanceMismatches,
    unbalancedTransactions,
    currencyMismatches,
    emptyTransactions,
    negativePlayerBalances,
    versionMismatches,
    chainBreaks,
  };
}
