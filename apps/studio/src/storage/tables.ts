import type { Jurisdiction } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The studio's own tables (docs/decisions/0009): no platform code reads them and the studio reads no
 * platform table, so they could move to a database of their own.
 */

export const STUDIO_MODES = ['real', 'demo'] as const;
export type StudioMode = (typeof STUDIO_MODES)[number];

/**
 * A launch as the studio knows it: the token the game page sends (kept as a SHA-256 hash), the opaque
 * player reference, the currency and game. Real money: the platform's token is also kept sealed
 * (AES-GCM with a key derived from the provider secret), because rounds settled without a request
 * (crash cash-outs, recovery at start) still call the wallet with it. Demo: the FUN balance lives here.
 */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    mode: text().$type<StudioMode>().notNull(),
    playerRef: text().notNull(),
    currency: text().notNull(),
    gameSlug: text().notNull(),
    sealedToken: text(),
    demoBalanceMinor: bigint({ mode: 'bigint' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * Reality check (RTS 13), real money only: the interval the platform's balance call named when the
     * session was opened or last reopened, in seconds (null: none), and when the current interval began
     * (the session's start, then each acknowledgement). No round is played once it has run out.
     */
    realityCheckSeconds: integer(),
    realityCheckFrom: timestamp({ withTimezone: true }),
    /** The jurisdiction whose game design rules (RTS 14) this session follows, as the launch named it. */
    jurisdiction: text().$type<Jurisdiction>().notNull().default('none'),
  },
  (table) => [
    index('studio_sessions_player_idx').on(table.playerRef, table.createdAt),
    check('studio_sessions_demo_balance_not_negative', sql`${table.demoBalanceMinor} >= 0`),
  ],
);

export const DEMO_MOVE_KINDS = ['bet', 'win', 'rollback'] as const;
export type DemoMoveKind = (typeof DEMO_MOVE_KINDS)[number];

/**
 * Every move of a demo balance, once per transaction id, like the platform's wallet does for real
 * money: a repeated win or rollback moves nothing, a rollback of a bet that never arrived is recorded
 * so the late bet is refused.
 */
export const studioDemoMoves = pgTable('studio_demo_moves', {
  transactionId: text().primaryKey(),
  sessionId: uuid()
    .notNull()
    .references(() => studioSessions.id),
  kind: text().$type<DemoMoveKind>().notNull(),
  /** Minor units of FUN, signed: what the move did to the balance (0 for a rollback of nothing). */
  amount: bigint({ mode: 'bigint' }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's seeds: the server seed (secret until rotated), its SHA-256 commitment, the client seed
 * and the nonce of the next round. One active pair per player reference.
 */
export const studioSeedPairs = pgTable(
  'studio_seed_pairs',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerRef: text().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nextNonce: integer().notNull().default(0),
    /** Null while active; set when rotated, from then on the server seed is public. */
    revealedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('studio_seed_pairs_active_idx').on(table.playerRef).where(sql`${table.revealedAt} is null`),
    index('studio_seed_pairs_player_idx').on(table.playerRef, table.createdAt),
  ],
);

export const STUDIO_ROUND_STATUSES = ['open', 'settled', 'rolledBack'] as const;
export type StudioRoundStatus = (typeof STUDIO_ROUND_STATUSES)[number];

/**
 * One round of a player: what was bet, what came out (for mines also the hidden mine layout, never
 * shown while open), what it paid, and the seeds that decided it. Amounts in the currency's minor unit.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerRef: text().notNull(),
    sessionId: uuid()
      .notNull()
      .references(() => studioSessions.id),
    gameSlug: text().notNull(),
    kind: text().notNull(),
    mode: text().$type<StudioMode>().notNull(),
    status: text().$type<StudioRoundStatus>().notNull().default('open'),
    currency: text().notNull(),
    betMinor: bigint({ mode: 'bigint' }).notNull(),
    winMinor: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    outcome: jsonb().$type<Record<string, unknown>>().notNull(),
    seedPairId: uuid()
      .notNull()
      .references(() => studioSeedPairs.id),
    nonce: integer().notNull(),
    /** The wallet's transaction id of the bet once it was sent (real money). */
    betTransactionId: text(),
    /** The platform's free spins this round was one of: its bet and win moved none of the player's money. */
    freespinId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('studio_rounds_player_idx').on(table.playerRef, table.createdAt),
    uniqueIndex('studio_rounds_seed_nonce_idx').on(table.seedPairId, table.nonce),
    // One mines round in play per player: a second start while one is open is refused.
    uniqueIndex('studio_rounds_open_mines_idx')
      .on(table.playerRef)
      .where(sql`${table.kind} = 'mines' and ${table.status} = 'open'`),
    index('studio_rounds_open_idx').on(table.status).where(sql`${table.status} = 'open'`),
    check('studio_rounds_amounts_not_negative', sql`${table.betMinor} >= 0 and ${table.winMinor} >= 0`),
  ],
);

export type StudioSessionRow = typeof studioSessions.$inferSelect;
export type StudioSeedPairRow = typeof studioSeedPairs.$inferSelect;
export type StudioRoundRow = typeof studioRounds.$inferSelect;
export type StudioDemoMoveRow = typeof studioDemoMoves.$inferSelect;

/** The figures a reality-check panel showed, as the platform's reality-check call carries them. */
export type RealityCheckFigures = {
  intervalSeconds: number;
  elapsedSeconds: number;
  rounds: number;
  net: string;
};

/**
 * Reality checks acknowledged in real-money sessions, kept until the platform has answered its
 * reality-check call: one it could not be told of (away, a 5xx) is told again by the studio's sweep,
 * under the same check id, which the platform records once.
 */
export const studioRealityCheckReports = pgTable(
  'studio_reality_check_reports',
  {
    checkId: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    figures: jsonb().$type<RealityCheckFigures>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the platform answered (recorded, or refused for good); null while it is still to be told. */
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('studio_reality_check_reports_unanswered_idx')
      .on(table.createdAt)
      .where(sql`${table.answeredAt} IS NULL`),
  ],
);
