import { randomUUID } from 'node:crypto';
import { TournamentScoring } from '@casino/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { OPERATOR_KEY, SLOT, WALLET_SECRET, WEBHOOK_SECRET } from '../bonuses/test-helpers.ts';
import { databaseLeaderboards, RedisLeaderboards } from './leaderboard.ts';
import { leaderboardsOf } from './routes.ts';
import { tournamentKit } from './test-helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(testDrivers)('tournament leaderboards in Redis and in the database on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof tournamentKit>;
  let redis: Redis;
  const prefix = `casino-test-${randomUUID()}`;
  beforeAll(async () => {
    t = await startTestApp(driver, {
      STUDIO_WALLET_SECRET: WALLET_SECRET,
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OPERATOR_KEY,
      REDIS_URL,
      REDIS_PREFIX: prefix,
    });
    kit = tournamentKit(t, driver);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await t?.close();
  });

  async function expectSameBoards(tournamentId: string, playerIds: string[]) {
    const db = t.database.db;
    const fromRedis = await leaderboardsOf(t.app).top(db, tournamentId, 50);
    expect(fromRedis).toEqual(await databaseLeaderboards.top(db, tournamentId, 50));
    for (const playerId of playerIds)
      expect(await leaderboardsOf(t.app).placeOf(db, tournamentId, playerId)).toBe(
        await databaseLeaderboards.placeOf(db, tournamentId, playerId),
      );
    return fromRedis;
  }

  it('keeps the same order, ties included, and rebuilds a lost copy from the database', async () => {
    expect(leaderboardsOf(t.app)).toBeInstanceOf(RedisLeaderboards);
    for (const scoring of [TournamentScoring.totalBet, TournamentScoring.bestMultiplier]) {
      const race = await kit.open({ scoring });
      const players = [];
      for (let i = 0; i < 4; i++) players.push(await kit.player(100, SLOT));
      const ids = players.map((p) => p.playerId);
      // Equal scores reached one after the other, then a change of the lead.
      for (const p of players) await kit.spin(p, SLOT, '2', '4');
      await kit.spin(players[2]!, SLOT, '1', '3');
      const board = await expectSameBoards(race.id, ids);
      expect(board).toHaveLength(4);
      expect(board[0]!.playerId).toBe(ids[2]);
      // The others tie: in the order they reached their score.
      expect(board.slice(1).map((entry) => entry.playerId)).toEqual([ids[0], ids[1], ids[3]]);

      // Redis lost its copy: the next read rebuilds it, and later scores land in it.
      const lost = await redis.keys(`${prefix}:tournament:{${race.id}}:*`);
      expect(lost).toHaveLength(2);
      await redis.del(...lost);
      await expectSameBoards(race.id, ids);
      await kit.spin(players[3]!, SLOT, '10', '50');
      expect((await expectSameBoards(race.id, ids))[0]!.playerId).toBe(ids[3]);
      expect((await kit.detail(race.id, players[3]!.token)).playerEntry?.place).toBe(1);
    }
  });

  it('answers from the database while the copy cannot be read', async () => {
    const race = await kit.open();
    const p = await kit.player(100, SLOT);
    await kit.spin(p, SLOT, '5');
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const broken = new RedisLeaderboards(down, prefix);
    expect(await broken.top(t.database.db, race.id, 10)).toEqual([
      { playerId: p.playerId, points: 500, place: 1 },
    ]);
    expect(await broken.placeOf(t.database.db, race.id, p.playerId)).toBe(1);
    down.disconnect();
  });
});
