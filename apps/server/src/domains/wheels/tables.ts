import type { SectorPrize } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A text per locale code ('en', 'de' ...). */
export type WheelTexts = Record<string, string>;

/** Minor units per currency code, as decimal text (JSON has no bigint). */
export type WheelAmounts = Record<string, string>;

/**
 * What a sector pays: the draw engine's and the editor's one schema (contracts' wheel-sectors.ts).
 * Amounts are per currency in minor units; a currency not listed is paid the base currency's amount
 * converted at the site's rates (prizes.ts).
 */
export type { SectorPrize };

/**
 * A prize wheel (seeded: seed.ts; edited in the back office: editor.ts). It moves through the promotion
 * lifecycle (draft, scheduled, live, ended: promotion-lifecycle.ts) and issues spins while live. Spins
 * come by its rules: one a day (`dailySpin`), one per credited deposit of at
 * least `minDeposits` (`depositSpin`); each spin can be played for `spinValidHours` after its issue.
 */
export const wheels = pgTable(
  'wheels',
  {
    id: uuid().primaryKey().defaultRandom(),
    identity: text().notNull().unique('wheels_identity_unique'),
    titles: jsonb().$type<WheelTexts>().notNull(),
    descriptions: jsonb().$type<WheelTexts>().notNull(),
    dailySpin: boolean().notNull().default(false),
    depositSpin: boolean().notNull().default(false),
    /** The least deposit that earns a spin, in minor units per currency. */
    minDeposits: jsonb().$type<WheelAmounts>().notNull().default({}),
    spinValidHours: integer().notNull(),
    /** Whether the sectors' chances are shown (dropRate). */
    publishDropRates: boolean().notNull().default(true),
    /** The promotion lifecycle (promotion-lifecycle.ts): null scheduledAt is a draft. */
    scheduledAt: timestamp({ withTimezone: true }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** The sectors' current version: an edit of the sectors adds a version, spins keep theirs. */
    sectorsVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wheels_spin_valid_hours_valid', sql`${table.spinValidHours} > 0`),
    check(
      'wheels_window_valid',
      sql`${table.endsAt} IS NULL OR ${table.startsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/** A wheel's sectors, by position; each is drawn with the chance weight / the wheel's total weight. */
export const wheelSectors = pgTable(
  'wheel_sectors',
  {
    id: uuid().primaryKey().defaultRandom(),
    wheelId: uuid()
      .notNull()
      .references(() => wheels.id, { onDelete: 'cascade' }),
    /** The wheel's sectors version this row belongs to (wheels.sectors_version is the current one). */
    version: integer().notNull().default(1),
    position: integer().notNull(),
    titles: jsonb().$type<WheelTexts>().notNull(),
    weight: integer().notNull(),
    prize: jsonb().$type<SectorPrize>().notNull(),
  },
  (table) => [
    unique('wheel_sectors_version_position_unique').on(table.wheelId, table.version, table.position),
    check('wheel_sectors_weight_valid', sql`${table.weight} > 0`),
  ],
);

/**
 * A spin issued to a player, once per source: `daily:{wheel}:{player}:{YYYY-MM-DD}` or
 * `deposit:{invoiceId}` (unique per wheel). Its server seed is drawn at issue and only its hash is shown
 * until the spin is played; `playedAt` is set once, under the row's lock. player_id references
 * players(id) ON DELETE CASCADE in the migration (a domain's schema never imports identity's tables).
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: uuid().primaryKey().defaultRandom(),
    wheelId: uuid()
      .notNull()
      .references(() => wheels.id, { onDelete: 'cascade' }),
    playerId: uuid().notNull(),
    /** The sectors version current at issue: the spin draws on those sectors, whatever was edited since. */
    sectorsVersion: integer().notNull().default(1),
    sourceKey: text().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expireAt: timestamp({ withTimezone: true }).notNull(),
    playedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('wheel_spins_source_key_unique').on(table.wheelId, table.sourceKey),
    index('wheel_spins_player_idx').on(table.playerId, table.wheelId, table.expireAt),
    check('wheel_spins_expiry_valid', sql`${table.expireAt} > ${table.issuedAt}`),
  ],
);

/**
 * The draw of a played spin: the seeds and nonce, the number drawn below the total weight, the sector
 * it fell on and the prize paid (in the player's currency then), once per spin.
 */
export const wheelDraws = pgTable('wheel_draws', {
  id: uuid().primaryKey().defaultRandom(),
  spinId: uuid()
    .notNull()
    .unique('wheel_draws_spin_id_unique')
    .references(() => wheelSpins.id, { onDelete: 'cascade' }),
  sectorId: uuid()
    .notNull()
    .references(() => wheelSectors.id),
  nonce: integer().notNull(),
  roll: integer().notNull(),
  totalWeight: integer().notNull(),
  prizeType: text().$type<SectorPrize['type']>().notNull(),
  /** Points, free spins or minor units of `currency`. */
  prizeAmount: bigint({ mode: 'bigint' }).notNull(),
  currency: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type WheelRow = typeof wheels.$inferSelect;
export type WheelSectorRow = typeof wheelSectors.$inferSelect;
export type WheelSpinRow = typeof wheelSpins.$inferSelect;
export type WheelDrawRow = typeof wheelDraws.$inferSelect;
