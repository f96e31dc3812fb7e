import { AccountStatus, ErrorCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  emailRegistration,
  latestSmsCode,
  registerByEmail,
  sendCode,
} from '../identity/test-helpers.ts';
import { playerLedgerAccounts, post, systemAccount } from './ledger.ts';
import { walletAccounts } from './tables.ts';

describe.each(testDrivers)('wallet accounts API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  const list = (token?: string) => call(t, { method: 'GET', url: '/api/wallet/accounts', token });
  const create = (token: string | undefined, currency: unknown) =>
    call(t, { method: 'POST', url: '/api/wallet/accounts', token, payload: { currency } });
  const action = (token: string | undefined, id: string, verb: 'switch' | 'hide') =>
    call(t, { method: 'PUT', url: `/api/wallet/accounts/${id}/${verb}`, token });

  it('gives a new player an active account in the registration currency on first GET', async () => {
    const { accessToken } = await registerByEmail(t, 'accounts-first@example.com', { currency: 'USD' });
    const first = await list(accessToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual([
      {
        id: expect.any(String),
        status: AccountStatus.active,
        currency: 'USD',
        balance: 0,
        realBalance: 0,
        bonusBalance: 0,
        lockedBalance: 0,
        withdrawalBalance: 0,
        isActive: true,
      },
    ]);
    // Lazily once: concurrent first calls of another player create one account too.
    const other = await registerByEmail(t, 'accounts-first-race@example.com', { currency: 'EUR' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => list(other.accessToken)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await list(other.accessToken)).json().data).toHaveLength(1);
    expect((await list(accessToken)).json().data).toHaveLength(1);
  });

  it('opens the first account at registration, in the currency chosen, else the suggested one (e-mail and phone)', async () => {
    const accountsOf = (playerId: string) =>
      t.database.db
        .select({ currency: walletAccounts.currency, isActive: walletAccounts.isActive })
        .from(walletAccounts)
        .where(eq(walletAccounts.playerId, playerId));
    const chosen = await registerByEmail(t, 'accounts-at-signup@example.com', { currency: 'USD' });
    expect(await accountsOf(chosen.profile.id)).toEqual([{ currency: 'USD', isActive: true }]);
    // No currency asked of a visitor from nowhere: the country's (none here), so the base currency.
    const unasked = await registerByEmail(t, 'accounts-at-signup-base@example.com');
    expect(await accountsOf(unasked.profile.id)).toEqual([{ currency: 'EUR', isActive: true }]);

    const phone = '+15415550100';
    expect((await sendCode(t, phone, 'registration')).statusCode).toBe(200);
    const byPhone = await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: {
        ...emailRegistration(''),
        email: undefined,
        phone,
        currency: 'BRL',
        code: await latestSmsCode(t, phone),
      },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);
    expect(await accountsOf(byPhone.json().data.profile.id)).toEqual([{ currency: 'BRL', isActive: true }]);
    // The account calls find it and open no other.
    expect((await list(byPhone.json().data.accessToken)).json().data).toHaveLength(1);
  });

  it('adds, switches and hides accounts, with the wallet error codes', async () => {
    const { accessToken: token } = await registerByEmail(t, 'accounts-flow@example.com', { currency: 'EUR' });
    const [eur] = (await list(token)).json().data;

    type Row = { id: string; currency: string; isActive: boolean; status: number };
    const rows = (answer: { json: () => { data: Row[] } }) =>
      answer.json().data.map((account) => [account.currency, account.status, account.isActive]);
    const btcAnswer = await create(token, 'BTC');
    expect(btcAnswer.statusCode, btcAnswer.body).toBe(201);
    // Every change answers the full list; only the active account has status 1.
    const created = [
      ['EUR', AccountStatus.inactive, false],
      ['BTC', AccountStatus.active, true],
    ];
    expect(rows(btcAnswer)).toEqual(created);
    expect(btcAnswer.json().data[1]).toMatchObject({ balance: 0 });
    const btc: Row = btcAnswer.json().data[1];
    expect(rows(await list(token))).toEqual(created);

    expect((await create(token, 'BTC')).json().error.code).toBe(ErrorCode.accountAlreadyExists);
    const disabled = await create(token, 'RUB');
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().error.code).toBe(ErrorCode.currencyNotEnabled);
    const unknown = await create(token, 'XXX');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe(ErrorCode.currencyNotEnabled);
    expect((await create(token, '')).statusCode).toBe(422);

    const activeHide = await action(token, btc.id, 'hide');
    expect(activeHide.statusCode).toBe(422);
    expect(activeHide.json().error.code).toBe(ErrorCode.activeAccountNotHideable);

    const hidden = await action(token, eur.id, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(rows(hidden)).toEqual([['BTC', AccountStatus.active, true]]);
    expect((await list(token)).json().data.map((account: Row) => account.currency)).toEqual(['BTC']);

    // Switching to a hidden account makes it active and visible again.
    const switched = await action(token, eur.id, 'switch');
    expect(switched.statusCode, switched.body).toBe(200);
    expect(rows(switched)).toEqual([
      ['EUR', AccountStatus.active, true],
      ['BTC', AccountStatus.inactive, false],
    ]);
    const listed: Row[] = (await list(token)).json().data;
    expect(listed.filter((account) => account.status === AccountStatus.active)).toHaveLength(1);

    // Choosing the currency of a hidden account brings that account back, active.
    expect((await action(token, btc.id, 'hide')).statusCode).toBe(200);
    const back = await create(token, 'BTC');
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toEqual([
      expect.objectContaining({ currency: 'EUR', isActive: false, status: AccountStatus.inactive }),
      expect.objectContaining({ id: btc.id, isActive: true, status: AccountStatus.active }),
    ]);
    expect((await create(token, 'BTC')).json().error.code).toBe(ErrorCode.accountAlreadyExists);
  });

  it('shows balances in the unit of a 2-decimal fiat and an 8-decimal crypto currency', async () => {
    const { accessToken: token } = await registerByEmail(t, 'accounts-amounts@example.com', {
      currency: 'EUR',
    });
    const [eur] = (await list(token)).json().data;
    const [, btc] = (await create(token, 'BTC')).json().data;
    const credit = async (accountId: string, currency: string, cash: bigint, bonus: bigint) => {
      const parts = await playerLedgerAccounts(t.app.db, accountId);
      const house = await systemAccount(t.app.db, 'house:cash', currency);
      await post(t.app.db, {
        idempotencyKey: `amounts-${accountId}`,
        kind: 'adjustment',
        entries: [
          { accountId: parts.cash, amount: cash },
          { accountId: parts.bonus, amount: bonus },
          { accountId: house, amount: -(cash + bonus) },
        ],
      });
    };
    await credit(eur.id, 'EUR', 1234n, 66n);
    await credit(btc.id, 'BTC', 12_345n, 100_000_000n);
    const accounts = (await list(token)).json().data;
    expect(accounts).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        balance: 13,
        realBalance: 12.34,
        withdrawalBalance: 12.34,
        bonusBalance: 0.66,
        lockedBalance: 0,
      }),
      expect.objectContaining({
        currency: 'BTC',
        balance: 1.00012345,
        realBalance: 0.00012345,
        withdrawalBalance: 0.00012345,
        bonusBalance: 1,
        lockedBalance: 0,
      }),
    ]);
  });

  it('refuses guests and foreign or unknown account ids', async () => {
    const owner = await registerByEmail(t, 'accounts-owner@example.com', { currency: 'EUR' });
    const stranger = await registerByEmail(t, 'accounts-stranger@example.com', { currency: 'EUR' });
    const [account] = (await list(owner.accessToken)).json().data;

    expect((await list()).statusCode).toBe(401);
    expect((await create(undefined, 'BTC')).statusCode).toBe(401);
    expect((await action(undefined, account.id, 'switch')).statusCode).toBe(401);
    expect((await action(undefined, account.id, 'hide')).statusCode).toBe(401);

    for (const id of [account.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const verb of ['switch', 'hide'] as const) {
        const refused = await action(stranger.accessToken, id, verb);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().error.code).toBe(ErrorCode.accountNotFound);
      }
    }
    expect((await list(owner.accessToken)).json().data[0]).toMatchObject({ id: account.id, isActive: true });
  });
});
