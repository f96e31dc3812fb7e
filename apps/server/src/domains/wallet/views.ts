import type { WalletAccount } from '@casino/contracts';
import { AccountStatus } from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnit } from '../settings/service.ts';
import { minorToUnits } from './money.ts';
import { AccountVisibility, ledgerAccounts, walletAccounts } from './tables.ts';

export type WalletAccountRow = typeof walletAccounts.$inferSelect;

/** The minor-unit balances of one wallet account, per part. */
export type AccountParts = { cash: bigint; bonus: bigint; reserved: bigint };

/**
 * What the rules allow out. Pending withdrawals are already out of cash (a withdrawal request holds
 * them in the reserved part) and bonus money never leaves, so it is the cash part; nothing while a
 * withdrawal lock holds (a turnover wager open: deposits must be wagered first).
 */
export function withdrawalBalance(parts: AccountParts, locked: boolean): bigint {
  return locked ? 0n : parts.cash;
}

/**
 * Another domain's say that nothing may be withdrawn from some accounts now (risk: an open turnover
 * wager): of the accounts asked about, the ones it locks.
 */
export type WithdrawalLock = (db: Db, walletAccountIds: string[]) => Promise<Set<string>>;

const withdrawalLocks = new Set<WithdrawalLock>();

/** Adds a lock every account view asks; the same function twice counts once. */
export function registerWithdrawalLock(lock: WithdrawalLock) {
  withdrawalLocks.add(lock);
}

async function withdrawalLocked(db: Db, walletAccountIds: string[]): Promise<Set<string>> {
  const locked = new Set<string>();
  for (const lock of withdrawalLocks) for (const id of await lock(db, walletAccountIds)) locked.add(id);
  return locked;
}

/** The minor-unit balances of a wallet account's parts. */
export async function accountParts(db: Db, walletAccountId: string): Promise<AccountParts> {
  const rows = await db
    .select({ name: ledgerAccounts.name, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.walletAccountId, walletAccountId));
  const parts: AccountParts = { cash: 0n, bonus: 0n, reserved: 0n };
  for (const row of rows) if (row.name in parts) parts[row.name as keyof AccountParts] = row.balance;
  return parts;
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
  return viewsOf(db, accounts);
}

/** Wallet accounts of any players as the API shows them, by id (rendering pushes of many accounts at once). */
export async function accountViewsByIds(db: Db, ids: string[]): Promise<WalletAccount[]> {
  if (ids.length === 0) return [];
  return viewsOf(db, await db.select().from(walletAccounts).where(inArray(walletAccounts.id, ids)));
}

async function viewsOf(db: Db, accounts: WalletAccountRow[]): Promise<WalletAccount[]> {
  if (accounts.length === 0) return [];
  const ids = accounts.map((account) => account.id);
  const parts = await db
    .select({
      walletAccountId: ledgerAccounts.walletAccountId,
      name: ledgerAccounts.name,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.walletAccountId, ids));
  const locked = await withdrawalLocked(db, ids);
  const views: WalletAccount[] = [];
  for (const account of accounts) {
    const own: AccountParts = { cash: 0n, bonus: 0n, reserved: 0n };
    for (const part of parts) {
      if (part.walletAccountId === account.id && part.name in own)
        own[part.name as keyof AccountParts] = part.balance;
    }
    const unit = await currencyUnit(db, account.currency);
    if (!unit) throw new Error(`Unknown currency ${account.currency}`);
    views.push({
      id: account.id,
      status: wireStatus(account),
      currency: account.currency,
      balance: minorToUnits(own.cash + own.bonus, unit),
      realBalance: minorToUnits(own.cash, unit),
      bonusBalance: minorToUnits(own.bonus, unit),
      lockedBalance: minorToUnits(own.reserved, unit),
      withdrawalBalance: minorToUnits(withdrawalBalance(own, locked.has(account.id)), unit),
      isActive: account.isActive,
    });
  }
  return views;
}
