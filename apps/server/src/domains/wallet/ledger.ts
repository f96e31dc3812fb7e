import { ErrorCode, playerChannel, WALLET_ACCOUNT_UPDATED, type WalletAccountPush } from '@casino/contracts';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type PlayerPart,
  walletAccounts,
} from './tables.ts';
import { accountViews } from './views.ts';

/** One leg of a posting, in the account's currency's minor unit: positive credits, negative debits. */
export type PostingEntry = { accountId: number; amount: bigint };

export type Posting = {
  /** A provider's transaction id, a PSP's invoice id ...: the same key never moves money twice. */
  idempotencyKey: string;
  /** What the posting is (deposit, withdrawal.reserve, bet, win, adjustment ...). */
  kind: string;
  entries: PostingEntry[];
  metadata?: Record<string, unknown>;
};

export type PostedEntry = { accountId: number; currency: string; amount: bigint };

export type PostingResult = {
  transactionId: number;
  kind: string;
  idempotencyKey: string;
  createdAt: Date;
  metadata: Record<string, unknown>;
  entries: PostedEntry[];
  /** True when the key was posted before: the first result is returned and nothing moved. */
  replayed: boolean;
};

/**
 * Posts a balanced transaction: one database transaction that claims the idempotency key, locks the
 * touched balance rows in id order (SELECT ... FOR UPDATE), refuses to take a player part below zero
 * (12001), writes the entries and the new balances, and publishes wallet.account.updated for every
 * touched player account. A replay of the key returns the first result; different entries are refused.
 */
export async function post(db: Db, posting: Posting): Promise<PostingResult> {
  checkShape(posting);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: posting.kind,
        idempotencyKey: posting.idempotencyKey,
        metadata: posting.metadata ?? {},
      })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning();
    if (!created) return replay(tx, posting);

    const ids = [...new Set(posting.entries.map((entry) => entry.accountId))].sort((a, b) => a - b);
    const locked = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    if (locked.length !== ids.length) throw invalid('An entry names a ledger account that does not exist.');
    const byId = new Map(locked.map((account) => [account.id, account]));

    const sums = new Map<string, bigint>();
    const next = new Map(locked.map((account) => [account.id, account.balance]));
    const entries: PostedEntry[] = posting.entries.map((entry) => {
      const account = byId.get(entry.accountId)!;
      sums.set(account.currency, (sums.get(account.currency) ?? 0n) + entry.amount);
      next.set(account.id, next.get(account.id)! + entry.amount);
      return { accountId: account.id, currency: account.currency, amount: entry.amount };
    });
    for (const [currency, sum] of sums) {
      if (sum !== 0n) throw invalid(`The entries do not sum to zero in ${currency}.`);
    }
    for (const account of locked) {
      if (account.walletAccountId && next.get(account.id)! < 0n)
        throw new AppError(ErrorCode.insufficientFunds, 'Insufficient funds.');
    }

    await tx.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transactionId: created.id })));
    for (const account of locked) {
      const balance = next.get(account.id)!;
      if (balance !== account.balance)
        await tx.update(ledgerAccounts).set({ balance }).where(eq(ledgerAccounts.id, account.id));
    }
    const walletAccountIds = [
      ...new Set(locked.flatMap((account) => (account.walletAccountId ? [account.walletAccountId] : []))),
    ];
    await publishAccountUpdates(tx, walletAccountIds);

    return {
      transactionId: created.id,
      kind: created.kind,
      idempotencyKey: created.idempotencyKey,
      createdAt: created.createdAt,
      metadata: created.metadata,
      entries,
      replayed: false,
    };
  });
}

/** Publishes the new state of wallet accounts on their owners' wallet:accounts channels, in the caller's transaction. */
export async function publishAccountUpdates(tx: Db, walletAccountIds: string[]) {
  if (walletAccountIds.length === 0) return;
  const owners = await tx
    .select({ id: walletAccounts.id, playerId: walletAccounts.playerId })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, walletAccountIds));
  for (const owner of owners) {
    const [account] = await accountViews(tx, owner.playerId, { ids: [owner.id], includeHidden: true });
    if (!account) continue;
    const payload: Omit<WalletAccountPush, 'event'> = { account };
    await publishEvent(tx, {
      type: WALLET_ACCOUNT_UPDATED,
      payload,
      channel: playerChannel('wallet:accounts', owner.playerId),
    });
  }
}

async function replay(tx: Db, posting: Posting): Promise<PostingResult> {
  const [first] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
  if (!first) throw new Error(`Posting ${posting.idempotencyKey} conflicted but cannot be read`);
  const entries = await tx
    .select({
      accountId: ledgerEntries.accountId,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
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
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ name, currency }).onConflictDoNothing();
  const [created] = await find();
  return created!.id;
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
  /** Player parts below zero. */
  negativePlayerBalances: { accountId: number; balance: string }[];
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
    .where(sql`${ledgerAccounts.walletAccountId} IS NOT NULL AND ${ledgerAccounts.balance} < 0`);
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
        negativePlayerBalances.length ===
      0,
    accounts: accounts!.n,
    transactions: transactions!.n,
    entries: entries!.n,
    balanceMismatches,
    unbalancedTransactions,
    currencyMismatches,
    emptyTransactions,
    negativePlayerBalances,
  };
}
