import {
  type PageMeta,
  type PageQuery,
  type PlayerSearchHit,
  type PlayerSearchQuery,
  type PlayerSearchResult,
  type PlayerSession,
  pageMeta,
  pageOffset,
  type StaffPlayerProfile,
  type StaffSession,
} from '@casino/contracts';
import { and, asc, desc, eq, inArray, isNotNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { correlated, isoTimestamp } from '../../db/sql-facts.ts';
import { findPlayerById, type Player } from './players.ts';
import { listOpenSessions, toSessionView } from './sessions.ts';
import { players, sessions } from './tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^\+?[\d\s().-]{4,}$/;

/** `%` and `_` typed by staff are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What the text is matched as: an id exactly; an e-mail, a phone number or a nickname by its start.
 * Each is served by an index of its own in the "C" collation (identity/tables.ts), which gives both
 * the range of the prefix and the order, so a search stays fast on many players.
 */
function matcher(text: string): {
  matchedOn: PlayerSearchResult['meta']['matchedOn'];
  where: SQL;
  order: SQL;
} {
  if (UUID.test(text))
    return { matchedOn: 'id', where: eq(players.id, text.toLowerCase()), order: asc(players.id) };
  if (text.includes('@')) {
    const email = sql`${players.email} collate "C"`;
    const start = `${escapeLike(text.toLowerCase())}%`;
    return { matchedOn: 'email', where: sql`${email} like ${start}`, order: asc(email) };
  }
  if (PHONE.test(text)) {
    const phone = sql`${players.phone} collate "C"`;
    const start = `+${text.replace(/\D/g, '')}%`;
    return { matchedOn: 'phone', where: sql`${phone} like ${start}`, order: asc(phone) };
  }
  const nickname = sql`lower(${players.nickname}) collate "C"`;
  const start = `${escapeLike(text.toLowerCase())}%`;
  return { matchedOn: 'nickname', where: sql`${nickname} like ${start}`, order: asc(nickname) };
}

const hitOf = (row: Player): PlayerSearchHit => ({
  id: row.id,
  nickname: row.nickname,
  email: row.email,
  phone: row.phone,
  status: row.status,
  country: row.country,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

/**
 * The back office's player search (GET /api/backoffice/players), in the order of the matched field:
 * the index that finds the rows gives them sorted, so a start shared by many players reads no more
 * than `limit` of them.
 */
export async function searchPlayers(db: Db, query: PlayerSearchQuery): Promise<PlayerSearchResult> {
  const { matchedOn, where, order } = matcher(query.q.trim());
  const rows = await db.select().from(players).where(where).orderBy(order).limit(query.limit);
  return { data: rows.map(hitOf), meta: { matchedOn } };
}

/** A player's profile as staff see it: null when there is no such player. */
export async function staffProfile(db: Db, playerId: string): Promise<StaffPlayerProfile | null> {
  const player = await findPlayerById(db, playerId);
  if (!player) return null;
  return {
    id: player.id,
    nickname: player.nickname,
    email: player.email,
    emailConfirmed: player.emailConfirmedAt !== null,
    phone: player.phone,
    phoneVerified: player.phoneVerifiedAt !== null,
    firstName: player.firstName,
    lastName: player.lastName,
    gender: player.gender,
    birthdate: player.birthdate,
    country: player.country,
    city: player.city,
    address: player.address,
    postalCode: player.postalCode,
    locale: player.locale,
    timeZone: player.timeZone,
    status: player.status,
    marketingSuppressed: player.marketingSuppressed,
    receiveEmailPromo: player.receiveEmailPromo,
    receiveSmsPromo: player.receiveSmsPromo,
    affiliateTag: player.affiliateTag,
    registrationIp: player.registrationIp,
    createdAt: player.createdAt.toISOString(),
    lastSignInAt: player.lastSignInAt?.toISOString() ?? null,
  };
}

/** The player's open sessions, newest first, for staff (none is the asker's). */
export async function staffOpenSessions(
  db: Db,
  playerId: string,
  idleDays: number,
): Promise<PlayerSession[]> {
  const page = await listOpenSessions(db, { playerId, currentSessionId: '', page: 1, perPage: 20, idleDays });
  return page.data;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every session of the player, open or ended, newest first, for staff: `open` as authentication
 * would judge it (not closed, seen within the idle limit), the fingerprint only when the client sent one.
 */
export async function staffSessions(
  db: Db,
  playerId: string,
  query: PageQuery & { idleDays: number; now?: Date },
): Promise<{ data: StaffSession[]; meta: PageMeta }> {
  const idleSince = (query.now ?? new Date()).getTime() - query.idleDays * DAY_MS;
  const where = eq(sessions.playerId, playerId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(sessions, where),
  ]);
  return {
    data: rows.map((row) => ({
      ...toSessionView(row, ''),
      fingerprint: row.fingerprinted ? row.deviceHash : null,
      open: row.closedAt === null && row.lastSeenAt.getTime() >= idleSince,
    })),
    meta: pageMeta(query, total),
  };
}

/**
 * For each of `playerIds`, the other players who opened a session from one of its devices: one
 * account per person is the rule a shared device may break. Only a fingerprint the client sent names
 * a device; a session hashed from its user agent alone matches nobody, since every player on the
 * same browser version sends the same one.
 */
export async function playersSharingDevices(db: Db, playerIds: string[]): Promise<Map<string, string[]>> {
  const shared = new Map<string, string[]>(playerIds.map((id) => [id, []]));
  if (playerIds.length === 0) return shared;
  const mine = alias(sessions, 'mine');
  const rows = await db
    .selectDistinct({ playerId: mine.playerId, otherId: sessions.playerId })
    .from(mine)
    .innerJoin(
      sessions,
      and(
        eq(sessions.deviceHash, mine.deviceHash),
        eq(sessions.fingerprinted, true),
        ne(sessions.playerId, mine.playerId),
      ),
    )
    .where(and(inArray(mine.playerId, playerIds), eq(mine.fingerprinted, true), isNotNull(mine.deviceHash)));
  for (const row of rows) shared.get(row.playerId)?.push(row.otherId);
  return shared;
}

/**
 * playersSharingDevices for one player as a subquery on another statement's row (db/sql-facts.ts):
 * a JSON array of the other players' ids, matched by fingerprint only, as there.
 */
export function sharedDevicePlayersOf(playerId: SQLWrapper): SQL<string[]> {
  const mine = alias(sessions, 'mine');
  return correlated(sql`coalesce((
    select json_agg(distinct ${sessions.playerId})
    from ${sessions} ${mine} join ${sessions}
      on ${sessions.deviceHash} = ${mine.deviceHash} and ${sessions.playerId} <> ${mine.playerId}
    where ${mine.playerId} = ${playerId} and ${mine.deviceHash} is not null
      and ${mine.fingerprinted} and ${sessions.fingerprinted}
  ), '[]'::json)`);
}

/** The player as a search hit (hitOf), as a subquery on another statement's row: JSON, or null for none. */
export const playerHitOf = (playerId: SQLWrapper): SQL<PlayerSearchHit | null> =>
  correlated(sql`
  select json_build_object(
    'id', ${players.id}, 'nickname', ${players.nickname}, 'email', ${players.email},
    'phone', ${players.phone}, 'status', ${players.status}, 'country', ${players.country},
    'createdAt', ${isoTimestamp(players.createdAt)}, 'lastSignInAt', ${isoTimestamp(players.lastSignInAt)})
  from ${players} where ${players.id} = ${playerId}`);

/** Players by id as the back office lists them (the search's rows). */
export async function playerHits(db: Db, playerIds: string[]): Promise<Map<string, PlayerSearchHit>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db.select().from(players).where(inArray(players.id, playerIds));
  return new Map(rows.map((row) => [row.id, hitOf(row)]));
}
