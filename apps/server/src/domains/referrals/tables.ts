import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Each player's own referral code (upper case, unique), given when the player is created. */
export const referralCodes = pgTable('referral_codes', {
  playerId: uuid().primaryKey(),
  code: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A referral's course: pending until the friend qualifies ('qualified', the owner's bonus issued with
 * it), the window ends first ('expired'), or the owner already has the programme's most qualified
 * friends ('over-limit'). The last three never change again.
 */
export const REFERRAL_STATUSES = ['pending', 'qualified', 'expired', 'over-limit'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A friend who signed up with an owner's code: one owner per friend, never the owner themselves. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid().notNull(),
    friendId: uuid().notNull().unique(),
    status: text().$type<ReferralStatus>().notNull().default('pending'),
    registeredAt: timestamp({ withTimezone: true }).notNull(),
    /** registeredAt + the programme's qualification days when the friend signed up. */
    qualificationEndsAt: timestamp({ withTimezone: true }).notNull(),
    qualifiedAt: timestamp({ withTimezone: true }),
    /** The owner's player bonus issued for this friend. */
    ownerBonusId: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_owner_idx').on(table.ownerId, table.registeredAt),
    check('referrals_not_self', sql`${table.ownerId} <> ${table.friendId}`),
    check(
      'referrals_status_valid',
      sql`${table.status} IN ('pending', 'qualified', 'expired', 'over-limit')
        AND (${table.status} = 'qualified') = (${table.qualifiedAt} IS NOT NULL)`,
    ),
  ],
);

export type ReferralRow = typeof referrals.$inferSelect;
