import { randomInt } from 'node:crypto';
import type { Profile } from '@casino/contracts';
import { normalizePhone } from '@casino/contracts';
import { and, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { NO_SIGN_UP, profileExtras, runPlayerCreatedHooks, type SignUp } from './player-hooks.ts';
import { players } from './tables.ts';

export type Player = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;

/** Profile fields of the client contract we hold no data for (yet). */
const UNKNOWN_PROFILE_FIELDS = {
  nationality: null,
  placeOfBirth: null,
  additionalAddress: null,
  profession: null,
  personalIdNumber: null,
  securityQuestion: null,
  securityAnswer: null,
} as const;

export function toProfile(player: Player, options: { isNewlyRegistered?: boolean } = {}): Profile {
  return {
    id: player.id,
    status: player.status,
    email: player.email,
    phone: player.phone,
    currency: player.currency,
    country: player.country,
    birthdate: player.birthdate,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    gender: player.gender,
    ...UNKNOWN_PROFILE_FIELDS,
    address: player.address,
    city: player.city,
    postalCode: player.postalCode,
    locale: player.locale,
    timeZone: player.timeZone,
    receiveEmailPromo: player.receiveEmailPromo,
    receiveSmsPromo: player.receiveSmsPromo,
    agreedTc: player.agreementsAcceptedAt !== null,
    confirmedAt: player.emailConfirmedAt?.toISOString() ?? null,
    createdAt: player.createdAt.toISOString(),
    freshchatRestoreId: player.freshchatRestoreId,
    segmentIds: [],
    isNewlyRegistered: options.isNewlyRegistered ?? false,
    phoneConfirmed: player.phoneVerifiedAt !== null,
    pwaInstalled: player.pwaInstalled,
    externalId: null,
    referralCode: null,
    qualifiedReferralsCount: 0,
    emailConfirmed: player.emailConfirmedAt !== null,
    phoneVerified: player.phoneVerifiedAt !== null,
    lastSignInAt: player.lastSignInAt?.toISOString() ?? null,
  };
}

/** The profile with the fields other domains hold (the referral code and qualified friends). */
export async function profileOf(
  db: Db,
  player: Player,
  options: { isNewlyRegistered?: boolean } = {},
): Promise<Profile> {
  return { ...toProfile(player, options), ...(await profileExtras(db, player.id)) };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const playerById = preparedQuery((db) =>
  db
    .select()
    .from(players)
    .where(eq(players.id, sql.placeholder('id')))
    .prepare('player_by_id'),
);

export async function findPlayerById(db: Db, id: string): Promise<Player | null> {
  if (!isUuid(id)) return null;
  const [row] = await playerById(db).execute({ id });
  return row ?? null;
}

/** Players' nicknames by id, for other domains' public views (which mask them). */
export async function nicknamesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, nickname: players.nickname })
    .from(players)
    .where(inArray(players.id, wanted));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

export type RegistrationCount = { day: string; currency: string; country: string; count: number };
export type Registration = { playerId: string; day: string; currency: string; country: string };

const registrationDay = sql<string>`to_char((${players.createdAt} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`;
const countryOrNone = sql<string>`coalesce(${players.country}, '')`;

/**
 * The players who registered from `since` (null: ever) up to `upTo`, with the UTC day, their currency
 * and country ('' without one), for the reports' fold; players without a currency are left out.
 */
export async function registrationsBetween(db: Db, since: Date | null, upTo: Date): Promise<Registration[]> {
  const rows = await db
    .select({
      playerId: players.id,
      day: registrationDay,
      currency: players.currency,
      country: countryOrNone,
    })
    .from(players)
    .where(
      and(
        since ? gte(players.createdAt, since) : undefined,
        lte(players.createdAt, upTo),
        isNotNull(players.currency),
      ),
    );
  return rows.map((row) => ({ ...row, currency: row.currency! }));
}

/** How many players registered after `after` up to `upTo`, per UTC day, currency and country (the reconciliation). */
export async function registrationCounts(
  db: Db,
  after: Date | null,
  upTo: Date,
): Promise<RegistrationCount[]> {
  const day = registrationDay;
  const country = countryOrNone;
  const rows = await db
    .select({ day, currency: players.currency, country, count: sql<number>`count(*)::int` })
    .from(players)
    .where(
      and(
        after ? gt(players.createdAt, after) : undefined,
        lte(players.createdAt, upTo),
        isNotNull(players.currency),
      ),
    )
    .groupBy(day, players.currency, country);
  return rows.map((row) => ({ ...row, currency: row.currency!, count: Number(row.count) }));
}

/** Who players are by id, for staff lists of another domain's rows (id, nickname, e-mail). */
export async function staffPlayerRefsOf(
  db: Db,
  ids: string[],
): Promise<Map<string, { id: string; nickname: string; email: string | null }>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, nickname: players.nickname, email: players.email })
    .from(players)
    .where(inArray(players.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Players' languages by id (pushes and messages rendered in them; null: not chosen). */
export async function localesOf(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, locale: players.locale })
    .from(players)
    .where(inArray(players.id, wanted));
  return new Map(rows.map((row) => [row.id, row.locale]));
}

/** How an operator recognises players: the e-mail, else the phone, else the id; by id. */
export async function contactsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, email: players.email, phone: players.phone })
    .from(players)
    .where(inArray(players.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email ?? row.phone ?? row.id]));
}

export async function findPlayerByEmail(db: Db, email: string): Promise<Player | null> {
  const [row] = await db
    .select()
    .from(players)
    .where(eq(players.email, normalizeEmail(email)));
  return row ?? null;
}

/** By phone in any international notation; null for an invalid number. */
export async function findPlayerByPhone(db: Db, phone: string): Promise<Player | null> {
  const normalized = normalizePhone(phone);
  if (!normalized) return null;
  const [row] = await db.select().from(players).where(eq(players.phone, normalized));
  return row ?? null;
}

/** A login is an e-mail address or an international phone number. */
export async function findPlayerByLogin(db: Db, login: string): Promise<Player | null> {
  return login.includes('@') ? findPlayerByEmail(db, login) : findPlayerByPhone(db, login);
}

const NICKNAME_MAX = 32;

/** Letters, digits, underscores and hyphens from a hint (an e-mail's local part), at least two of them. */
function nicknameBase(hint: string): string {
  const cleaned = hint
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, NICKNAME_MAX - 5);
  return cleaned.length >= 2 ? cleaned : generatedNickname();
}

export async function isNicknameTaken(db: Db, nickname: string, exceptPlayerId?: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(sql`lower(${players.nickname}) = lower(${nickname})`);
  return row !== undefined && row.id !== exceptPlayerId;
}

/** The hint itself when free, else the hint with a random number appended. */
export async function uniqueNickname(db: Db, hint: string): Promise<string> {
  const base = nicknameBase(hint);
  if (!(await isNicknameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${randomInt(1000, 100_000)}`;
    if (!(await isNicknameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 10)}${randomInt(10 ** 9, 10 ** 10)}`;
}

const NICKNAME_FIRST = [
  'Lucky',
  'Brave',
  'Swift',
  'Bold',
  'Sunny',
  'Calm',
  'Clever',
  'Golden',
  'Silver',
  'Steady',
];
const NICKNAME_SECOND = [
  'Mariner',
  'Skipper',
  'Captain',
  'Sailor',
  'Anchor',
  'Gull',
  'Dolphin',
  'Pilot',
  'Voyager',
];
const pick = (words: readonly string[]) => words[randomInt(words.length)]!;

/**
 * A nickname for a player whose registration gives no hint (a phone number is no name to show):
 * two words and, when that pair is taken, a number ("BraveMariner", "CalmGull48213").
 */
export function generatedNickname(): string {
  return `${pick(NICKNAME_FIRST)}${pick(NICKNAME_SECOND)}`;
}

export type CreatePlayerInput = Omit<NewPlayer, 'id' | 'nickname' | 'createdAt'> & {
  /**
   * A chosen nickname (checked by the caller); else one is derived from `nicknameHint` or the e-mail,
   * or generated (a phone registration).
   */
  nickname?: string;
  nicknameHint?: string;
};

/**
 * Inserts a player: e-mail stored lowercase, nickname made unique. For a social sign-up pass
 * `emailConfirmedAt` (the provider vouched for the address) and no `passwordHash`. A taken e-mail or
 * phone raises a unique violation (see `uniqueViolation`); run it in the caller's transaction, where
 * the player-created hooks run too (the wallet opens the first account).
 */
export async function createPlayer(
  db: Db,
  input: CreatePlayerInput,
  signUp: SignUp = NO_SIGN_UP,
): Promise<Player> {
  const { nickname, nicknameHint, ...columns } = input;
  const email = columns.email ? normalizeEmail(columns.email) : null;
  const chosen =
    nickname ?? (await uniqueNickname(db, nicknameHint ?? email?.split('@')[0] ?? generatedNickname()));
  const [row] = await db
    .insert(players)
    .values({ ...columns, email, nickname: chosen })
    .returning();
  await runPlayerCreatedHooks(db, row!, signUp);
  return row!;
}

/** Postgres and PGlite report a unique violation as SQLSTATE 23505 (Drizzle wraps it as the cause). */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** The time zone a player's calendar windows (limits' days, weeks, months) follow; UTC until the player sets one. */
export async function playerTimeZone(db: Db, playerId: string): Promise<string> {
  if (!isUuid(playerId)) return 'UTC';
  const [row] = await db.select({ timeZone: players.timeZone }).from(players).where(eq(players.id, playerId));
  return row?.timeZone ?? 'UTC';
}

/**
 * Turns every kind of marketing to the player off (on) or back on (off): a self-exclusion or
 * cooling-off must stop e-mails, SMS and notifications that promote gambling, whatever the player's
 * receive*Promo choices say. Whatever sends marketing asks `mayReceiveMarketing` first.
 */
export async function setMarketingSuppressed(db: Db, playerId: string, suppressed: boolean): Promise<void> {
  await db.update(players).set({ marketingSuppressed: suppressed }).where(eq(players.id, playerId));
}

/** Whether a marketing message may go to the player on this channel. */
export function mayReceiveMarketing(player: Player, channel: 'email' | 'sms'): boolean {
  if (player.marketingSuppressed) return false;
  return channel === 'email' ? player.receiveEmailPromo : player.receiveSmsPromo;
}
