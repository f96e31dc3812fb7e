import type { LedgerMovement, PageMeta, PageQuery } from '@casino/contracts';
import { pageMeta, pageOffset } from '@casino/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from './money.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type PlayerPart,
  walletAccounts,
} from './tables.ts';

/** A ledger entry of a player's account as the statement shows it; an adjustment's reason is its domain's. */
export type StatementLine = Omit<LedgerMovement, 'adjustment'> & { ledgerTransactionId: number };

/**
 * The entries of the player's ledger parts (cash, bonus, reserved) of every account, or of the
 * account in `currency`, newest first (the entries' order of posting), with the balance after each
 * as the ledger wrote it: the back office's statement of the player's money.
 */
export async function playerStatement(
  db: Db,
  playerId: string,
  query: PageQuery & { currency?: string },
): Promise<{ data: StatementLine[]; meta: PageMeta }> {
  if (!isUuid(playerId)) return { data: [], meta: pageMeta(query, 0) };
  const where = and(
    eq(walletAccounts.playerId, playerId),
    query.currency ? eq(walletAccounts.currency, query.currency) : undefined,
  );
  const page = db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      kind: ledgerTransactions.kind,
      currency: ledgerEntries.currency,
      part: ledgerAccounts.name,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      reference: ledgerTransactions.idempotencyKey,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(walletAccounts)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.walletAccountId, walletAccounts.id))
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const [rows, [total], units] = await Promise.all([
    page,
    db
      .select({ value: count() })
      .from(walletAccounts)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.walletAccountId, walletAccounts.id))
      .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(where),
    currencyUnits(db),
  ]);
  return {
    data: rows.map((row) => {
      const unit = units.get(row.currency) ?? 1;
      return {
        id: String(row.id),
        transactionId: String(row.transactionId),
        ledgerTransactionId: row.transactionId,
        kind: row.kind,
        currency: row.currency,
        part: row.part as PlayerPart,
        amount: minorToUnits(row.amount, unit),
        balanceAfter: minorToUnits(row.balanceAfter, unit),
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    meta: pageMeta(query, total?.value ?? 0),
  };
}
