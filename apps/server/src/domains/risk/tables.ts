import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The turnover wager of a wallet account: deposits times the turnover multiplier must be wagered
 * before money can leave. `wagered` counts bets since the wager opened; it is open while below
 * `required`. A deposit on a closed wager opens a fresh one.
 */
export const turnoverWagers = pgTable(
  'risk_turnover_wagers',
  {
    walletAccountId: uuid().primaryKey(),
    /** Minor units of the account's currency. */
    required: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    wagered: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('risk_turnover_wagers_not_negative', sql`${table.required} >= 0 AND ${table.wagered} >= 0`),
  ],
);
