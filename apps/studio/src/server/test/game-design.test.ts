import { ErrorCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import { startTestApp, type TestApp } from '../../../../server/src/test/test-app.ts';
import {
  cents,
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  type Player,
  platformCents,
  play,
  STUDIO_TEST_ENV,
  studio,
} from './studio-harness.ts';

/** Years before today, as a birth date (YYYY-MM-DD) one day past the birthday. */
function bornYearsAgo(years: number): string {
  const date = new Date(Date.now() - 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

const OPERATOR_KEY = 'operator-key-for-the-game-design-tests-0123456789';

describe.each(testDrivers)('studio: responsible game design (UKGC) on %s', (driver) => {
  const t = {} as TestApp;
  /** The operator's player-protection settings, as PUT /api/operator/settings/player-protection takes them. */
  const protect = async (settings: Record<string, unknown>) => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/settings/player-protection',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { kycWithdrawalThreshold: '2000', ...settings },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  beforeAll(async () => {
    Object.assign(t, await startTestApp(driver, { ...STUDIO_TEST_ENV, OPERATOR_KEY }));
    await protect({ jurisdiction: 'ukgc' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const born = async (player: Player, years: number) => {
    await t.database.db.execute(
      sql`update players set birthdate = ${bornYearsAgo(years)} where email = ${player.email}`,
    );
  };

  it('refuses a second slot spin inside 2.5 s and takes no money for it; plays again after 2.5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const player = await fundedPlayer(t, driver, '20');
    await born(player, 40);
    const { token, session } = await openGame(t, 'slot-classic-sevens', player);
    // The page is told the cycle, so it does not offer a spin the server would refuse.
    expect(session.minCycleMs).toBe(2500);
    const first = await play(t, token, { kind: 'slot', amount: '0.50' });
    const afterFirst = cents(first.balance);
    vi.advanceTimersByTime(2_400);
    const tooSoon = await studio(t, 'POST', '/rounds', token, { kind: 'slot', amount: '0.50' });
    expect(tooSoon.statusCode, tooSoon.body).toBe(429);
    expect(tooSoon.json().error.code).toBe(ErrorCode.gameCycleTooFast);
    expect(await platformCents(t, player), 'the refused spin took nothing').toBe(afterFirst);
    // Another slot title does not reset the cycle: the rule is per player.
    const other = await openGame(t, 'slot-jade-243', player);
    const otherSlot = await studio(t, 'POST', '/rounds', other.token, { kind: 'slot', amount: '0.25' });
    expect(otherSlot.statusCode).toBe(429);
    vi.advanceTimersByTime(100);
    await play(t, token, { kind: 'slot', amount: '0.50' });
    await expectLedgerBalanced(t);
  });

  it('keeps other casino games 5 s apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const player = await fundedPlayer(t, driver, '20');
    const { token, session } = await openGame(t, 'dice', player);
    expect(session.minCycleMs).toBe(5000);
    const bet = { kind: 'dice', amount: '1', direction: 'over', targetHundredths: 4999 };
    await play(t, token, bet);
    vi.advanceTimersByTime(4_900);
    const tooSoon = await studio(t, 'POST', '/rounds', token, bet);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe(ErrorCode.gameCycleTooFast);
    vi.advanceTimersByTime(100);
    await play(t, token, bet);
  });

  it("refuses a slot stake over the age band's maximum (2 GBP at 18-24, 5 GBP from 25), balance untouched", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    // EUR at 1, GBP at 1.17: 2 GBP = 2.34 EUR, 5 GBP = 5.85 EUR.
    const young = await fundedPlayer(t, driver, '50');
    await born(young, 20);
    const { token } = await openGame(t, 'slot-classic-sevens', young);
    const over = await studio(t, 'POST', '/rounds', token, { kind: 'slot', amount: '2.50' });
    expect(over.statusCode, over.body).not.toBe(200);
    expect(await platformCents(t, young), 'balance untouched').toBe(5000n);
    await expectLedgerBalanced(t);
    vi.advanceTimersByTime(2_500);
    await play(t, token, { kind: 'slot', amount: '2' });

    const older = await fundedPlayer(t, driver, '50');
    await born(older, 30);
    const game = await openGame(t, 'slot-classic-sevens', older);
    const overOlder = await studio(t, 'POST', '/rounds', game.token, { kind: 'slot', amount: '6' });
    expect(overOlder.statusCode).not.toBe(200);
    expect(await platformCents(t, older)).toBe(5000n);
    vi.advanceTimersByTime(2_500);
    await play(t, game.token, { kind: 'slot', amount: '5' });
    // Dice is no slot: its stake is not capped by the band.
    const dice = await openGame(t, 'dice', young);
    await play(t, dice.token, { kind: 'dice', amount: '10', direction: 'over', targetHundredths: 4999 });
    await expectLedgerBalanced(t);
  });

  it('follows the operator: a demo keeps the cycle, other caps apply at once, and none lifts the cycle at the next launch', async () => {
    const demo = await openGame(t, 'slot-classic-sevens', null, true);
    expect(demo.session.minCycleMs, 'a demo plays as real play does').toBe(2500);

    const player = await fundedPlayer(t, driver, '20');
    await born(player, 40);
    const ukgc = await openGame(t, 'slot-classic-sevens', player);
    expect(ukgc.session.minCycleMs).toBe(2500);
    await protect({
      jurisdiction: 'none',
      slotStakeLimits: { currency: 'EUR', bands: [{ fromAge: 18, toAge: null, maxStake: '1' }] },
    });
    const capped = await studio(t, 'POST', '/rounds', ukgc.token, { kind: 'slot', amount: '1.50' });
    expect(capped.statusCode, 'the new cap at once').not.toBe(200);
    expect(await platformCents(t, player)).toBe(2000n);

    const relaunched = await openGame(t, 'slot-classic-sevens', player);
    expect(relaunched.session.minCycleMs, 'no cycle under no jurisdiction').toBe(0);
    await play(t, relaunched.token, { kind: 'slot', amount: '1' });
    await play(t, relaunched.token, { kind: 'slot', amount: '1' });
    await protect({ jurisdiction: 'ukgc' });
    await expectLedgerBalanced(t);
  });
});
