import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, walletAccounts } from './tables.ts';

/** One movement of a player's cash, as facts for the responsible-gaming markers. Minor units. */
export type CashEntry = {
  playerId: string;
  walletAccountId: string;
  currency: string;
  /** The posting's kind: deposit, bet, win, withdrawal.reserve, withdrawal.release ... */
  kind: string;
  /** Signed: positive credits the cash. */
  amount: bigint;
  balanceAfter: bigint;
  at: Date;
};

/**
 * Every entry of players' cash parts posted in [from, to), oldest first per account, optionally of
 * some players only. Read straight from the ledger: its balance-after makes "the balance reached zero"
 * a fact of one row.
 */
export async function cashEntriesBetween(
  db: Db,
  window: { from: Date; to: Date; playerIds?: string[] },
): Promise<CashEntry[]> {
  const rows = await db
    .select({
      playerId: walletAccounts.playerId,
      walletAccountId: walletAccounts.id,
      currency: ledgerEntries.currency,
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.name, 'cash')),
    )
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerAccounts.walletAccountId))
    .where(
      and(
        gte(ledgerTransactions.createdAt, window.from),
        lt(ledgerTransactions.createdAt, window.to),
        window.playerIds ? inArray(walletAccounts.playerId, window.playerIds) : undefined,
      ),
    )
    .orderBy(asc(walletAccounts.id), asc(ledgerEntries.accountVersion));
  return rows;
}
