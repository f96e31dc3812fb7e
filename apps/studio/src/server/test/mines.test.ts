import { ErrorCode, type StudioPlayResult } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import { studioRounds } from '../../storage/tables.ts';
import {
  cents,
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  platformCents,
  play,
  studio,
  studioTestApp,
} from './studio-harness.ts';

describe.each(testDrivers)('studio: mines rounds on %s', (driver) => {
  const t = studioTestApp(driver);

  /** The hidden mines of a round, read where the studio keeps them (the API never shows them open). */
  const minesOf = async (roundId: string) => {
    const [row] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
    return row!.outcome.mineTiles as number[];
  };
  const safeTiles = (mines: number[]) =>
    Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
  const step = async (token: string, roundId: string, action: 'reveal' | 'cashout', tile?: number) => {
    const response = await studio(
      t,
      'POST',
      `/rounds/${roundId}/${action}`,
      token,
      tile === undefined ? {} : { tile },
    );
    return response;
  };
  const ok = async (response: Awaited<ReturnType<typeof step>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as StudioPlayResult;
  };

  it('opens a round (bet taken, mines hidden), reveals safe tiles, cashes out at the exact multiplier', async () => {
    const player = await fundedPlayer(t, driver, '10');
    const { token } = await openGame(t, 'mines', player);
    const opened = await play(t, token, { kind: 'mines', amount: '2', mineCount: 3 });
    expect(opened.round).toMatchObject({ status: 'open', win: '0', params: { mineCount: 3 } });
    expect(opened.round.outcome).toEqual({
      openedTiles: [],
      multiplier: 0,
      nextMultiplier: expect.any(Number),
    });
    expect(opened.balance).toBe('8');
    expect(await platformCents(t, player)).toBe(800n);

    const resumed = await studio(t, 'GET', '/session', token);
    expect(resumed.json().data.openRound.id).toBe(opened.round.id);
    expect(
      (await studio(t, 'POST', '/rounds', token, { kind: 'mines', amount: '1', mineCount: 5 })).statusCode,
    ).toBe(409);
    expect((await studio(t, 'PUT', '/seeds', token, { clientSeed: 'peek' })).statusCode, 'no peeking').toBe(
      409,
    );
    expect((await step(token, opened.round.id, 'cashout')).statusCode).toBe(422);

    const [first, second] = safeTiles(await minesOf(opened.round.id));
    const afterFirst = await ok(await step(token, opened.round.id, 'reveal', first));
    // 0.99 / (22/25) = 1.125
    expect(afterFirst.round.outcome).toMatchObject({ openedTiles: [first], multiplier: 1.125 });
    expect(afterFirst.round.outcome).not.toHaveProperty('mineTiles');
    expect((await step(token, opened.round.id, 'reveal', first)).statusCode, 'a tile opens once').toBe(422);
    await ok(await step(token, opened.round.id, 'reveal', second));
    const cashed = await ok(await step(token, opened.round.id, 'cashout'));
    // 0.99 / (22·21 / 25·24) = 1.2857142…: 2.00 pays 2.57
    expect(cashed.round).toMatchObject({ status: 'settled', win: '2.57', multiplier: 1.285 });
    expect(cashed.round.outcome).toMatchObject({
      openedTiles: [first, second],
      mineTiles: await minesOf(opened.round.id),
    });
    expect(cashed.balance).toBe('10.57');
    expect(await platformCents(t, player)).toBe(1057n);
    expect((await step(token, opened.round.id, 'cashout')).statusCode).toBe(409);
    expect((await studio(t, 'GET', '/session', token)).json().data.openRound).toBeNull();
    await expectLedgerBalanced(t);
  });

  it('ends on a mine with nothing and shows the layout; the last safe tile cashes out by itself', async () => {
    const player = await fundedPlayer(t, driver, '10');
    const { token } = await openGame(t, 'mines', player);
    const lost = await play(t, token, { kind: 'mines', amount: '1', mineCount: 5 });
    const [mine] = await minesOf(lost.round.id);
    const boom = await ok(await step(token, lost.round.id, 'reveal', mine));
    expect(boom.round).toMatchObject({ status: 'settled', win: '0', multiplier: 0 });
    expect(boom.round.outcome).toMatchObject({ hitMine: true, mineTiles: await minesOf(lost.round.id) });
    expect(boom.balance).toBe('9');

    const sure = await play(t, token, { kind: 'mines', amount: '1', mineCount: 24 });
    const [onlySafe] = safeTiles(await minesOf(sure.round.id));
    const auto = await ok(await step(token, sure.round.id, 'reveal', onlySafe));
    // 0.99 / (1/25) = 24.75
    expect(auto.round).toMatchObject({ status: 'settled', win: '24.75' });
    expect(cents(auto.balance)).toBe(800n + 2475n);
    expect(await platformCents(t, player)).toBe(3275n);
    await expectLedgerBalanced(t);
  });

  it("keeps another player's token off a round", async () => {
    const owner = await fundedPlayer(t, driver, '5');
    const other = await fundedPlayer(t, driver, '5');
    const mine = await openGame(t, 'mines', owner);
    const theirs = await openGame(t, 'mines', other);
    const opened = await play(t, mine.token, { kind: 'mines', amount: '1', mineCount: 1 });
    const [safe] = safeTiles(await minesOf(opened.round.id));
    const reveal = await step(theirs.token, opened.round.id, 'reveal', safe);
    expect(reveal.statusCode).toBe(404);
    expect(reveal.json().error.code).toBe(ErrorCode.notFound);
    expect((await step(theirs.token, opened.round.id, 'cashout')).statusCode).toBe(404);
    expect((await studio(t, 'GET', '/rounds', theirs.token)).json().meta.totalRows).toBe(0);
    expect((await studio(t, 'GET', '/session', theirs.token)).json().data.openRound).toBeNull();
    await ok(await step(mine.token, opened.round.id, 'reveal', safe));
  });

  it('settles a round opened under an earlier launch through that launch', async () => {
    const player = await fundedPlayer(t, driver, '5');
    const before = await openGame(t, 'mines', player);
    const opened = await play(t, before.token, { kind: 'mines', amount: '1', mineCount: 24 });
    const relaunched = await openGame(t, 'mines', player);
    expect(relaunched.session.openRound?.id).toBe(opened.round.id);
    const [safe] = safeTiles(await minesOf(opened.round.id));
    const won = await ok(await step(relaunched.token, opened.round.id, 'reveal', safe));
    expect(won.round.win).toBe('24.75');
    expect(await platformCents(t, player)).toBe(2875n);
  });
});
