import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import { cents, fundedPlayer, openGame, play, studio, studioTestApp } from './studio-harness.ts';

describe.each(testDrivers)('studio: session figures on %s', (driver) => {
  const t = studioTestApp(driver);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells the session's elapsed time and net position (wins minus bets) from its rounds", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const player = await fundedPlayer(t, driver, '100');
    const { token, session } = await openGame(t, 'dice', player);
    // No jurisdiction: no least time between rounds, and no reality check chosen.
    expect(session.minCycleMs).toBe(0);
    const figures = async () => {
      const response = await studio(t, 'GET', '/session/figures', token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await figures()).toMatchObject({
      elapsedSeconds: 0,
      rounds: 0,
      bets: '0',
      wins: '0',
      net: '0',
      realityCheck: null,
    });
    let bets = 0n;
    let wins = 0n;
    let sawWin = false;
    let sawLoss = false;
    for (let round = 0; round < 12 && !(sawWin && sawLoss && round >= 4); round += 1) {
      const result = await play(t, token, {
        kind: 'dice',
        amount: '2',
        direction: 'over',
        targetHundredths: 4999,
      });
      bets += 200n;
      wins += cents(result.round.win);
      if (cents(result.round.win) > 0n) sawWin = true;
      else sawLoss = true;
      vi.advanceTimersByTime(61_000);
    }
    expect(sawWin && sawLoss, 'both a win and a loss were played').toBe(true);
    const now = await figures();
    const rounds = Number(bets / 200n);
    expect(now).toMatchObject({
      rounds,
      currency: 'EUR',
      bets: String(Number(bets) / 100),
      wins: String(Number(wins) / 100),
      net: String(Number(wins - bets) / 100),
    });
    expect(now.elapsedSeconds).toBe(rounds * 61);
    // A refused bet (more than the balance) is no round of the figures.
    const refused = await studio(t, 'POST', '/rounds', token, {
      kind: 'dice',
      amount: '100000',
      direction: 'over',
      targetHundredths: 4999,
    });
    expect(refused.statusCode).not.toBe(200);
    expect((await figures()).rounds).toBe(rounds);
    // Another launch is another session: its figures start again.
    const again = await openGame(t, 'dice', player);
    const fresh = await studio(t, 'GET', '/session/figures', again.token);
    expect(fresh.json().data).toMatchObject({ rounds: 0, net: '0' });
    expect((await studio(t, 'GET', '/session/figures')).statusCode).toBe(401);
  });
});
