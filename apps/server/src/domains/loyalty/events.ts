import {
  LOYALTY_ACCOUNT_UPDATED_EVENT,
  LOYALTY_LEVEL_UPDATED_EVENT,
  type loyaltyAccountPushSchema,
  playerChannel,
} from '@casino/contracts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import type { DomainEvent, StoredEvent } from '../events/outbox.ts';
import { localesOf } from '../identity/players.ts';
import { accountView } from './accounts.ts';
import { listLevels } from './levels.ts';
import { type LoyaltyAccountRow, type LoyaltyLevelRow, loyaltyAccounts } from './tables.ts';

/**
 * The outbox types of loyalty's pushes. The client's names are not usable as outbox types: the wallet's
 * account push is 'account.balance.updated' too (with its own renderer), so the rendered push names the
 * client's event itself (`event` in the rendered fields).
 */
export const LOYALTY_POINTS_CHANGED = 'loyalty.account.updated';
export const LOYALTY_LEVEL_RAISED = 'loyalty.level.updated';

type AccountChanged = { accountId: string };
type AccountPush = z.infer<typeof loyaltyAccountPushSchema>;

/**
 * Tells the player's browser their points changed (account.balance.updated) or their level rose
 * (account.level.updated), on retention:accounts#{playerId}; the account is rendered at delivery.
 */
export function loyaltyAccountEvent(account: LoyaltyAccountRow, levelUp: boolean): DomainEvent {
  return {
    type: levelUp ? LOYALTY_LEVEL_RAISED : LOYALTY_POINTS_CHANGED,
    payload: { accountId: account.id } satisfies AccountChanged,
    channel: playerChannel('retention:accounts', account.playerId),
  };
}

type Prepared = {
  accounts: Map<string, LoyaltyAccountRow>;
  locales: Map<string, string | null>;
  levels: LoyaltyLevelRow[];
};

/** A batch's pushes read their accounts, their players' languages and the levels once. */
async function prepareAccounts(stored: StoredEvent[], tx: Db): Promise<Prepared> {
  const ids = [...new Set(stored.map((event) => (event.payload as AccountChanged).accountId))];
  const rows =
    ids.length === 0 ? [] : await tx.select().from(loyaltyAccounts).where(inArray(loyaltyAccounts.id, ids));
  const [locales, levels] = await Promise.all([
    localesOf(
      tx,
      rows.map((row) => row.playerId),
    ),
    listLevels(tx),
  ]);
  return { accounts: new Map(rows.map((row) => [row.id, row])), locales, levels };
}

/** Both pushes carry `{ event, playerAccount }` as it is at delivery, level names in the player's language. */
export function renderLoyaltyPushes(events: EventDispatcher, defaultLocale: string) {
  const renderAs =
    (event: AccountPush['event']) =>
    async (stored: StoredEvent, tx: Db, prepared: Prepared | undefined): Promise<AccountPush | null> => {
      const { accounts, locales, levels } = prepared ?? (await prepareAccounts([stored], tx));
      const account = accounts.get((stored.payload as AccountChanged).accountId);
      if (!account) return null;
      const locale = locales.get(account.playerId) ?? defaultLocale;
      return { event, playerAccount: accountView(account, levels, locale, defaultLocale) };
    };
  events.render(LOYALTY_POINTS_CHANGED, renderAs(LOYALTY_ACCOUNT_UPDATED_EVENT), prepareAccounts);
  events.render(LOYALTY_LEVEL_RAISED, renderAs(LOYALTY_LEVEL_UPDATED_EVENT), prepareAccounts);
}
