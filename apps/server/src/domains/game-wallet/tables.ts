import type { GameRoundStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Game providers that call the seamless-wallet API, each with its own HMAC secret. The studio's row
 * ('studio') is written at every start from STUDIO_WALLET_SECRET (or the generated one).
 */
export const gameProviders = pgTable('game_providers', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** Signs the provider's calls: X-Signature is sha256=<hex HMAC-SHA256 of the raw body>. */
  secret: text().notNull(),
  /** The provider's page that recalls a round, `{roundId}` standing for its round id; null: none. */
  roundUrlTemplate: text(),
  isEnabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A game launched for a player: the provider knows it only by its token (kept here as a SHA-256 hash).
 * Its wallet account and currency are fixed at launch.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    currency: text().notNull(),
    providerId: text()
      .notNull()
      .references(() => gameProviders.id),
    gameId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('game_sessions_player_idx').on(table.playerId, table.createdAt)],
);

export const GAME_WALLET_KINDS = ['bet', 'win', 'rollback'] as const;
export type GameWalletKind = (typeof GAME_WALLET_KINDS)[number];

/**
 * accepted: processed (a bet, a win, a rollback). rolledBack: a bet a rollback reversed.
 * tombstone: a bet id whose rollback arrived first; the late bet is refused (15013).
 */
export const GAME_WALLET_STATUSES = ['accepted', 'rolledBack', 'tombstone'] as const;
export type GameWalletStatus = (typeof GAME_WALLET_STATUSES)[number];

/**
 * Every bet, win and rollback a provider sent, once per (provider, transaction id): the unique index
 * is what makes a replay answer the stored first answer and move nothing.
 */
export const gameWalletTransactions = pgTable(
  'game_wallet_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    providerId: text().notNull(),
    transactionId: text().notNull(),
    kind: text().$type<GameWalletKind>().notNull(),
    status: text().$type<GameWalletStatus>().notNull().default('accepted'),
    sessionId: uuid().notNull(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    roundId: text().notNull(),
    /** Minor units of the currency; 0 for a tombstone and for a win of a lost round. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    /** A rollback: the bet it reverses. */
    referenceTransactionId: text(),
    /** The ledger posting that moved the money; null when nothing moved. */
    ledgerTransactionId: bigint({ mode: 'number' }),
    /** The answer given the first time, returned as is to a replay. */
    answer: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_wallet_transactions_provider_tx_idx').on(table.providerId, table.transactionId),
    index('game_wallet_transactions_round_idx').on(table.sessionId, table.roundId),
    check('game_wallet_transactions_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/**
 * A round as the platform sees it, kept up to date in the transactions of its bets, wins and rollbacks
 * (rounds.ts). One per (session, provider round id), like the wallet's own round check. Amounts in
 * minor units of the currency: `betMinor` every bet taken, `refundedMinor` what rollbacks gave back,
 * `winMinor` what wins paid. open: bets only; settled: a win came (the first one settles);
 * rolledBack: every bet was rolled back (refunded = bet).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: text().notNull(),
    providerRoundId: text().notNull(),
    sessionId: uuid().notNull(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    /** The provider's game id of the session (the catalogue slug for the studio). */
    gameSlug: text().notNull(),
    currency: text().notNull(),
    betMinor: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    refundedMinor: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The part of the bets paid with bonus money: the same share of each win goes back to the bonus. */
    bonusMinor: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The bonus active when the round opened (its wagering counted the bets). */
    playerBonusId: uuid(),
    /**
     * A free spin's round: its one bet moved no money (betMinor is the spin's stake) and its wins go to
     * these free spins' winnings, not to the player's balance.
     */
    freespinId: uuid(),
    status: text().$type<GameRoundStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_session_round_idx').on(table.sessionId, table.providerRoundId),
    index('game_rounds_player_created_idx').on(table.playerId, table.createdAt, table.id),
    index('game_rounds_player_settled_idx')
      .on(table.playerId, table.settledAt, table.id)
      .where(sql`${table.status} = 'settled'`),
    /** The public winners feed: settled rounds that paid more than the stake kept. */
    index('game_rounds_winners_idx')
      .on(table.settledAt, table.id)
      .where(
        sql`${table.status} = 'settled' AND ${table.winMinor} > ${table.betMinor} - ${table.refundedMinor}`,
      ),
    /** Rounds still open that bonus money paid for: the bonus cannot finish or be cancelled under them. */
    index('game_rounds_open_bonus_idx')
      .on(table.playerBonusId)
      .where(sql`${table.status} = 'open' AND ${table.bonusMinor} > 0`),
    /** Free-spin rounds still open: the free spins do not finish under them. */
    index('game_rounds_open_freespin_idx')
      .on(table.freespinId)
      .where(sql`${table.status} = 'open' AND ${table.freespinId} IS NOT NULL`),
    check(
      'game_rounds_amounts_valid',
      sql`${table.betMinor} >= 0 AND ${table.winMinor} >= 0 AND ${table.refundedMinor} BETWEEN 0 AND ${table.betMinor}`,
    ),
  ],
);

/**
 * Reality checks (UKGC RTS 13) the player acknowledged in a provider's game, with the game session's
 * figures the panel showed: once per (provider, check id), since a provider may repeat its call.
 */
export const gameRealityChecks = pgTable(
  'game_reality_checks',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    providerId: text()
      .notNull()
      .references(() => gameProviders.id),
    checkId: text().notNull(),
    sessionId: uuid()
      .notNull()
      .references(() => gameSessions.id),
    playerId: uuid().notNull(),
    gameId: text().notNull(),
    currency: text().notNull(),
    intervalSeconds: bigint({ mode: 'number' }).notNull(),
    elapsedSeconds: bigint({ mode: 'number' }).notNull(),
    rounds: bigint({ mode: 'number' }).notNull(),
    netMinor: bigint({ mode: 'bigint' }).notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_reality_checks_provider_check_idx').on(table.providerId, table.checkId),
    index('game_reality_checks_player_idx').on(table.playerId, table.acknowledgedAt, table.id),
    index('game_reality_checks_recent_idx').on(table.acknowledgedAt, table.id),
  ],
);

export type GameProviderRow = typeof gameProviders.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameWalletTransactionRow = typeof gameWalletTransactions.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
