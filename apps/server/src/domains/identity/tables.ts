import { OTP_REASONS } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const players = pgTable(
  'players',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lowercase; null for a player registered by phone or a social account without e-mail. */
    email: text().unique(),
    /** E.164 (+4917612345678). */
    phone: text().unique(),
    /** argon2id; null for players who only sign in through a social account. */
    passwordHash: text(),
    /** Unique whatever the letter case. */
    nickname: text().notNull(),
    firstName: text(),
    lastName: text(),
    gender: text({ enum: ['male', 'female', 'other'] }),
    birthdate: date({ mode: 'string' }),
    country: text(),
    city: text(),
    address: text(),
    postalCode: text(),
    currency: text(),
    locale: text().notNull(),
    /** PlayerStatus: 1 active, 2 limited, 3 blocked, 4 self-excluded. */
    status: smallint().notNull().default(1),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    receiveEmailPromo: boolean().notNull().default(false),
    receiveSmsPromo: boolean().notNull().default(false),
    /** IANA time zone (Europe/London); limits' daily, weekly and monthly windows follow it. Null: UTC. */
    timeZone: text(),
    /**
     * No marketing of any kind (e-mail, SMS, notifications) while set, whatever receive*Promo say: set
     * by the limits domain during a self-exclusion or cooling-off (LCCP 3.5).
     */
    marketingSuppressed: boolean().notNull().default(false),
    agreementsAcceptedAt: timestamp({ withTimezone: true }),
    affiliateTag: text(),
    /** The bonus code typed at registration, for the bonus engine to pick up. */
    registrationBonusCode: text(),
    registrationIp: text(),
    freshchatRestoreId: text(),
    pwaInstalled: boolean().notNull().default(false),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('players_nickname_lower_idx').on(sql`lower(${table.nickname})`),
    // The reports' fold counts the registrations of each minute (registrationCounts).
    index('players_created_at_idx').on(table.createdAt),
    // The back office's search by the start of an e-mail, a phone or a nickname (LIKE 'abc%'), in the
    // "C" collation: there a LIKE prefix is an index range AND the index gives the rows in the order
    // asked, so a start shared by many players reads only the page (text_pattern_ops gave the range
    // but not the order, and the locale-ordered index the order but not the range).
    index('players_email_search_idx').on(sql`${table.email} collate "C"`),
    index('players_phone_search_idx').on(sql`${table.phone} collate "C"`),
    index('players_nickname_search_idx').on(sql`lower(${table.nickname}) collate "C"`),
  ],
);

export const SESSION_METHODS = ['password', 'phone', 'social', 'autologin', 'registration'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    method: text({ enum: SESSION_METHODS }).notNull(),
    ip: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    /** The `jti` of the session's current access token; a refresh rotates it. Null only for rows from before rotation. */
    tokenId: uuid(),
    /** The token replaced by the last refresh: still accepted for a few seconds (two tabs refreshing at once). */
    previousTokenId: uuid(),
    tokenRotatedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the device that opened the session (its fingerprint, else its user agent): a known device on sign-in. */
    deviceHash: text(),
    /**
     * Whether `deviceHash` is the hash of a fingerprint the client sent, not of its user agent: only
     * those name one device (every player on the same browser version shares a user agent).
     */
    fingerprinted: boolean().notNull().default(false),
    /** The visitor's country as the proxy's header (COUNTRY_HEADER) gave it when the session opened. */
    country: text(),
  },
  (table) => [
    index('sessions_player_id_idx').on(table.playerId, table.createdAt),
    index('sessions_player_device_idx').on(table.playerId, table.deviceHash),
    // The back office's shared-device check: who else opened a session from this fingerprint.
    index('sessions_fingerprint_idx').on(table.deviceHash).where(sql`${table.fingerprinted}`),
  ],
);

/** One-time SMS codes: only an HMAC of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    phone: text().notNull(),
    reason: text({ enum: OTP_REASONS }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ip: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set by a successful verify; a registration code stays usable by the registration after that. */
    verifiedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('otp_codes_phone_idx').on(table.phone, table.reason, table.createdAt)],
);

export const EMAIL_TOKEN_PURPOSES = ['password-reset', 'email-confirmation'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Codes sent in e-mail links: only a SHA-256 of the code is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    purpose: text({ enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('email_tokens_player_idx').on(table.playerId, table.purpose)],
);

/** Ids of redeemed one-time tokens, so that a replay fails. */
export const usedOneTimeTokens = pgTable('used_one_time_tokens', {
  jti: uuid().primaryKey(),
  purpose: text().notNull(),
  playerId: uuid().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: createdAt(),
});

/** Attempts counted for rate limits that must hold across processes (sign-in failures, OTP sends...). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    scope: text().notNull(),
    subject: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rate_events_lookup_idx').on(table.scope, table.subject, table.createdAt)],
);

/** A player's account at an outside identity provider (OpenID Connect subject, Telegram user id). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    playerId: uuid()
      .notNull()
      .references(() => players.id),
    email: text(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_identities_provider_subject_idx').on(table.provider, table.subject),
    index('social_identities_player_idx').on(table.playerId),
  ],
);

/** A social sign-in in flight: the `state` sent to the provider, with the PKCE verifier kept here. */
export const oauthStates = pgTable('oauth_states', {
  id: text().primaryKey(),
  provider: text().notNull(),
  connection: text().notNull(),
  backRoute: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A player's TOTP authenticator (two-factor.ts). The secret is AES-256-GCM encrypted with the server's
 * two-factor key; `enabledAt` is null until the first code confirms the enrolment. `lastUsedStep` is
 * the 30-second step of the last code accepted: a code of that step or an earlier one never passes again.
 */
export const twoFactorAuthenticators = pgTable('two_factor_authenticators', {
  playerId: uuid()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  secretEncrypted: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: integer(),
  createdAt: createdAt(),
});

/** One-time recovery codes, kept as keyed hashes (HMAC-SHA256); a used one keeps its row with `usedAt`. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_player_hash').on(table.playerId, table.codeHash)],
);
