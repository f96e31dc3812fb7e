import type { StudioRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import { hashServerSeed } from '../../rng/provably-fair.ts';
import { cents, fundedPlayer, openGame, play, studio, studioTestApp } from './studio-harness.ts';

describe.each(testDrivers)('studio: seeds, recall and the verifier on %s', (driver) => {
  const t = studioTestApp(driver);

  const verify = async (round: StudioRound, serverSeed: string) => {
    const response = await studio(t, 'POST', '/verify', undefined, {
      game: round.game,
      serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      params: round.params,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      serverSeedHash: string;
      outcome: Record<string, unknown>;
      multiplier: number;
    };
  };

  it('rotates: reveals the old server seed, rounds then show it, and the verifier recomputes them', async () => {
    const player = await fundedPlayer(t, driver, '50');
    const dice = await openGame(t, 'dice', player);
    const slot = await openGame(t, 'slot-wild-twenty', player);
    expect(slot.session.seeds, 'seeds belong to the player, not the launch').toEqual(dice.session.seeds);
    const rounds = [
      (await play(t, dice.token, { kind: 'dice', amount: '1', direction: 'over', targetHundredths: 2000 }))
        .round,
      (await play(t, slot.token, { kind: 'slot', amount: '1' })).round,
      (await play(t, dice.token, { kind: 'dice', amount: '1', direction: 'under', targetHundredths: 120 }))
        .round,
    ];
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2]);
    const before = (await studio(t, 'GET', '/seeds', dice.token)).json().data;
    expect(before).toEqual({ current: { ...dice.session.seeds, nonce: 3 }, previous: null });

    const rotated = await studio(t, 'PUT', '/seeds', dice.token, { clientSeed: 'my-own-seed!' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { current, revealed } = rotated.json().data;
    expect(current).toMatchObject({ clientSeed: 'my-own-seed!', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before.current.serverSeedHash);
    expect(revealed).toMatchObject({ serverSeedHash: before.current.serverSeedHash, nonce: 3 });
    expect(hashServerSeed(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect((await studio(t, 'GET', '/seeds', slot.token)).json().data).toEqual({
      current,
      previous: revealed,
    });

    for (const round of rounds) {
      const recalled = (await studio(t, 'GET', `/rounds/${round.id}`)).json().data as StudioRound;
      expect(recalled.serverSeed).toBe(revealed.serverSeed);
      const recomputed = await verify(recalled, recalled.serverSeed!);
      expect(recomputed.serverSeedHash).toBe(round.serverSeedHash);
      expect(recomputed.outcome).toEqual(round.outcome);
      // Every round bet 1.00: the win is the multiplier rounded down to the cent.
      expect(BigInt(Math.floor(recomputed.multiplier * 100 + 1e-9))).toBe(cents(round.win));
    }
    const next = await play(t, dice.token, {
      kind: 'dice',
      amount: '1',
      direction: 'over',
      targetHundredths: 5000,
    });
    expect(next.round).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed!', serverSeed: null });
  });

  it('verifies plinko, roulette chips, mines tiles and crash from seeds alone', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 7 };
    const post = (game: string, params: Record<string, unknown>) =>
      studio(t, 'POST', '/verify', undefined, { game, ...seeds, params });
    const plinko = (await post('plinko', { rows: 16, risk: 'low' })).json().data;
    expect(plinko.outcome.bouncesRight).toHaveLength(16);
    const roulette = (
      await post('roulette', { chips: [{ betKind: 'straight', numbers: [0], amount: '1' }] })
    ).json().data;
    expect(roulette.multiplier).toBe(roulette.outcome.pocket === 0 ? 36 : 0);
    const mines = (await post('mines', { mineCount: 3 })).json().data;
    expect(mines.outcome.mineTiles).toHaveLength(3);
    const crash = (await post('crash', {})).json().data;
    expect(crash.multiplier).toBe(crash.outcome.crashPoint);
    const bad = await post('dice', { direction: 'under', targetHundredths: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['params.targetHundredths']);
    expect((await post('dice', { direction: 'up' })).json().error.fields).toHaveProperty('params.direction');
    expect((await post('no-such-game', {})).statusCode).toBe(422);
  });

  it('describes every game publicly, slots with reels and pays, plinko with its tables', async () => {
    const slot = (await studio(t, 'GET', '/games/slot-jade-243')).json().data;
    expect(slot).toMatchObject({ slug: 'slot-jade-243', kind: 'slot', rtp: '95.60', plinko: null });
    expect(slot.slot).toMatchObject({ reels: 5, rows: 3, lines: null, ways: 243, betUnits: 25 });
    expect(slot.slot.initialWindow).toHaveLength(5);
    const lines = (await studio(t, 'GET', '/games/slot-forty-lines')).json().data.slot;
    expect(lines.lines).toHaveLength(40);
    const plinko = (await studio(t, 'GET', '/games/plinko')).json().data;
    expect(plinko.plinko.tables.high['16']).toHaveLength(17);
    expect((await studio(t, 'GET', '/games/nope')).statusCode).toBe(404);
  });
});
