import { ErrorCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueDemoToken } from '../../../../server/src/domains/game-wallet/sessions.ts';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import {
  cents,
  fundedPlayer,
  launch,
  openGame,
  platformCents,
  play,
  studio,
  studioTestApp,
} from './studio-harness.ts';

describe.each(testDrivers)('studio: demo play on %s', (driver) => {
  const t = studioTestApp(driver);

  const gameWalletCalls = async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from game_wallet_transactions`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('plays with 1,000 FUN the studio keeps; no platform money moves', async () => {
    const player = await fundedPlayer(t, driver, '10');
    const callsBefore = await gameWalletCalls();
    const { token, session } = await openGame(t, 'dice', player, true);
    expect(session).toMatchObject({
      mode: 'demo',
      currency: 'FUN',
      balance: '1000',
      minBet: '0.1',
      maxBet: '100',
    });
    let balance = 100_000n;
    for (let round = 0; round < 5; round += 1) {
      const result = await play(t, token, {
        kind: 'dice',
        amount: '100',
        direction: 'over',
        targetHundredths: 4999,
      });
      expect(result.round).toMatchObject({ mode: 'demo', currency: 'FUN', status: 'settled' });
      expect(['0', '198']).toContain(result.round.win);
      balance += cents(result.round.win) - 10_000n;
      expect(result.balance).toBe(String(Number(balance) / 100));
    }
    const reloaded = await studio(t, 'POST', '/session', undefined, { game: 'dice', mode: 'demo', token });
    expect(reloaded.json().data.balance, 'a reload keeps the balance').toBe(String(Number(balance) / 100));
    expect(await platformCents(t, player)).toBe(1000n);
    expect(await gameWalletCalls()).toBe(callsBefore);
  });

  it('refuses a bet above the FUN balance, refills below the minimum bet only', async () => {
    const { token } = await openGame(t, 'mines', null, true);
    expect(
      (await studio(t, 'POST', '/balance/refill', token)).json().data.balance,
      'not below the minimum',
    ).toBe('1000');
    const opened = await play(t, token, { kind: 'mines', amount: '100', mineCount: 1 });
    expect(opened.balance).toBe('900');
    const setBalance = (minor: number) =>
      t.database.db.execute(
        sql`update studio_sessions set demo_balance_minor = ${minor} where mode = 'demo'`,
      );
    const dice = await openGame(t, 'dice', null, true);
    await setBalance(5_000);
    const refused = await studio(t, 'POST', '/rounds', dice.token, {
      kind: 'dice',
      amount: '60',
      direction: 'under',
      targetHundredths: 5000,
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: ErrorCode.gameInsufficientFunds,
      balance: '50',
      currency: 'FUN',
    });
    expect((await studio(t, 'POST', '/balance/refill', dice.token)).json().data.balance).toBe('50');
    await setBalance(5);
    const refilled = await studio(t, 'POST', '/balance/refill', dice.token);
    expect(refilled.json().data).toEqual({ balance: '1000', currency: 'FUN' });
  });

  it('accepts only demo tokens signed with the provider secret, for their game, not expired', async () => {
    const { token } = await launch(t, 'plinko', null, true);
    const open = (game: string, demoToken: string) =>
      studio(t, 'POST', '/session', undefined, { game, mode: 'demo', token: demoToken });
    expect((await open('dice', token)).statusCode, 'another game').toBe(401);
    const [body] = token.split('.');
    expect((await open('plinko', `${body}.${'A'.repeat(43)}`)).statusCode, 'forged').toBe(401);
    const expired = await issueDemoToken(t.database.db, {
      providerId: 'studio',
      gameId: 'plinko',
      ttlSeconds: -1,
    });
    expect((await open('plinko', expired)).statusCode, 'expired').toBe(401);
    expect((await open('plinko', token)).statusCode).toBe(200);
    const refill = await studio(
      t,
      'POST',
      '/balance/refill',
      (await openGame(t, 'dice', await fundedPlayer(t, driver, '1'))).token,
    );
    expect(refill.statusCode, 'real money has no refill').toBe(422);
  });
});
