import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DefinitionTerms, IssuedTerms } from './terms.ts';

/** A text per locale code ('en', 'de' ...). */
export type BonusNames = Record<string, string>;

/**
 * How a bonus is given: with a chosen deposit, by a promo code, by the weekly cashback job, as a
 * retention reward (a quest, a tournament place, a wheel sector, points exchanged: domains/rewards), or
 * to a referral programme's owner for each friend who qualified (domains/referrals).
 */
export const BONUS_TRIGGERS = ['deposit', 'code', 'cashback', 'reward', 'referral'] as const;
export type BonusTrigger = (typeof BONUS_TRIGGERS)[number];

/** A welcome package: bonuses given with the player's 1st, 2nd ... deposit, in order. */
export const bonusPackages = pgTable('bonus_packages', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  names: jsonb().$type<BonusNames>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bonus on offer. Everything a player's bonus is issued with lives in `terms` (validated by
 * terms.ts): trigger conditions, amounts and caps per currency, wagering, weights, free spins. The
 * columns are what lists filter on.
 */
export const bonusDefinitions = pgTable('bonus_definitions', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  names: jsonb().$type<BonusNames>().notNull(),
  /** BonusType: 1 cash, 2 percentage, 3 free spins. */
  type: smallint().notNull(),
  trigger: text().$type<BonusTrigger>().notNull(),
  packageId: uuid().references(() => bonusPackages.id),
  /** The step of its package (1 = the first deposit), or the order among offers. */
  packagePriority: integer(),
  terms: jsonb().$type<DefinitionTerms>().notNull(),
  /** The promotion lifecycle (contracts' promotionState): null scheduledAt is a draft. */
  scheduledAt: timestamp({ withTimezone: true }),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  endedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's bonus. Its money is in the wallet account's bonus ledger part while it is active (one
 * active bonus per account); `terms` are the definition's, as issued, in the account's currency.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    currency: text().notNull(),
    definitionId: uuid()
      .notNull()
      .references(() => bonusDefinitions.id),
    names: jsonb().$type<BonusNames>().notNull(),
    type: smallint().notNull(),
    /** PlayerBonusStatus and PlayerBonusResult. */
    status: smallint().notNull().default(1),
    result: smallint().notNull().default(1),
    /** Minor units: credited at activation. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** Bets times their game's weight so far, and what the terms require; minor units. */
    wagered: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    required: bigint({ mode: 'bigint' }).notNull(),
    /** What wagering converted to cash, and what was forfeited (cap, cancel, expiry), once finished. */
    convertedAmount: bigint({ mode: 'bigint' }),
    forfeitedAmount: bigint({ mode: 'bigint' }),
    terms: jsonb().$type<IssuedTerms>().notNull(),
    /** Why it was issued, unique: a replayed deposit or job issues nothing twice. */
    sourceKey: text().notNull().unique(),
    invoiceId: uuid(),
    packageId: uuid(),
    packagePriority: integer(),
    issueSessionId: uuid(),
    activationExpiresAt: timestamp({ withTimezone: true }),
    wageringExpiresAt: timestamp({ withTimezone: true }),
    activatedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_bonuses_player_idx').on(table.playerId, table.status, table.createdAt),
    uniqueIndex('player_bonuses_one_active_idx').on(table.walletAccountId).where(sql`${table.status} = 2`),
  ],
);

/** Free spins on one game: played by the studio without a cash debit, winnings become bonus money. */
export const playerFreespins = pgTable(
  'player_freespins',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    currency: text().notNull(),
    definitionId: uuid()
      .notNull()
      .references(() => bonusDefinitions.id),
    names: jsonb().$type<BonusNames>().notNull(),
    status: smallint().notNull().default(1),
    result: smallint().notNull().default(1),
    count: integer().notNull(),
    usedCount: integer().notNull().default(0),
    /** The game's catalogue slug. */
    gameSlug: text().notNull(),
    /** Minor units: each spin's stake, and what the spins won so far. */
    betAmount: bigint({ mode: 'bigint' }).notNull(),
    winAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The wagering the winnings get as a bonus. */
    terms: jsonb().$type<IssuedTerms>().notNull(),
    sourceKey: text().notNull().unique(),
    packageId: uuid(),
    packagePriority: integer(),
    issueSessionId: uuid(),
    activationExpiresAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_freespins_player_idx').on(table.playerId, table.status, table.createdAt)],
);

/** A code that gives a bonus: promo (trigger 1, at once) or deposit (trigger 3, with the next deposit). */
export const bonusCodes = pgTable('bonus_codes', {
  /** Upper case. */
  code: text().primaryKey(),
  definitionId: uuid()
    .notNull()
    .references(() => bonusDefinitions.id),
  trigger: smallint().notNull(),
  /** Uses in all; null: unlimited. */
  maxUses: integer(),
  usedCount: integer().notNull().default(0),
  perPlayer: integer().notNull().default(1),
  /** The promotion lifecycle (contracts' promotionState): null scheduledAt is a draft. */
  scheduledAt: timestamp({ withTimezone: true }),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  endedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every code a player typed, with what came of it (BonusCodeStatus). */
export const playerBonusCodes = pgTable(
  'player_bonus_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    /** As typed, trimmed. */
    code: text().notNull(),
    trigger: smallint().notNull(),
    status: smallint().notNull(),
    playerBonusId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_bonus_codes_player_idx').on(table.playerId, table.createdAt)],
);

/** The weekly cashback paid, once per player, currency and week. */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    currency: text().notNull(),
    /** The Monday (UTC) the week starts. */
    periodStart: date().notNull(),
    netLoss: bigint({ mode: 'bigint' }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    playerBonusId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cashback_payouts_once_idx').on(table.playerId, table.currency, table.periodStart)],
);

export type BonusDefinitionRow = typeof bonusDefinitions.$inferSelect;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type PlayerFreespinRow = typeof playerFreespins.$inferSelect;
export type PlayerBonusCodeRow = typeof playerBonusCodes.$inferSelect;
