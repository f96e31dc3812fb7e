import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { tournamentEntries } from './tables.ts';

/** An entry's score: points in the scoring's unit and when they were reached (the earlier wins a tie). */
export type Standing = { playerId: string; points: number; reachedAt: Date | null };
export type Placed = { playerId: string; points: number; place: number };

/**
 * Where the live leaderboards are read from: the database, or Redis sorted sets kept beside it. The
 * order is points descending, then reachedAt ascending, then player id descending (a full order, so
 * both stores always agree). Only entries with points are placed. The database stays the truth: the
 * prizes are paid from it, and the Redis copy is rebuilt from it when missing.
 */
export interface LeaderboardStore {
  /** The new standings of entries whose points changed, in the transaction that changed them. */
  record(db: Db, tournamentId: string, changed: Standing[]): Promise<void>;
  top(db: Db, tournamentId: string, count: number): Promise<Placed[]>;
  /** The player's place, or null while they have no points. */
  placeOf(db: Db, tournamentId: string, playerId: string): Promise<number | null>;
  /** Forgets a finished tournament's copy (the database answers for it from then on). */
  forget(tournamentId: string): Promise<void>;
}

const leaderboardOrder = [
  desc(tournamentEntries.points),
  asc(tournamentEntries.reachedAt),
  desc(tournamentEntries.playerId),
];

/** The top of a leaderboard read from the entries (the database store, and the Redis copy's rebuild). */
export async function topFromDatabase(db: Db, tournamentId: string, count: number): Promise<Standing[]> {
  return db
    .select({
      playerId: tournamentEntries.playerId,
      points: tournamentEntries.points,
      reachedAt: tournamentEntries.reachedAt,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), gt(tournamentEntries.points, 0)))
    .orderBy(...leaderboardOrder)
    .limit(count);
}

const placed = (rows: Standing[]): Placed[] =>
  rows.map((row, index) => ({ playerId: row.playerId, points: row.points, place: index + 1 }));

export const databaseLeaderboards: LeaderboardStore = {
  async record() {},
  async top(db, tournamentId, count) {
    return placed(await topFromDatabase(db, tournamentId, count));
  },
  async placeOf(db, tournamentId, playerId) {
    const e = sql`e`;
    const result = await db.execute(sql`
      SELECT CASE WHEN ${e}.points = 0 THEN NULL ELSE 1 + (
        SELECT count(*) FROM ${tournamentEntries} o
        WHERE o.tournament_id = ${e}.tournament_id AND o.points > 0 AND (
          o.points > ${e}.points
          OR (o.points = ${e}.points AND o.reached_at < ${e}.reached_at)
          OR (o.points = ${e}.points AND o.reached_at = ${e}.reached_at AND o.player_id > ${e}.player_id)
        )) END AS place
      FROM ${tournamentEntries} ${e}
      WHERE ${e}.tournament_id = ${tournamentId} AND ${e}.player_id = ${playerId}`);
    const place = (result as unknown as { rows: { place: string | number | null }[] }).rows[0]?.place;
    return place === null || place === undefined ? null : Number(place);
  },
  async forget() {},
};

/**
 * One sorted set per tournament: the score is the points, the member `{inverted reachedAt}:{playerId}`,
 * so that Redis's reverse order of equal scores (members descending) is reachedAt ascending, then the
 * player id descending, as in the database. A hash keeps each player's member, to replace it when the
 * standing changes. A marker member (score -1) tells a leaderboard with no points from a lost copy.
 */
const LATEST_MS = 9_999_999_999_999;
const MARKER = '~';

const memberOf = (standing: Standing) =>
  `${String(LATEST_MS - (standing.reachedAt?.getTime() ?? LATEST_MS)).padStart(13, '0')}:${standing.playerId}`;
const playerOfMember = (member: string) => member.slice(member.indexOf(':') + 1);

/** Applies the changes only while the copy exists: a missing one is rebuilt whole at the next read. */
const RECORD_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
for i = 1, #ARGV, 3 do
  local old = redis.call('HGET', KEYS[2], ARGV[i])
  if old then redis.call('ZREM', KEYS[1], old) end
  redis.call('ZADD', KEYS[1], ARGV[i + 1], ARGV[i + 2])
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 2])
end
return 1`;

export class RedisLeaderboards implements LeaderboardStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(tournamentId: string) {
    const base = `${this.prefix}:tournament:{${tournamentId}}`;
    return { board: `${base}:board`, members: `${base}:members` };
  }

  /**
   * Redis down must not stop the scores (the database is the truth): a copy that missed a change is
   * dropped, to be rebuilt at the next read, and reads fall back to the database meanwhile.
   */
  async record(_db: Db, tournamentId: string, changed: Standing[]) {
    if (changed.length === 0) return;
    const { board, members } = this.keys(tournamentId);
    const args = changed.flatMap((standing) => [
      standing.playerId,
      String(standing.points),
      memberOf(standing),
    ]);
    try {
      await this.redis.eval(RECORD_SCRIPT, 2, board, members, ...args);
    } catch {
      await this.redis.del(board, members).catch(() => undefined);
    }
  }

  async top(db: Db, tournamentId: string, count: number) {
    return this.orDatabase(
      () => this.readTop(db, tournamentId, count),
      () => databaseLeaderboards.top(db, tournamentId, count),
    );
  }

  async placeOf(db: Db, tournamentId: string, playerId: string) {
    return this.orDatabase(
      () => this.readPlace(db, tournamentId, playerId),
      () => databaseLeaderboards.placeOf(db, tournamentId, playerId),
    );
  }

  private async orDatabase<T>(fromRedis: () => Promise<T>, fromDatabase: () => Promise<T>): Promise<T> {
    let answer: { value: T } | null = null;
    try {
      answer = { value: await fromRedis() };
    } catch {
      answer = null;
    }
    return answer ? answer.value : fromDatabase();
  }

  private async readTop(db: Db, tournamentId: string, count: number) {
    await this.ensure(db, tournamentId);
    const flat = await this.redis.zrevrangebyscore(
      this.keys(tournamentId).board,
      '+inf',
      '(0',
      'WITHSCORES',
      'LIMIT',
      0,
      count,
    );
    const rows: Placed[] = [];
    for (let at = 0; at < flat.length; at += 2)
      rows.push({ playerId: playerOfMember(flat[at]!), points: Number(flat[at + 1]), place: at / 2 + 1 });
    return rows;
  }

  private async readPlace(db: Db, tournamentId: string, playerId: string) {
    await this.ensure(db, tournamentId);
    const { board, members } = this.keys(tournamentId);
    const member = await this.redis.hget(members, playerId);
    if (!member) return null;
    const rank = await this.redis.zrevrank(board, member);
    return rank === null ? null : rank + 1;
  }

  async forget(tournamentId: string) {
    const { board, members } = this.keys(tournamentId);
    await this.redis.del(board, members);
  }

  /** Rebuilds a missing copy from the entries. */
  private async ensure(db: Db, tournamentId: string) {
    const { board, members } = this.keys(tournamentId);
    if ((await this.redis.exists(board)) === 1) return;
    const rows = await topFromDatabase(db, tournamentId, Number.MAX_SAFE_INTEGER);
    const multi = this.redis.multi().del(board, members).zadd(board, -1, MARKER);
    for (const row of rows) {
      multi.zadd(board, row.points, memberOf(row));
      multi.hset(members, row.playerId, memberOf(row));
    }
    await multi.exec();
  }
}
