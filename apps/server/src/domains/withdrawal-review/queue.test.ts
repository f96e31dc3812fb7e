import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { gameRounds } from '../game-wallet/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { decideWithdrawal } from '../payments/settlement.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { withdrawalQueue } from './queue.ts';

const IBAN = 'DE89370400440532013000';

describe.each(testDrivers)('the withdrawal queue and its risk flags on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  let funded = 0;
  /** A EUR player with `euros` of cash (no turnover wager), signed up from `fingerprint`. */
  async function player(email: string, euros: number, fingerprint: string) {
    const login = await registerByEmail(t, email, { currency: 'EUR', fingerprint });
    const token = login.accessToken;
    const accounts = (await call(t, { url: '/api/wallet/accounts', token })).json().data;
    const accountId: string = accounts[0].id;
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: BigInt(euros * 100),
      idempotencyKey: `queue-test-${++funded}`,
    });
    return { token, accountId, playerId: login.profile.id as string };
  }

  async function withdraw(p: { token: string; accountId: string }, amount: number, fields: object) {
    const response = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token: p.token,
      payload: { method: 'sandbox_bank', currency: 'EUR', amount, accountId: p.accountId, fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoiceId as string;
  }

  it('lists pending withdrawals oldest first with their flags, in keyset pages', async () => {
    const alice = await player('queue-alice@example.com', 300, 'alice-phone');
    const twin = await player('queue-twin@example.com', 10, 'alice-phone');
    const first = await withdraw(alice, 50, { iban: IBAN });
    // A big win today, in the ledger's own words: a settled round of the player.
    await t.database.db.insert(gameRounds).values({
      providerId: 'studio',
      providerRoundId: 'queue-big-win',
      sessionId: '00000000-0000-4000-8000-000000000001',
      playerId: alice.playerId,
      walletAccountId: alice.accountId,
      gameSlug: 'slot-classic-sevens',
      currency: 'EUR',
      betMinor: 1000n,
      winMinor: 150_000n,
      status: 'settled',
      settledAt: new Date(),
    });
    const second = await withdraw(alice, 20, { iban: IBAN });

    const page = await withdrawalQueue(t.app.db, { limit: 1 });
    expect(page.data.map((row) => row.id)).toEqual([first]);
    expect(page.data[0]).toMatchObject({
      amount: '50',
      currency: 'EUR',
      method: 'sandbox_bank',
      player: { id: alice.playerId, email: 'queue-alice@example.com' },
      flags: {
        openTurnover: false,
        notVerified: true,
        newDestination: true,
        largeWin: { amount: '1500', currency: 'EUR' },
        sharedDeviceWith: [twin.playerId],
        firstWithdrawal: true,
      },
    });
    expect(page.meta.nextCursor).not.toBeNull();
    const next = await withdrawalQueue(t.app.db, { limit: 1, cursor: page.meta.nextCursor! });
    expect(next.data.map((row) => row.id)).toEqual([second]);

    // Once one is paid, the next is no longer the first; a decided one leaves the queue.
    await decideWithdrawal(t.app.db, first, { approve: true });
    const after = await withdrawalQueue(t.app.db, { limit: 50 });
    expect(after.data.map((row) => row.id)).toEqual([second]);
    expect(after.data[0]!.flags.firstWithdrawal).toBe(false);
    expect(after.meta.nextCursor).toBeNull();
  });

  it('flags no large win under the threshold, and no device shared with nobody', async () => {
    const bob = await player('queue-bob@example.com', 100, 'bob-own-laptop');
    const id = await withdraw(bob, 30, { iban: 'GB82WEST12345698765432' });
    const row = (await withdrawalQueue(t.app.db, { limit: 50 })).data.find((item) => item.id === id);
    expect(row?.flags).toMatchObject({ largeWin: null, sharedDeviceWith: [], firstWithdrawal: true });
  });
});
