import {
  LOYALTY_ACCOUNT_UPDATED_EVENT,
  LOYALTY_LEVEL_UPDATED_EVENT,
  type loyaltyAccountPushSchema,
  playerChannel,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent } from '../events/outbox.ts';
import { findPlayerById } from '../identity/players.ts';
import { accountView, findAccountById } from './accounts.ts';
import { listLevels } from './levels.ts';
import type { LoyaltyAccountRow } from './tables.ts';

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
export async function publishLoyaltyAccount(tx: Db, account: LoyaltyAccountRow, levelUp: boolean) {
  await publishEvent(tx, {
    type: levelUp ? LOYALTY_LEVEL_RAISED : LOYALTY_POINTS_CHANGED,
    payload: { accountId: account.id } satisfies AccountChanged,
    channel: playerChannel('retention:accounts', account.playerId),
  });
}

/** Both pushes carry `{ event, playerAccount }` as it is at delivery, level names in the player's language. */
export function renderLoyaltyPushes(events: EventDispatcher, defaultLocale: string) {
  const renderAs =
    (event: AccountPush['event']) =>
    async (stored: { payload: unknown }, tx: Db): Promise<AccountPush | null> => {
      const { accountId } = stored.payload as AccountChanged;
      const account = await findAccountById(tx, accountId);
      if (!account) return null;
      const locale = (await findPlayerById(tx, account.playerId))?.locale ?? defaultLocale;
      return { event, playerAccount: accountView(account, await listLevels(tx), locale, defaultLocale) };
    };
  events.render(LOYALTY_POINTS_CHANGED, renderAs(LOYALTY_ACCOUNT_UPDATED_EVENT));
  events.render(LOYALTY_LEVEL_RAISED, renderAs(LOYALTY_LEVEL_UPDATED_EVENT));
}
