import { WALLET_ACCOUNT_UPDATED, type WalletAccount } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { confirmDepositByWebhook } from '../payments/test-helpers.ts';

const WEBHOOK_SECRET = 'account-pushes-test-webhook-secret-32ch';
const STUDIO_SECRET = 'account-pushes-test-studio-secret-of-32c';

/**
 * The account a player's browser is pushed is the one GET /api/wallet/accounts answers, after every
 * business operation: the push is published once, after the operation's last step (the turnover
 * bookkeeping included), and rendered from committed state.
 */
describe.each(testDrivers)('wallet.account.updated pushes on %s', (driver) => {
  let t: TestApp;
  const pushes: { channel: string; account: WalletAccount }[] = [];
  beforeAll(async () => {
    t = await startTestApp(driver, {
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STUDIO_WALLET_SECRET: STUDIO_SECRET,
    });
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    t.app.realtime.publish = async (channel, data) => {
      const push = data as { event: string; account?: WalletAccount };
      if (push.event === WALLET_ACCOUNT_UPDATED && push.account)
        pushes.push({ channel, account: push.account });
      await publish(channel, data);
    };
  });
  afterAll(() => t.close());

  /** Delivers the outbox and answers the last push of the account next to what the API says. */
  async function pushedAndListed(token: string, accountId: string) {
    pushes.length = 0;
    await t.app.events.dispatchPending();
    const mine = pushes.filter((push) => push.account.id === accountId);
    const listed = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json()
      .data as WalletAccount[];
    return {
      pushes: mine.length,
      pushed: mine.at(-1)?.account,
      listed: listed.find((row) => row.id === accountId),
    };
  }

  const wallet = (kind: 'bet' | 'win', body: Record<string, unknown>) =>
    gameWalletCall(t, STUDIO_SECRET, kind, body);

  it('says the withdrawal balance the API says after a deposit and after the bet that completes its wager', async () => {
    const { accessToken: token, profile } = await registerByEmail(t, `pushes-${driver}@example.com`, {
      currency: 'EUR',
    });
    const [account] = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data;
    await t.app.events.dispatchPending(); // the new account's own push
    const created = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: 100, accountId: account.id, fields: {} },
    });
    expect(created.statusCode, created.body).toBe(201);
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, {
      invoiceId: created.json().data.invoiceId,
      amount: 100,
    });

    // The deposit opened a turnover wager of 100: nothing is withdrawable yet.
    const deposited = await pushedAndListed(token, account.id);
    expect(deposited.listed).toMatchObject({ balance: 100, withdrawalBalance: 0 });
    expect(deposited.pushed).toEqual(deposited.listed);
    expect(deposited.pushes).toBe(1);

    const session = await openGameSession(t.database.db, {
      playerId: profile.id as string,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    const play = async (kind: 'bet' | 'win', transactionId: string, roundId: string, amount: string) => {
      const answer = await wallet(kind, { sessionToken: session.token, transactionId, roundId, amount });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await play('bet', 'push-bet-1', 'round-1', '40');
    await play('win', 'push-win-1', 'round-1', '30');
    const midway = await pushedAndListed(token, account.id);
    expect(midway.listed).toMatchObject({ balance: 90, withdrawalBalance: 0 });
    expect(midway.pushed).toEqual(midway.listed);

    // 40 + 60 = 100 wagered: the wager is met by this bet, and the 30 left are withdrawable.
    await play('bet', 'push-bet-2', 'round-2', '60');
    const met = await pushedAndListed(token, account.id);
    expect(met.listed).toMatchObject({ balance: 30, withdrawalBalance: 30 });
    expect(met.pushed).toEqual(met.listed);
    expect(met.pushes).toBe(1);
  });
});
