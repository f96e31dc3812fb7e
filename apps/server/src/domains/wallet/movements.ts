import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, walletAccounts } from './tables.ts';

/**
 * What moved through a player's cash in one currency over a time window, in minor units, read from
 * the ledger's entries (never a counter kept beside them): gross deposits, bets, wins and bets rolled
 * back. Responsible-gaming limits count these.
 */
export type CashMovements = { deposits: bigint; bets: bigint; wins: bigint; rollbacks: bigint };

const KINDS = { deposit: 'deposits', bet: 'bets', win: 'wins', 'bet.rollback': 'rollbacks' } as const;

export async function cashMovements(
  db: Db,
  window: { playerId: string; currency: string; from: Date; to: Date },
): Promise<CashMovements> {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(walletAccounts)
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.walletAccountId, walletAccounts.id), eq(ledgerAccounts.name, 'cash')),
    )
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(walletAccounts.playerId, window.playerId),
        eq(walletAccounts.currency, window.currency),
        inArray(ledgerTransactions.kind, Object.keys(KINDS)),
        gte(ledgerTransactions.createdAt, window.from),
        lt(ledgerTransactions.createdAt, window.to),
      ),
    )
    .groupBy(ledgerTransactions.kind);
  const totals: CashMovements = { deposits: 0n, bets: 0n, wins: 0n, rollbacks: 0n };
  for (const row of rows) {
    const key = KINDS[row.kind as keyof typeof KINDS];
    const amount = BigInt(row.total);
    // A bet debits the cash (negative entries); the others credit it.
    totals[key] = amount < 0n ? -amount : amount;
  }
  return totals;
}

/** One wallet account's cash movements over a window (the weekly cashback reads every account's at once). */
export type AccountCashMovements = CashMovements & {
  walletAccountId: string;
  playerId: string;
  currency: string;
};

export async function cashMovementsByAccount(
  db: Db,
  window: { from: Date; to: Date; walletAccountId?: string },
): Promise<AccountCashMovements[]> {
  const rows = await db
    .select({
      walletAccountId: walletAccounts.id,
      playerId: walletAccounts.playerId,
      currency: walletAccounts.currency,
      kind: ledgerTransactions.kind,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(walletAccounts)
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.walletAccountId, walletAccounts.id), eq(ledgerAccounts.name, 'cash')),
    )
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        window.walletAccountId ? eq(walletAccounts.id, window.walletAccountId) : undefined,
        inArray(ledgerTransactions.kind, Object.keys(KINDS)),
        gte(ledgerTransactions.createdAt, window.from),
        lt(ledgerTransactions.createdAt, window.to),
      ),
    )
    .groupBy(walletAccounts.id, ledgerTransactions.kind);
  const accounts = new Map<string, AccountCashMovements>();
  for (const row of rows) {
    let account = accounts.get(row.walletAccountId);
    if (!account) {
      account = { ...row, deposits: 0n, bets: 0n, wins: 0n, rollbacks: 0n };
      accounts.set(row.walletAccountId, account);
    }
    const amount = BigInt(row.total);
    account[KINDS[row.kind as keyof typeof KINDS]] = amount < 0n ? -amount : amount;
  }
  return [...accounts.values()];
}
