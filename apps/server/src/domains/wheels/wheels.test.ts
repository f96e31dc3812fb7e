import { createHash, createHmac } from 'node:crypto';
import {
  ErrorCode,
  INVOICE_DEPOSIT_UPDATED,
  playerChannel,
  WHEEL_SPIN_ISSUED_EVENT,
  type Wheel,
  type WheelSpinResult,
  wheelSpinIssuedPushSchema,
} from '@casino/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  type BonusTestPlayer,
  depositWith,
  expectLedgerHolds,
  newPlayer,
  startBonusApp,
} from '../bonuses/test-helpers.ts';
import { publishEvent } from '../events/outbox.ts';
import { domainEvents } from '../events/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { accountParts } from '../wallet/views.ts';
import { issueSpin, nextDailySpinAt } from './issue.ts';
import { playSpin } from './play.ts';
import { type SectorPrize, type WheelRow, wheelDraws, wheelSectors, wheelSpins, wheels } from './tables.ts';
import { listWheels } from './views.ts';

type Push = z.infer<typeof wheelSpinIssuedPushSchema>;
const HOUR = 3_600_000;
const PAGE = { page: 1, perPage: 20 } as const;

describe.each(testDrivers)('wheels: prize wheels on %s', (driver) => {
  let t: TestApp;
  const pushes: { channel: string; data: Push }[] = [];
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    t.app.realtime.publish = async (channel, data) => {
      if (channel.startsWith('retention:wheels#'))
        pushes.push({ channel, data: wheelSpinIssuedPushSchema.parse(data) });
      await publish(channel, data);
    };
  });
  afterAll(() => t.close());

  const deliver = async () => {
    while ((await t.app.events.dispatchPending()) > 0);
  };
  const pushesOf = (p: BonusTestPlayer) =>
    pushes.filter((push) => push.channel === playerChannel('retention:wheels', p.playerId));
  const wheelNamed = async (identity: string): Promise<WheelRow> =>
    (await t.database.db.select().from(wheels).where(eq(wheels.identity, identity)))[0]!;
  const spinsOf = (p: BonusTestPlayer, wheel: WheelRow) =>
    t.database.db
      .select()
      .from(wheelSpins)
      .where(and(eq(wheelSpins.playerId, p.playerId), eq(wheelSpins.wheelId, wheel.id)))
      .orderBy(asc(wheelSpins.issuedAt));
  const asker = (p: BonusTestPlayer | null) => ({
    playerId: p?.playerId ?? null,
    locale: 'en',
    defaultLocale: 'en',
  });
  const spinCall = (p: BonusTestPlayer, wheel: WheelRow) =>
    call(t, { method: 'POST', url: `/api/retention/wheels/${wheel.id}/spin`, token: p.token });

  /** A daily wheel of one sector (so the test knows the prize), started an hour ago. */
  let made = 0;
  async function oneSectorWheel(prize: SectorPrize, hours = 24) {
    const [wheel] = await t.database.db
      .insert(wheels)
      .values({
        identity: `test-wheel-${driver}-${++made}`,
        titles: { en: 'Test wheel' },
        descriptions: { en: 'A wheel of the tests.' },
        scheduledAt: new Date(Date.now() - HOUR),
        startsAt: new Date(Date.now() - HOUR),
        dailySpin: true,
        spinValidHours: hours,
      })
      .returning();
    await t.database.db
      .insert(wheelSectors)
      .values({ wheelId: wheel!.id, position: 0, titles: { en: 'The prize' }, weight: 1, prize });
    return wheel!;
  }

  it('lists the seeded wheels to a guest, prizes in the base currency, without spins', async () => {
    const response = await call(t, { method: 'GET', url: '/api/retention/wheels?state[]=2&perPage=50' });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().data as Wheel[];
    const daily = listed.find((wheel) => wheel.identity === 'daily-wheel')!;
    const deposit = listed.find((wheel) => wheel.identity === 'deposit-wheel')!;
    expect(daily).toMatchObject({ state: 2, title: 'Daily wheel', playerSpins: [], endAt: null });
    expect(daily.rules).toEqual({ daily: true, perDeposit: false, minDeposit: null, currency: 'EUR' });
    expect(daily.items).toHaveLength(8);
    expect(daily.items.reduce((sum, item) => sum + item.dropRate!, 0)).toBeCloseTo(100, 5);
    expect(daily.items[6]).toMatchObject({
      title: 'Cash prize',
      dropRate: 2,
      prize: { type: 'money', amount: 2, currency: 'EUR' },
    });
    expect(new Date(daily.limitRefreshAt!).getTime()).toBe(nextDailySpinAt(new Date()).getTime());
    expect(deposit.rules).toEqual({ daily: false, perDeposit: true, minDeposit: 20, currency: 'EUR' });
    expect(deposit.limitRefreshAt).toBeNull();
    const german = await call(t, {
      method: 'GET',
      url: '/api/retention/wheels?identity[]=deposit-wheel',
      headers: { 'x-locale': 'de' },
    });
    expect(german.json().data.map((wheel: Wheel) => wheel.identity)).toEqual(['deposit-wheel']);
    expect(german.json().data[0].title).toBe('Einzahlungsrad');

    // A USD player sees the EUR amounts converted at the site's rate (0.92), rounded down.
    const usd = await registerByEmail(t, `wheels-usd-${driver}@example.com`, { currency: 'USD' });
    await call(t, { method: 'GET', url: '/api/wallet/accounts', token: usd.accessToken });
    const theirs = await call(t, { method: 'GET', url: '/api/retention/wheels', token: usd.accessToken });
    const converted = (theirs.json().data as Wheel[]).find((wheel) => wheel.identity === 'deposit-wheel')!;
    expect(converted.rules).toMatchObject({ minDeposit: 21.73, currency: 'USD' });
    expect(converted.items[7]!.prize).toEqual({ type: 'money', amount: 27.17, currency: 'USD' });
  });

  it('ends a wheel: no daily spin any more, the spins left still playable until they expire', async () => {
    const p = await newPlayer(t);
    const wheel = await oneSectorWheel({ type: 'points', points: 5 });
    const at = new Date();
    await listWheels(t.database.db, PAGE, asker(p), at);
    await t.database.db.update(wheels).set({ endedAt: at }).where(eq(wheels.id, wheel.id));
    const tomorrow = new Date(at.getTime() + 20 * HOUR);
    const page = await listWheels(t.database.db, { ...PAGE, state: [3] }, asker(p), tomorrow);
    const ended = page.data.find((item) => item.id === wheel.id)!;
    expect(ended).toMatchObject({ state: 3, limitRefreshAt: null });
    expect(ended.playerSpins).toHaveLength(1);
    expect(await spinsOf(p, wheel)).toHaveLength(1);
    const player = { ...asker(p), playerId: p.playerId };
    expect((await playSpin(t.database.db, player, wheel.id, tomorrow)).prize).toEqual({
      type: 'points',
      amount: 5,
      currency: null,
    });
    await expect(playSpin(t.database.db, player, wheel.id, tomorrow)).rejects.toMatchObject({
      code: ErrorCode.wheelSpinsExpired,
    });
  });

  it('issues the daily spin once per UTC day (fake clock), expiring after its hours', async () => {
    const p = await newPlayer(t);
    const daily = await wheelNamed('daily-wheel');
    const morning = new Date('2031-03-10T09:00:00Z');
    for (let i = 0; i < 3; i++) await listWheels(t.database.db, PAGE, asker(p), morning);
    const evening = new Date('2031-03-10T23:59:59Z');
    const late = await listWheels(t.database.db, PAGE, asker(p), evening);
    const view = late.data.find((wheel) => wheel.id === daily.id)!;
    expect(view.playerSpins).toHaveLength(1);
    expect(view.limitRefreshAt).toBe('2031-03-11T00:00:00.000Z');
    expect((await spinsOf(p, daily)).map((spin) => spin.sourceKey)).toEqual([
      `daily:${daily.id}:${p.playerId}:2031-03-10`,
    ]);

    // The next day, a second one; the first is still valid until 09:00.
    const next = await listWheels(t.database.db, PAGE, asker(p), new Date('2031-03-11T08:00:00Z'));
    expect(next.data.find((wheel) => wheel.id === daily.id)!.playerSpins).toHaveLength(2);
    // Two days on, both have expired and the day's own is the only one.
    const later = await listWheels(t.database.db, PAGE, asker(p), new Date('2031-03-13T12:00:00Z'));
    const spins = later.data.find((wheel) => wheel.id === daily.id)!.playerSpins;
    expect(spins).toHaveLength(1);
    expect(spins[0]!.expireAt).toBe('2031-03-14T12:00:00.000Z');
    expect(await spinsOf(p, daily)).toHaveLength(3);

    await deliver();
    expect(pushesOf(p).map((push) => push.data)).toEqual(
      Array(3).fill({
        event: WHEEL_SPIN_ISSUED_EVENT,
        playerId: p.playerId,
        wheel: { id: daily.id, identity: 'daily-wheel', title: 'Daily wheel' },
        amount: 1,
      }),
    );
  });

  it('issues a deposit-wheel spin per credited deposit of 20 EUR or more, once per invoice', async () => {
    const p = await newPlayer(t);
    const wheel = await wheelNamed('deposit-wheel');
    await depositWith(t, p, 19, { isBonusDecline: true });
    await deliver();
    expect(await spinsOf(p, wheel)).toEqual([]);
    await depositWith(t, p, 20, { isBonusDecline: true });
    await deliver();
    const spins = await spinsOf(p, wheel);
    expect(spins).toHaveLength(1);
    expect(spins[0]!.sourceKey).toMatch(/^deposit:[0-9a-f-]{36}$/);
    expect(spins[0]!.expireAt.getTime() - spins[0]!.issuedAt.getTime()).toBe(7 * 24 * HOUR);

    // The deposit's event delivered again issues nothing more.
    const events = await t.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, INVOICE_DEPOSIT_UPDATED),
          sql`${domainEvents.payload}->'invoice'->>'playerId' = ${p.playerId}`,
          sql`(${domainEvents.payload}->'invoice'->>'status')::int = 1`,
        ),
      );
    expect(events).toHaveLength(2);
    for (const event of events)
      await publishEvent(t.database.db, { type: event.type, payload: event.payload });
    await deliver();
    expect(await spinsOf(p, wheel)).toHaveLength(1);
    expect(pushesOf(p).map((push) => push.data.wheel.identity)).toEqual(['deposit-wheel']);
  });

  it('plays a spin once and pays its prize once, even for two concurrent calls', async () => {
    const p = await newPlayer(t);
    const wheel = await oneSectorWheel({ type: 'money', amounts: { EUR: '500' } });
    const before = await accountParts(t.database.db, p.accountId);
    const answers = await Promise.all([spinCall(p, wheel), spinCall(p, wheel)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 422]);
    const won = answers.find((answer) => answer.statusCode === 200)!.json().data as WheelSpinResult;
    expect(won).toMatchObject({ title: 'The prize', prize: { type: 'money', amount: 5, currency: 'EUR' } });
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json().error.code).toBe(ErrorCode.wheelSpinsExpired);
    // A later call finds none either: today's spin is played.
    expect((await spinCall(p, wheel)).json().error.code).toBe(ErrorCode.wheelSpinsExpired);

    const after = await accountParts(t.database.db, p.accountId);
    expect(after.cash - before.cash).toBe(500n);
    const [spin] = await spinsOf(p, wheel);
    const draws = await t.database.db.select().from(wheelDraws).where(eq(wheelDraws.spinId, spin!.id));
    expect(draws).toMatchObject([{ prizeType: 'money', prizeAmount: 500n, currency: 'EUR', totalWeight: 1 }]);
    await expectLedgerHolds(t.database.db);
  });

  it('answers 10003 with no spin, and with only an expired spin', async () => {
    const p = await newPlayer(t);
    const wheel = await wheelNamed('deposit-wheel');
    const none = await spinCall(p, wheel);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe(ErrorCode.wheelSpinsExpired);
    await issueSpin(
      t.database.db,
      wheel,
      p.playerId,
      'deposit:expired-test',
      new Date(Date.now() - 8 * 24 * HOUR),
    );
    const expired = await spinCall(p, wheel);
    expect(expired.json().error.code).toBe(ErrorCode.wheelSpinsExpired);
    const [spin] = await spinsOf(p, wheel);
    expect(spin!.playedAt).toBeNull();
    // An unknown wheel is a 404, not 10003.
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/retention/wheels/00000000-0000-4000-8000-000000000000/spin',
      token: p.token,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("reveals the spin's seeds: the player recomputes the sector from them and the weights", async () => {
    const p = await newPlayer(t);
    const wheel = await wheelNamed('deposit-wheel');
    const at = new Date();
    await issueSpin(t.database.db, wheel, p.playerId, `deposit:fair-${driver}`, at);
    const listed = await call(t, {
      method: 'GET',
      url: '/api/retention/wheels?identity[]=deposit-wheel',
      token: p.token,
    });
    const shown = (listed.json().data as Wheel[])[0]!;
    const published = shown.playerSpins[0]!;
    const [stored] = await spinsOf(p, wheel);
    // Until the spin is played, only the seed's hash is shown.
    expect(listed.body).not.toContain(stored!.serverSeed);
    const answer = await spinCall(p, wheel);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().data as WheelSpinResult;
    const { serverSeed, serverSeedHash, clientSeed, nonce } = result.fairness;
    expect(serverSeedHash).toBe(published.serverSeedHash);
    expect(createHash('sha256').update(serverSeed, 'utf8').digest('hex')).toBe(serverSeedHash);

    // The player's own computation: HMAC-SHA256 words, rejection below the total weight, cumulative weights.
    const sectors = await t.database.db
      .select()
      .from(wheelSectors)
      .where(eq(wheelSectors.wheelId, wheel.id))
      .orderBy(asc(wheelSectors.position));
    const total = sectors.reduce((sum, sector) => sum + sector.weight, 0);
    const limit = 2 ** 32 - (2 ** 32 % total);
    let roll = -1;
    for (let round = 0; roll < 0; round++) {
      const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
      for (let offset = 0; offset < 32 && roll < 0; offset += 4) {
        const word = block.readUInt32BE(offset);
        if (word < limit) roll = word % total;
      }
    }
    const cumulative = sectors.map((_, index) =>
      sectors.slice(0, index + 1).reduce((sum, sector) => sum + sector.weight, 0),
    );
    const drawn = sectors[cumulative.findIndex((reached) => roll < reached)]!;
    expect(result.id).toBe(drawn.id);
    expect(shown.items.find((item) => item.id === drawn.id)!.title).toBe(result.title);
    const [record] = await t.database.db.select().from(wheelDraws).where(eq(wheelDraws.sectorId, drawn.id));
    expect(record).toMatchObject({ roll, totalWeight: total, nonce });
  });

  it('pays every kind of prize through the rewards (points, bonus, free spins) and nothing for nothing', async () => {
    const p = await newPlayer(t);
    const prizes: SectorPrize[] = [
      { type: 'points', points: 40 },
      { type: 'bonus', amounts: { EUR: '300' }, wagerMultiplier: 5 },
      { type: 'freespins', count: 7, gameSlug: 'slot-wild-twenty', betAmounts: { EUR: '20' } },
      { type: 'nothing' },
    ];
    const answers = [];
    for (const prize of prizes) {
      const wheel = await oneSectorWheel(prize);
      answers.push(
        await playSpin(t.database.db, { ...asker(p), playerId: p.playerId }, wheel.id, new Date()),
      );
    }
    expect(answers.map((answer) => answer.prize)).toEqual([
      { type: 'points', amount: 40, currency: null },
      { type: 'bonus', amount: 3, currency: 'EUR' },
      { type: 'freespins', amount: 7, currency: 'EUR' },
      { type: 'nothing', amount: 0, currency: null },
    ]);
    const account = await call(t, { method: 'GET', url: '/api/retention/account', token: p.token });
    expect(account.json().data.points).toBe(40);
    const bonuses = await call(t, { method: 'GET', url: '/api/game/player-bonuses', token: p.token });
    expect(bonuses.json().data).toHaveLength(1);
    const spins = await call(t, { method: 'GET', url: '/api/game/player-freespins', token: p.token });
    expect(spins.json().data).toMatchObject([{ count: 7 }]);
  });
});
