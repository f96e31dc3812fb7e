import { PlayerBonusStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { playerBonuses, playerFreespins } from '../bonuses/tables.ts';
import { expectLedgerHolds, newPlayer, SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { loyaltyPointEntries } from '../loyalty/tables.ts';
import { payReward, type Reward } from './pay.ts';

const names = { en: 'Harbor Sprint prize' };

describe.each(testDrivers)('retention rewards paid once on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
  });
  afterAll(() => t.close());

  const pay = (playerId: string, reward: Reward, key: string) =>
    t.database.db.transaction((tx) => payReward(tx, playerId, reward, key));

  const wallet = async (token: string) => {
    const response = await call(t, { method: 'GET', url: '/api/wallet/accounts', token });
    return response.json().data[0] as { balance: number; bonusBalance: number; currency: string };
  };

  it('awards points towards the level, once per key', async () => {
    const p = await newPlayer(t);
    expect(await pay(p.playerId, { type: 'points', points: 600 }, 'quest:a')).toEqual({ paid: true });
    expect(await pay(p.playerId, { type: 'points', points: 600 }, 'quest:a')).toEqual({ paid: false });
    const account = await call(t, { method: 'GET', url: '/api/retention/account', token: p.token });
    expect(account.json().data).toMatchObject({ points: 600, earnedPoints: 600, currentLevel: { order: 2 } });
    const entries = await t.database.db.select().from(loyaltyPointEntries);
    expect(entries.filter((entry) => entry.spendKey === 'reward:quest:a')).toHaveLength(1);
  });

  it('pays money from the house to cash, once per key, and the ledger still balances', async () => {
    const p = await newPlayer(t);
    const prize: Reward = { type: 'money', amount: 2_500n, currency: 'EUR' };
    expect((await pay(p.playerId, prize, 'tournament:1:place:1')).paid).toBe(true);
    expect((await pay(p.playerId, prize, 'tournament:1:place:1')).paid).toBe(false);
    expect(await wallet(p.token)).toMatchObject({ balance: 25, currency: 'EUR' });
    await expectLedgerHolds(t.database.db);
  });

  it('issues bonus money with the reward own wagering, once per key', async () => {
    const p = await newPlayer(t);
    const reward: Reward = { type: 'bonus', amount: 1_000n, currency: 'EUR', wagerMultiplier: 3, names };
    const first = await pay(p.playerId, reward, 'wheel:spin:1');
    expect(first.paid).toBe(true);
    expect((await pay(p.playerId, reward, 'wheel:spin:1')).paid).toBe(false);
    const bonuses = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, p.playerId));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      id: first.bonusId,
      amount: 1_000n,
      required: 3_000n,
      names,
      status: PlayerBonusStatus.active,
    });
    // The balance is what the player can play: cash and bonus money.
    expect(await wallet(p.token)).toMatchObject({ balance: 10, bonusBalance: 10 });
  });

  it('issues free spins on the game, once per key', async () => {
    const p = await newPlayer(t);
    const reward: Reward = {
      type: 'freespins',
      count: 15,
      gameSlug: SLOT,
      betAmount: 20n,
      currency: 'EUR',
      names,
    };
    const first = await pay(p.playerId, reward, 'quest:b');
    expect((await pay(p.playerId, reward, 'quest:b')).paid).toBe(false);
    const spins = await t.database.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.playerId, p.playerId));
    expect(spins).toEqual([expect.objectContaining({ id: first.freespinId, count: 15, gameSlug: SLOT })]);
  });

  it('refuses money in a currency the player holds no account in', async () => {
    const p = await newPlayer(t);
    await expect(pay(p.playerId, { type: 'money', amount: 100n, currency: 'BTC' }, 'x')).rejects.toThrow(
      /no BTC account/,
    );
  });
});
