import type { WalletAccount } from '@casino/contracts';
import { ErrorCode } from '@casino/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { findPlayerById } from '../identity/players.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { publishAccountChanged } from './account-events.ts';
import { AccountVisibility, ledgerAccounts, PLAYER_PARTS, walletAccounts } from './tables.ts';
import { accountViews, type WalletAccountRow } from './views.ts';

/** GET /api/wallet/accounts: the visible accounts; a new player first gets one in the registration currency. */
export async function listAccounts(db: Db, playerId: string): Promise<WalletAccount[]> {
  await ensureFirstAccount(db, playerId);
  return accountViews(db, playerId);
}

/**
 * POST /api/wallet/accounts: a new account in an enabled currency, made the active one. A hidden
 * account in the currency comes back instead (visible and active): the player cannot see it to
 * switch to it, so choosing its currency is how it returns. A visible one is refused with 12004.
 * Answers the visible accounts.
 */
export async function createAccount(db: Db, playerId: string, currency: string): Promise<WalletAccount[]> {
  const enabled = await listEnabledCurrencies(db);
  if (!enabled.some((item) => item.code === currency))
    throw new AppError(ErrorCode.currencyNotEnabled, `Currency ${currency} is not available.`);
  await ensureFirstAccount(db, playerId);
  await db.transaction(async (tx) => {
    await lockPlayerAccounts(tx, playerId);
    const account =
      (await insertAccount(tx, playerId, currency)) ?? (await hiddenAccount(tx, playerId, currency));
    if (!account) throw accountExists(currency);
    await activate(tx, playerId, account);
  });
  return accountViews(db, playerId);
}

/** PUT /api/wallet/accounts/{id}/switch: makes the account the active one (and visible again); answers the visible accounts. */
export async function switchAccount(db: Db, playerId: string, id: string): Promise<WalletAccount[]> {
  await ensureFirstAccount(db, playerId);
  await db.transaction(async (tx) => {
    const account = await ownAccount(tx, playerId, id);
    await activate(tx, playerId, account);
  });
  return accountViews(db, playerId);
}

/** PUT /api/wallet/accounts/{id}/hide: hides an account other than the active one; answers the visible accounts. */
export async function hideAccount(db: Db, playerId: string, id: string): Promise<WalletAccount[]> {
  await ensureFirstAccount(db, playerId);
  await db.transaction(async (tx) => {
    const account = await ownAccount(tx, playerId, id);
    if (account.isActive)
      throw new AppError(ErrorCode.activeAccountNotHideable, 'The active account cannot be hidden.');
    if (account.status === AccountVisibility.hidden) return;
    await tx
      .update(walletAccounts)
      .set({ status: AccountVisibility.hidden })
      .where(eq(walletAccounts.id, id));
    await publishAccountChanged(tx, { playerId, walletAccountId: id });
  });
  return accountViews(db, playerId);
}

/** The player's wallet account in a currency, for other domains (payments, games); null when there is none. */
export async function findAccount(
  db: Db,
  playerId: string,
  currency: string,
): Promise<WalletAccountRow | null> {
  const [row] = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, currency)));
  return row ?? null;
}

/**
 * The player's own wallet account by id, for other domains (payments): 404 12002 when it does not
 * exist or belongs to someone else.
 */
export async function requireOwnAccount(db: Db, playerId: string, id: string): Promise<WalletAccountRow> {
  if (isUuid(id)) {
    const [row] = await db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.id, id), eq(walletAccounts.playerId, playerId)));
    if (row) return row;
  }
  throw new AppError(ErrorCode.accountNotFound, 'Account not found.');
}

/**
 * The player's first account, when they have none: in the currency the registration chose, else the
 * base currency. Registration opens it (a player-created hook), so a bonus code or a wheel spin right
 * after sign-up finds it; the account calls still open it for players created before that.
 */
export async function ensureFirstAccount(db: Db, playerId: string) {
  const [any] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, playerId))
    .limit(1);
  if (any) return;
  const player = await findPlayerById(db, playerId);
  const enabled = await listEnabledCurrencies(db);
  const currency =
    enabled.find((item) => item.code === player?.currency)?.code ??
    (enabled.find((item) => item.isBase) ?? enabled[0])?.code;
  if (!currency) return;
  await db.transaction(async (tx) => {
    await lockPlayerAccounts(tx, playerId);
    const [again] = await tx
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(eq(walletAccounts.playerId, playerId))
      .limit(1);
    if (again) return;
    const created = await insertAccount(tx, playerId, currency, true);
    if (created) await publishAccountChanged(tx, { playerId, walletAccountId: created.id });
  });
}

/**
 * Serializes account changes of one player (creation, switch) so two requests never race on the
 * one-active-account rule. A transaction-scoped advisory lock on the player id.
 */
async function lockPlayerAccounts(tx: Db, playerId: string) {
  await tx.execute(sqlLock(playerId));
}

async function hiddenAccount(tx: Db, playerId: string, currency: string) {
  const [row] = await tx
    .select()
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.playerId, playerId),
        eq(walletAccounts.currency, currency),
        eq(walletAccounts.status, AccountVisibility.hidden),
      ),
    );
  return row ?? null;
}

async function insertAccount(tx: Db, playerId: string, currency: string, isActive = false) {
  const [created] = await tx
    .insert(walletAccounts)
    .values({ playerId, currency, isActive })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await tx
    .insert(ledgerAccounts)
    .values(PLAYER_PARTS.map((name) => ({ walletAccountId: created.id, name, currency })));
  return created;
}

async function activate(tx: Db, playerId: string, account: WalletAccountRow) {
  const previous = await tx
    .update(walletAccounts)
    .set({ isActive: false })
    .where(
      and(
        eq(walletAccounts.playerId, playerId),
        eq(walletAccounts.isActive, true),
        ne(walletAccounts.id, account.id),
      ),
    )
    .returning({ id: walletAccounts.id });
  await tx
    .update(walletAccounts)
    .set({ isActive: true, status: AccountVisibility.visible })
    .where(eq(walletAccounts.id, account.id));
  for (const id of [...previous.map((row) => row.id), account.id])
    await publishAccountChanged(tx, { playerId, walletAccountId: id });
}

async function ownAccount(tx: Db, playerId: string, id: string): Promise<WalletAccountRow> {
  if (isUuid(id)) {
    await lockPlayerAccounts(tx, playerId);
    const [row] = await tx
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.id, id), eq(walletAccounts.playerId, playerId)));
    if (row) return row;
  }
  throw new AppError(ErrorCode.accountNotFound, 'Account not found.');
}

const accountExists = (currency: string) =>
  new AppError(ErrorCode.accountAlreadyExists, `An account in ${currency} already exists.`);

const sqlLock = (playerId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`wallet:${playerId}`}))`;

/** The account the player plays and pays with now, for other domains (bonuses); null when there is none. */
export async function activeAccountOf(db: Db, playerId: string): Promise<WalletAccountRow | null> {
  const [row] = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isActive, true)));
  return row ?? null;
}
