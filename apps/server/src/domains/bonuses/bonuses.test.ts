import { BonusCodeStatus, ErrorCode, PlayerBonusResult, PlayerBonusStatus } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { creditGameWin, placeBet, requireGameSession } from '../game-wallet/service.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { paymentInvoices } from '../payments/tables.ts';
import { confirmDepositByWebhook } from '../payments/test-helpers.ts';
import { BONUS_RULES_KEY } from '../settings/operator-settings.ts';
import { siteSettings } from '../settings/tables.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { accountParts } from '../wallet/views.ts';
import { payWeeklyCashback } from './cashback.ts';
import { offeredBonuses, weekStart } from './offers.ts';
import { bonusDefinitions, playerBonuses } from './tables.ts';
import {
  definitionOf,
  depositWith,
  expectLedgerHolds,
  newPlayer,
  OPERATOR_KEY,
  SLOT,
  startBonusApp,
  WALLET_SECRET,
  WEBHOOK_SECRET,
} from './test-helpers.ts';

const DAY = 86_400_000;

describe.each(testDrivers)('bonuses: deposit bonuses, wagering, codes and cashback on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // Deposits need no turnover here: the bonus's own wagering is what is tested.
    t = await startBonusApp(driver, { depositTurnover: false });
  });
  afterAll(() => t.close());

  async function player(game = SLOT) {
    const p = await newPlayer(t, game);
    return { ...p, session: p.sessions[game]! };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const get = (p: Player, url: string) => call(t, { method: 'GET', url, token: p.token });
  const put = (p: Player, url: string) => call(t, { method: 'PUT', url, token: p.token, payload: {} });
  const offers = async (p: Player) =>
    (await get(p, '/api/game/bonuses?currency=EUR')).json().data as {
      id: string;
      name: string;
      minDeposit: number;
      packageItems?: { id: string }[];
    }[];
  const bonuses = async (p: Player, status = '') =>
    (await get(p, `/api/game/player-bonuses${status}`)).json().data as Record<string, unknown>[];
  const definitionId = async (slug: string) => (await definitionOf(t.database.db, slug)).id;

  let tx = 0;
  const bet = (p: Player, amount: string, round = ++tx) =>
    gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: p.session,
      transactionId: `bonus-${driver}-tx-${++tx}`,
      roundId: `round-${round}`,
      amount,
    });
  const win = (p: Player, round: number, amount: string) =>
    gameWalletCall(t, WALLET_SECRET, 'win', {
      sessionToken: p.session,
      transactionId: `bonus-${driver}-tx-${++tx}`,
      roundId: `round-${round}`,
      amount,
    });
  /** A bet and its win in one round. */
  async function spin(p: Player, stake: string, payout: string) {
    const round = ++tx;
    const placed = await bet(p, stake, round);
    expect(placed.statusCode, placed.body).toBe(200);
    const paid = await win(p, round, payout);
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const parts = (p: Player) => accountParts(t.database.db, p.accountId);
  const ledgerHolds = () => expectLedgerHolds(t.database.db);

  it('offers the welcome step to a new player and credits it with the deposit it was chosen for', async () => {
    const p = await player();
    // Free Spins Friday is offered too on a Friday (the test runs on the real date): not this test's.
    const friday = await definitionId('free-spins-friday');
    const offered = (await offers(p)).filter((offer) => offer.id !== friday);
    const welcome = await definitionId('welcome-1');
    expect(offered.map((offer) => offer.id)).toEqual([welcome]);
    expect(offered[0]!.minDeposit).toBe(20);
    // The step carries its whole package, in order, so the player sees what the package holds.
    const steps = await Promise.all([1, 2, 3, 4].map((n) => definitionId(`welcome-${n}`)));
    expect(offered[0]!.packageItems?.map((item) => item.id)).toEqual(steps);
    await depositWith(t, p, 100, { bonusId: welcome });
    const [bonus] = await bonuses(p);
    expect(bonus).toMatchObject({
      status: PlayerBonusStatus.active,
      result: PlayerBonusResult.activated,
      amount: 100,
      balance: 100,
      requiredWagerCasinoAmount: 3500,
      currentWagerCasinoAmount: 0,
      maxBetAmount: 5,
      wagerCasino: 35,
    });
    expect(await parts(p)).toMatchObject({ cash: 10_000n, bonus: 10_000n });
    const spins = (await get(p, '/api/game/player-freespins')).json().data;
    expect(spins).toMatchObject([{ count: 50, gameId: 'slot-wild-twenty', betAmount: 0.2, status: 2 }]);
    const statuses = await get(
      p,
      '/api/game/bonuses/status?bonusIds[]=welcome-1&bonusIds[]=welcome-2&currency=EUR',
    );
    expect(statuses.json().data).toEqual([
      { id: 'welcome-1', issueStatus: 2 },
      { id: 'welcome-2', issueStatus: 1 },
    ]);
    // The second step is next; the first is gone.
    expect((await offers(p)).map((offer) => offer.id)).toEqual([
      await definitionId('welcome-2'),
      await definitionId('weekly-reload'),
    ]);
    await ledgerHolds();
  });

  it('offers Free Spins Friday only on a Friday, and the reload once a promotion week', async () => {
    const p = await player();
    const slugs = async (at: Date) =>
      (await offeredBonuses(t.database.db, p.playerId, 'EUR', at)).map((definition) => definition.slug);
    const friday = new Date('2026-11-27T12:00:00Z');
    const thursday = new Date('2026-11-26T12:00:00Z');
    expect(await slugs(friday)).toContain('free-spins-friday');
    expect(await slugs(thursday)).not.toContain('free-spins-friday');
    // A first deposit (its welcome step declined), then the reload in this promotion week.
    await depositWith(t, p, 30, { isBonusDecline: true });
    const now = new Date();
    expect(await slugs(now)).toContain('weekly-reload');
    await depositWith(t, p, 40, { bonusId: await definitionId('weekly-reload') });
    expect(await slugs(now)).not.toContain('weekly-reload');
    expect(await slugs(new Date(weekStart(now).getTime() + 7 * DAY))).toContain('weekly-reload');
  });

  it('gives nothing when the player declines, or the amount is below the bonus range', async () => {
    const p = await player();
    await depositWith(t, p, 100, { isBonusDecline: true, bonusId: await definitionId('welcome-1') });
    expect(await bonuses(p)).toEqual([]);
    const q = await player();
    await depositWith(t, q, 10, { bonusId: await definitionId('welcome-1') });
    expect(await bonuses(q)).toEqual([]);
    expect((await parts(q)).bonus).toBe(0n);
  });

  it('refuses a bonusId that is no bonus id (422 on bonusId); a bonus that cannot be given never stops the deposit', async () => {
    const p = await player();
    const open = (bonusId: unknown) =>
      call(t, {
        method: 'POST',
        url: '/api/payment/invoices/deposit',
        token: p.token,
        payload: {
          method: 'sandbox_card',
          currency: 'EUR',
          country: 'DE',
          amount: 50,
          accountId: p.accountId,
          fields: {},
          bonusId,
        },
      });
    for (const bonusId of ['welcome-1', '1', 12345]) {
      const refused = await open(bonusId);
      expect(refused.statusCode, String(bonusId)).toBe(422);
      expect(Object.keys(refused.json().error.fields)).toEqual(['bonusId']);
    }
    // A uuid of no bonus, and an invoice stored with a slug before the input was checked: both settle.
    await depositWith(t, p, 50, { bonusId: '00000000-0000-4000-8000-000000000000' });
    const legacy = await open(null);
    expect(legacy.statusCode, legacy.body).toBe(201);
    const invoiceId = legacy.json().data.invoiceId as string;
    await t.database.db
      .update(paymentInvoices)
      .set({ bonusId: 'welcome-1' })
      .where(eq(paymentInvoices.id, invoiceId));
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId, amount: 50 });
    expect(await parts(p)).toMatchObject({ cash: 10_000n, bonus: 0n });
    expect(await bonuses(p)).toEqual([]);
    const inbox = (await get(p, '/api/notification/messenger/messages')).json().data as {
      content: { title: string; body: string };
    }[];
    const dropped = inbox.filter(({ content }) => content.title === 'Deposit credited without its bonus');
    expect(dropped).toHaveLength(2);
    expect(dropped[0]!.content.body).toContain('50');
  });

  it('spends cash first, then bonus; splits wins pro rata; weights the wagering; refuses the max bet with nothing moved', async () => {
    const p = await player();
    await depositWith(t, p, 20, { bonusId: await definitionId('welcome-1') });
    // 20 cash + 20 bonus. A 4 EUR bet with 18 cash: 4 from cash.
    await spin(p, '4', '0');
    expect(await parts(p)).toMatchObject({ cash: 1600n, bonus: 2000n });
    // 5 EUR with 16 cash: all cash; then three 5 EUR bets: 5, 5, then 1 cash + 4 bonus.
    await spin(p, '5', '0');
    await spin(p, '5', '0');
    const round = ++tx;
    expect((await bet(p, '5', round)).statusCode).toBe(200);
    expect(await parts(p)).toMatchObject({ cash: 100n, bonus: 2000n });
    const mixed = ++tx;
    expect((await bet(p, '5', mixed)).statusCode).toBe(200);
    expect(await parts(p)).toMatchObject({ cash: 0n, bonus: 1600n });
    // The win of a round paid 1 cash + 4 bonus goes back 1/5 cash, 4/5 bonus (floor to the bonus).
    expect((await win(p, mixed, '10.01')).statusCode).toBe(200);
    expect(await parts(p)).toMatchObject({ cash: 201n, bonus: 2400n });
    expect((await win(p, round, '0')).statusCode).toBe(200);
    // Slots count 100 %: 24 EUR wagered of 700.
    expect((await bonuses(p))[0]).toMatchObject({
      currentWagerCasinoAmount: 24,
      requiredWagerCasinoAmount: 700,
    });
    // Over the max bet: refused, nothing moved, told on game:bets.
    const before = await parts(p);
    const refused = await bet(p, '5.01');
    expect(refused.json().error.code).toBe(ErrorCode.maxBetExceeded);
    expect(await parts(p)).toEqual(before);
    await ledgerHolds();
  });

  it('refuses bets in a game the terms restrict (game.bet.restricted), with nothing moved; terms are as issued', async () => {
    const id = await definitionId('welcome-1');
    const restrict = (games: string[]) =>
      t.database.db
        .update(bonusDefinitions)
        .set({ terms: sql`jsonb_set(terms, '{restrictedGames}', ${JSON.stringify(games)}::jsonb)` })
        .where(eq(bonusDefinitions.id, id));
    await restrict(['dice']);
    const p = await player('dice');
    try {
      await depositWith(t, p, 50, { bonusId: id });
    } finally {
      await restrict([]);
    }
    const before = await parts(p);
    const refused = await bet(p, '1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.gameBetsRestricted);
    expect(await parts(p)).toEqual(before);
    // The definition no longer restricts dice, but this bonus keeps the terms it was issued with.
    expect((await bet(p, '1')).json().error.code).toBe(ErrorCode.gameBetsRestricted);
  });

  it('counts dice 0 % and roulette 10 %, rounded down', async () => {
    const dice = await player('dice');
    await depositWith(t, dice, 50, { bonusId: await definitionId('welcome-1') });
    await spin(dice, '5', '0');
    expect((await bonuses(dice))[0]).toMatchObject({ currentWagerCasinoAmount: 0 });
    const roulette = await player('roulette');
    await depositWith(t, roulette, 50, { bonusId: await definitionId('welcome-1') });
    await spin(roulette, '3.33', '0');
    // 10 % of 3.33 = 0.333 → 0.33.
    expect((await bonuses(roulette))[0]).toMatchObject({ currentWagerCasinoAmount: 0.33 });
  });

  it('converts to cash when wagering completes, up to the max win; the rest is forfeited', async () => {
    const p = await player();
    const id = await definitionId('welcome-2');
    await t.database.db
      .update(bonusDefinitions)
      .set({ terms: sql`jsonb_set(terms, '{maxWins}', '{"EUR":"1500"}')` })
      .where(eq(bonusDefinitions.id, id));
    // Make the player's next deposit their second: a first one, declined.
    await depositWith(t, p, 20, { isBonusDecline: true });
    await depositWith(t, p, 40, { bonusId: id });
    const [bonus] = await bonuses(p);
    expect(bonus).toMatchObject({ amount: 20, requiredWagerCasinoAmount: 700, status: 2 });
    // 400 bets of 1.75 EUR on a slot, each paid back 1.75, through the wallet's service (no HTTP),
    // 10 rounds at a time: wagering reaches 700 EUR exactly with the last bet, and the bonus converts
    // once the last round is settled. Every bet is cash (60 EUR; never more than 17.50 in flight).
    const session = await requireGameSession(t.database.db, STUDIO_PROVIDER_ID, p.session, { live: true });
    const spinOnce = async (i: number) => {
      const move = { sessionToken: p.session, currency: 'EUR', roundId: `run-${i}`, amount: '1.75' };
      await placeBet(t.database.db, session, { ...move, transactionId: `run-bet-${i}` });
      await creditGameWin(t.database.db, session, { ...move, transactionId: `run-win-${i}` });
    };
    for (let batch = 0; batch < 40; batch++) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => spinOnce(batch * 10 + i)));
      if (batch === 38)
        expect((await bonuses(p))[0]).toMatchObject({ currentWagerCasinoAmount: 682.5, status: 2 });
    }
    const [done] = await bonuses(p, '?status[]=3');
    expect(done).toMatchObject({
      status: 3,
      result: PlayerBonusResult.played,
      currentWagerCasinoAmount: 700,
    });
    const [row] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.id, done!.id as string));
    // 20 EUR of bonus money at the end, capped at 15: 15 converted, 5 forfeited.
    expect(row!.convertedAmount).toBe(1500n);
    expect(row!.forfeitedAmount).toBe(500n);
    expect(await parts(p)).toMatchObject({ cash: 6000n + 1500n, bonus: 0n });
    await ledgerHolds();
    // 800 wallet operations on the embedded database: seconds alone, more on a busy CI machine.
  }, 120_000);

  it('loses the bonus when its money is spent; cancels with the lock while a round is open', async () => {
    const p = await player();
    await depositWith(t, p, 20, { bonusId: await definitionId('welcome-1') });
    for (let i = 0; i < 4; i++) await spin(p, '5', '0');
    const open = ++tx;
    expect((await bet(p, '5', open)).statusCode).toBe(200);
    const [active] = await bonuses(p);
    expect(active).toMatchObject({ isBonusCancelLock: true, openedTransactionsCount: 1 });
    const locked = await put(p, `/api/game/player-bonuses/${active!.id}/cancel`);
    expect(locked.json().error.code).toBe(ErrorCode.bonusNotCancellable);
    for (let i = 0; i < 3; i++) await spin(p, '5', '0');
    expect((await win(p, open, '0')).statusCode).toBe(200);
    const [lost] = await bonuses(p, '?status[]=3');
    expect(lost).toMatchObject({ status: 3, result: PlayerBonusResult.lost });
    await ledgerHolds();
  });

  it('cancels an active bonus, forfeiting its money; a withdrawal request forfeits the active bonus', async () => {
    const p = await player();
    await depositWith(t, p, 50, { bonusId: await definitionId('welcome-1') });
    const [active] = await bonuses(p);
    const cancelled = await put(p, `/api/game/player-bonuses/${active!.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({
      status: 3,
      result: PlayerBonusResult.cancelled,
      balance: 0,
    });
    expect(await parts(p)).toMatchObject({ cash: 5000n, bonus: 0n });
    const q = await player();
    await depositWith(t, q, 50, { bonusId: await definitionId('welcome-1') });
    const withdrawn = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token: q.token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: 10, accountId: q.accountId, fields: {} },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    expect(await parts(q)).toMatchObject({ cash: 4000n, bonus: 0n, reserved: 1000n });
    expect((await bonuses(q, '?status[]=3'))[0]).toMatchObject({ result: PlayerBonusResult.cancelled });
    await ledgerHolds();
  });

  it('rolls a bet back part by part: cash to cash, bonus money to the bonus, its wagering taken back', async () => {
    const p = await player();
    await depositWith(t, p, 20, { bonusId: await definitionId('welcome-1') });
    for (let i = 0; i < 4; i++) await spin(p, '5', '0');
    const round = ++tx;
    const betId = `bonus-${driver}-rollback-${round}`;
    const placed = await gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: p.session,
      transactionId: betId,
      roundId: `round-${round}`,
      amount: '5',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await parts(p)).toMatchObject({ cash: 0n, bonus: 1500n });
    expect((await bonuses(p))[0]).toMatchObject({ currentWagerCasinoAmount: 25 });
    const back = await gameWalletCall(t, WALLET_SECRET, 'rollback', {
      sessionToken: p.session,
      transactionId: `${betId}-back`,
      roundId: `round-${round}`,
      referenceTransactionId: betId,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await parts(p)).toMatchObject({ cash: 0n, bonus: 2000n });
    expect((await bonuses(p))[0]).toMatchObject({ currentWagerCasinoAmount: 20, status: 2 });
    await ledgerHolds();
  });

  it('forfeits every bonus and free spin when the player self-excludes, and offers nothing after', async () => {
    const p = await player();
    await depositWith(t, p, 50, { bonusId: await definitionId('welcome-1') });
    const excluded = await call(t, {
      method: 'POST',
      url: '/api/player/limits',
      token: p.token,
      payload: { definition: 4, period: '6-months' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(await bonuses(p)).toEqual([]);
    expect((await get(p, '/api/game/player-freespins')).json().data).toEqual([]);
    expect(await parts(p)).toMatchObject({ cash: 5000n, bonus: 0n });
    expect(await offers(p)).toEqual([]);
    await ledgerHolds();
  });

  it('activates a queued bonus over the active one, which is forfeited (change-active-bonus)', async () => {
    const p = await player();
    await depositWith(t, p, 50, { bonusId: await definitionId('welcome-1') });
    await depositWith(t, p, 40, { bonusId: await definitionId('weekly-reload') });
    const queued = (await bonuses(p)).find((bonus) => bonus.status === PlayerBonusStatus.issued)!;
    expect(queued).toMatchObject({ amount: 20, balance: 20 });
    expect(await parts(p)).toMatchObject({ cash: 9000n, bonus: 5000n });
    const activated = await put(p, `/api/game/player-bonuses/${queued.id}/activate`);
    expect(activated.json().data).toMatchObject({
      status: 2,
      result: 2,
      balance: 20,
      requiredWagerCasinoAmount: 700,
    });
    const [ended] = await bonuses(p, '?status[]=3');
    expect(ended).toMatchObject({ name: 'Welcome bonus: 1st deposit', result: PlayerBonusResult.cancelled });
    expect(await parts(p)).toMatchObject({ cash: 9000n, bonus: 2000n });
    expect((await put(p, `/api/game/player-bonuses/${queued.id}/activate`)).json().error.code).toBe(
      ErrorCode.bonusNotActivatable,
    );
    await ledgerHolds();
  });

  it('converts a 0x bonus to cash when it is activated: nothing to wager', async () => {
    const p = await player();
    await depositWith(t, p, 50, { bonusId: await definitionId('welcome-1') });
    const reload = await definitionOf(t.database.db, 'weekly-reload');
    const wagerMultiplier = (n: number) =>
      t.database.db
        .update(bonusDefinitions)
        .set({ terms: sql`jsonb_set(terms, '{wagerMultiplier}', ${String(n)}::jsonb)` })
        .where(eq(bonusDefinitions.id, reload.id));
    await wagerMultiplier(0);
    try {
      await depositWith(t, p, 40, { bonusId: reload.id });
    } finally {
      await wagerMultiplier(reload.terms.wagerMultiplier);
    }
    // The welcome bonus is active: the 0x reload (50 % of 40) waits in the queue, as issued.
    const queued = (await bonuses(p)).find((bonus) => bonus.status === PlayerBonusStatus.issued)!;
    expect(queued).toMatchObject({ amount: 20, wagerCasino: 0, requiredWagerCasinoAmount: 0 });
    expect(await parts(p)).toMatchObject({ cash: 9000n, bonus: 5000n });

    const activated = await put(p, `/api/game/player-bonuses/${queued.id}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({
      id: queued.id,
      status: PlayerBonusStatus.finished,
      result: PlayerBonusResult.played,
      balance: 0,
    });
    // The welcome bonus's 50 EUR are forfeited; the reload's 20 EUR are cash now.
    expect(await parts(p)).toMatchObject({ cash: 11_000n, bonus: 0n });
    const [row] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.id, queued.id as string));
    expect(row).toMatchObject({
      status: PlayerBonusStatus.finished,
      result: PlayerBonusResult.played,
      required: 0n,
      convertedAmount: 2000n,
      forfeitedAmount: 0n,
    });
    expect(await bonuses(p)).toEqual([]);
    await ledgerHolds();
  });

  it('caps the wagering multiplier by the bonus rules setting (UK: 10x), at issue and on offer', async () => {
    const db = t.database.db;
    await db.insert(siteSettings).values({ key: BONUS_RULES_KEY, value: { wagerCap: 10 } });
    try {
      const p = await player();
      expect((await get(p, '/api/game/bonuses?currency=EUR')).json().data[0]).toMatchObject({
        wagerCasino: 10,
      });
      await depositWith(t, p, 50, { bonusId: await definitionId('welcome-1') });
      expect((await bonuses(p))[0]).toMatchObject({ wagerCasino: 10, requiredWagerCasinoAmount: 500 });
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, BONUS_RULES_KEY));
    }
  });

  it('expires an unwagered bonus by its job (fake clock)', async () => {
    const p = await player();
    await depositWith(t, p, 50, { bonusId: await definitionId('welcome-1') });
    await t.app.events.dispatchPending();
    const [active] = await bonuses(p);
    await t.app.jobs.runDue(new Date(Date.now() + 29 * DAY));
    expect((await bonuses(p))[0]).toMatchObject({ id: active!.id, status: 2 });
    await t.app.jobs.runDue(new Date(Date.now() + 31 * DAY));
    expect((await bonuses(p, '?status[]=3'))[0]).toMatchObject({
      id: active!.id,
      result: PlayerBonusResult.expired,
    });
    expect((await parts(p)).bonus).toBe(0n);
    await ledgerHolds();
  });

  it('redeems codes: a promo code at once, a deposit code with the next deposit, wrong ones lock the input', async () => {
    const testStarted = Date.now();
    const p = await player();
    const addCode = (code: string, payload: Record<string, unknown>) =>
      call(t, {
        method: 'PUT',
        url: `/api/operator/bonus-codes/${code}`,
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload,
      });
    expect(
      (await addCode(`promo${driver}`, { bonus: 'weekly-cashback', trigger: 1, maxUses: 1 })).statusCode,
    ).toBe(200);
    expect((await addCode(`reload${driver}`, { bonus: 'weekly-reload', trigger: 3 })).statusCode).toBe(200);
    const unknown = await addCode('nothing', { bonus: 'no-such-bonus', trigger: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('bonus');
    expect(
      (await call(t, { method: 'PUT', url: '/api/operator/bonus-codes/x', payload: {} })).statusCode,
    ).toBe(401);
    const redeem = (bonusCode: string, trigger: number) =>
      call(t, {
        method: 'POST',
        url: '/api/game/bonuses/bonuscodes',
        token: p.token,
        payload: { bonusCode, trigger },
      });
    expect((await redeem('nope', 1)).json().data.status).toBe(BonusCodeStatus.incorrect);
    const waiting = await redeem(`reload${driver}`, 3);
    expect(waiting.json().data).toMatchObject({ status: BonusCodeStatus.active, trigger: 3 });
    expect((await get(p, '/api/game/bonuses/bonuscodes?trigger=3')).json().data).toHaveLength(1);
    await depositWith(t, p, 40, {});
    expect((await bonuses(p))[0]).toMatchObject({ amount: 20, status: 2 });
    expect((await get(p, '/api/game/bonuses/bonuscodes?trigger=3')).json().data).toEqual([]);
    // A code limited to one use: the first player takes it, the next is told it is not available.
    expect((await redeem(`promo${driver}`, 1)).json().data.status).toBe(BonusCodeStatus.used);
    const q = await player();
    const late = await call(t, {
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      token: q.token,
      payload: { bonusCode: `promo${driver}`, trigger: 1 },
    });
    expect(late.json().data.status).toBe(BonusCodeStatus.notAvailable);
    for (let i = 0; i < 4; i++) await redeem(`wrong-${i}`, 1);
    const locked = await redeem(`PROMO${driver}`, 1);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.code).toBe(5);
    // The lock ends 15 minutes after the oldest of the five wrong codes, all sent during this test.
    const lockedUntil = Date.parse(locked.json().error.lockedUntil);
    expect(lockedUntil).toBeGreaterThan(testStarted + 15 * 60_000);
    expect(lockedUntil).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  });

  it('pays the weekly cashback once per player and week, from the ledger', async () => {
    const p = await player();
    const start = weekStart(new Date());
    await creditDeposit(t.database.db, {
      walletAccountId: p.accountId,
      currency: 'EUR',
      amount: 10_000n,
      idempotencyKey: `cashback-fund-${driver}`,
    });
    for (let i = 0; i < 12; i++) await spin(p, '5', '0');
    // What the week earns so far, credited next Monday: 10 % of 60 EUR lost.
    const projected = (await get(p, '/api/game/bonuses/cashback?currency=EUR')).json().data;
    expect(projected[0]).toMatchObject({ bonusName: 'Weekly cashback', amount: 6 });
    expect(new Date(projected[0].date).getUTCDay()).toBe(1);
    const paidOnce = await t.database.db.transaction((tx) => payWeeklyCashback(tx, start));
    expect(paidOnce).toBeGreaterThanOrEqual(1);
    await t.database.db.transaction((tx) => payWeeklyCashback(tx, start));
    const mine = (await bonuses(p)).filter((bonus) => bonus.name === 'Weekly cashback');
    expect(mine).toHaveLength(1);
    // 10 % of 60 EUR lost.
    expect(mine[0]).toMatchObject({ amount: 6, wagerCasino: 5 });
    await ledgerHolds();
  });
});
