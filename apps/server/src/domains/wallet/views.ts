import type { WalletAccount } from '@casino/contracts';
import { AccountStatus } from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openTurnoverWager } from '../risk/turnover.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from './money.ts';
import { AccountVisibility, ledgerAccounts, walletAccounts } from './tables.ts';

export type WalletAccountRow = typeof walletAccounts.$inferSelect;

/** The minor-unit balances of one wallet account, per part. */
export type AccountParts = { cash: bigint; bonus: bigint; reserved: bigint };

/**
 * What the rules allow out. Pending withdrawals are already out of cash (a withdrawal request moves
 * them to the reserved part) and bonus money never leaves, so it is the cash part; nothing while a
 * turnover wager is open, since deposits must be wagered first.
 */
export function withdrawalBalance(parts: AccountParts, turnoverOpen: boolean): bigint {
  return turnoverOpen ? 0n : parts.cash;
}

/** The wire status: 1 the active account, 2 another visible one, 3 hidden. */
function wireStatus(account: WalletAccountRow): AccountStatus {
  if (account.status === AccountVisibility.hidden) return AccountStatus.hidden;
  return account.isActive ? AccountStatus.active : AccountStatus.inactive;
}

/** The player's accounts as the API shows them; hidden ones only when asked. */
export async function accountViews(
  db: Db,
  playerId: string,
  options: { ids?: string[]; includeHidden?: boolean } = {},
): Promise<WalletAccount[]> {
  const conditions = [eq(walletAccounts.playerId, playerId)];
  if (options.ids) conditions.push(inArray(walletAccounts.id, options.ids));
  if (!options.includeHidden) conditions.push(eq(walletAccounts.status, AccountVisibility.visible));
  const accounts = await db
    .select()
    .from(walletAccounts)
    .where(and(...conditions))
    .orderBy(asc(walletAccounts.createdAt), asc(walletAccounts.currency));
  if (accounts.length === 0) return [];
  const parts = await db
    .select({
      walletAccountId: ledgerAccounts.walletAccountId,
      name: ledgerAccounts.name,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.walletAccountId,
        accounts.map((account) => account.id),
      ),
    );
  const units = await currencyUnits(db);
  const views: WalletAccount[] = [];
  for (const account of accounts) {
    const own: AccountParts = { cash: 0n, bonus: 0n, reserved: 0n };
    for (const part of parts) {
      if (part.walletAccountId === account.id && part.name in own)
        own[part.name as keyof AccountParts] = part.balance;
    }
    const unit = units.get(account.currency);
    if (!unit) throw new Error(`Unknown currency ${account.currency}`);
    const turnoverOpen = (await openTurnoverWager(db, account.id)) !== null;
    views.push({
      id: account.id,
      status: wireStatus(account),
      currency: account.currency,
      balance: minorToUnits(own.cash + own.bonus, unit),
      realBalance: minorToUnits(own.cash, unit),
      bonusBalance: minorToUnits(own.bonus, unit),
      lockedBalance: minorToUnits(own.reserved, unit),
      withdrawalBalance: minorToUnits(withdrawalBalance(own, turnoverOpen), unit),
      isActive: account.isActive,
    });
  }
  return views;
}
