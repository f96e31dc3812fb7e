import { randomUUID } from 'node:crypto';
import { ErrorCode, type PointsOffer } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { playerBonuses } from '../bonuses/tables.ts';
import {
  type BonusTestPlayer,
  expectLedgerHolds,
  newPlayer,
  startBonusApp,
} from '../bonuses/test-helpers.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { savePublicSetting } from '../settings/service.ts';
import { awardPoints } from './awards.ts';
import { loyaltyPointsExchanges } from './exchange-tables.ts';

describe.each(testDrivers)('loyalty: the exchange of points for a bonus on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
  });
  afterAll(() => t.close());

  let awards = 0;
  const award = (p: { playerId: string }, points: number) =>
    awardPoints(t.database.db, p.playerId, points, `exchange-test-${driver}-${++awards}`);
  const offers = async (token?: string) => {
    const response = await call(t, { method: 'GET', url: '/api/retention/points-offers', token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as PointsOffer[];
  };
  const exchange = (p: { token: string }, offerId: string, requestId: string) =>
    call(t, {
      method: 'POST',
      url: `/api/retention/points-offers/${offerId}/exchange`,
      token: p.token,
      payload: { requestId },
    });
  const bonusesOf = (p: BonusTestPlayer) =>
    t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, p.playerId));

  it("lists the offers in the asking player's currency, a guest's in the base currency", async () => {
    expect((await offers()).map(({ points, amount, currency }) => ({ points, amount, currency }))).toEqual([
      { points: 500, amount: 5, currency: 'EUR' },
      { points: 2000, amount: 25, currency: 'EUR' },
      { points: 5000, amount: 75, currency: 'EUR' },
    ]);
    const eur = await newPlayer(t);
    expect((await offers(eur.token))[0]).toMatchObject({ title: 'Small bonus', wagerMultiplier: 10 });
    const { accessToken } = await registerByEmail(t, `exchange-brl-${driver}@example.com`, {
      currency: 'BRL',
    });
    await call(t, { method: 'GET', url: '/api/wallet/accounts', token: accessToken });
    expect((await offers(accessToken)).map((offer) => [offer.amount, offer.currency])).toEqual([
      [30, 'BRL'],
      [150, 'BRL'],
      [450, 'BRL'],
    ]);
    // No offer names BTC: a BTC player is offered none, and an EUR offer is refused to them.
    const btc = await registerByEmail(t, `exchange-btc-${driver}@example.com`, { currency: 'BTC' });
    await call(t, { method: 'GET', url: '/api/wallet/accounts', token: btc.accessToken });
    expect(await offers(btc.accessToken)).toEqual([]);
    const refused = await exchange({ token: btc.accessToken }, (await offers())[0]!.id, randomUUID());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe(ErrorCode.pointsOfferUnavailable);
  });

  it('spends the points and issues the bonus once per requestId, retried and concurrent', async () => {
    const p = await newPlayer(t);
    await award(p, 1_200);
    const [small] = await offers(p.token);
    const requestId = randomUUID();
    const answers = await Promise.all([exchange(p, small!.id, requestId), exchange(p, small!.id, requestId)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first, second] = answers.map((answer) => answer.json().data);
    expect(first.bonusId).toBe(second.bonusId);
    expect(first.account).toMatchObject({ points: 700, earnedPoints: 1_200 });
    const retried = (await exchange(p, small!.id, requestId)).json().data;
    expect(retried.bonusId).toBe(first.bonusId);
    expect(retried.account.points).toBe(700);
    expect(await bonusesOf(p)).toMatchObject([
      { id: first.bonusId, amount: 500n, required: 5_000n, currency: 'EUR', names: { en: 'Small bonus' } },
    ]);
    // Another requestId is another exchange.
    const again = await exchange(p, small!.id, randomUUID());
    expect(again.json().data.account.points).toBe(200);
    expect(await bonusesOf(p)).toHaveLength(2);
    const rows = await t.database.db
      .select()
      .from(loyaltyPointsExchanges)
      .where(eq(loyaltyPointsExchanges.playerId, p.playerId));
    expect(rows).toHaveLength(2);
    await expectLedgerHolds(t.database.db);
  });

  it('refuses with 422 on points when the player does not hold enough, and 16020 for an unknown offer', async () => {
    const p = await newPlayer(t);
    await award(p, 400);
    const [small] = await offers(p.token);
    const short = await exchange(p, small!.id, randomUUID());
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().error.fields)).toEqual(['points']);
    const unknown = await exchange(p, randomUUID(), randomUUID());
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe(ErrorCode.pointsOfferUnavailable);
    const badId = await exchange(p, small!.id, 'not-a-uuid');
    expect(badId.statusCode).toBe(422);
    expect(await bonusesOf(p)).toEqual([]);
  });

  it('answers 404 while the loyalty club is closed', async () => {
    const p = await newPlayer(t);
    const [small] = await offers(p.token);
    await savePublicSetting(t.database.db, 'loyaltyEnabled', false);
    try {
      expect((await call(t, { method: 'GET', url: '/api/retention/points-offers' })).statusCode).toBe(404);
      expect((await exchange(p, small!.id, randomUUID())).statusCode).toBe(404);
    } finally {
      await savePublicSetting(t.database.db, 'loyaltyEnabled', true);
    }
  });
});
