import {
  playerChannel,
  WALLET_ACCOUNT_UPDATED,
  type WalletAccount,
  type WalletAccountPush,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { publishEvent, type StoredEvent } from '../events/outbox.ts';
import { accountViews, accountViewsByIds } from './views.ts';

/** What the outbox keeps of an account change: which account; the view is rendered at delivery. */
type AccountChanged = { playerId: string; walletAccountId: string };

/**
 * Tells the player's browser that an account changed, once per business operation, after its last
 * step (a deposit credited and its turnover raised, a bet posted and wagered ...), in the caller's
 * transaction. The pushed view is rendered when the event is delivered, from committed state, so it
 * always says what GET /api/wallet/accounts says.
 */
export async function publishAccountChanged(tx: Db, change: AccountChanged) {
  await publishEvent(tx, {
    type: WALLET_ACCOUNT_UPDATED,
    payload: change,
    channel: playerChannel('wallet:accounts', change.playerId),
  });
}

/**
 * wallet.account.updated is pushed as `{ event, account }` with the account as it is at delivery: the
 * views of every account changed in a batch are read at once.
 */
export function renderAccountPushes(events: EventDispatcher) {
  events.render<Map<string, WalletAccount>>(
    WALLET_ACCOUNT_UPDATED,
    async (event: StoredEvent, tx: Db, prepared) => {
      const { playerId, walletAccountId } = event.payload as AccountChanged;
      const account = prepared
        ? prepared.get(walletAccountId)
        : (await accountViews(tx, playerId, { ids: [walletAccountId], includeHidden: true }))[0];
      const push: Omit<WalletAccountPush, 'event'> | null = account ? { account } : null;
      return push;
    },
    async (changes, tx) => {
      const ids = [...new Set(changes.map((event) => (event.payload as AccountChanged).walletAccountId))];
      return new Map((await accountViewsByIds(tx, ids)).map((account) => [account.id, account]));
    },
  );
}
