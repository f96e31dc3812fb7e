import type { ApiKeyScope, StaffRole, StaffStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/**
 * The back office's people (never players). An invite makes the row (status invited, a TOTP secret
 * already drawn); the enrolment sets the password and confirms the secret with a first code (active).
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lowercase. */
    email: text().notNull().unique(),
    name: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    status: text().$type<StaffStatus>().notNull().default('invited'),
    /** argon2id (identity's hashPassword); null until the enrolment. */
    passwordHash: text(),
    /** AES-GCM with identity's two-factor key (identity/two-factor/keys.ts). */
    totpSecretEncrypted: text().notNull(),
    /** The 30-second step of the last code accepted: no code of that step or before passes again. */
    totpLastUsedStep: integer(),
    createdAt: at().notNull(),
    activatedAt: at(),
    disabledAt: at(),
    lastSignInAt: at(),
  },
  (table) => [
    check(
      'staff_role_valid',
      sql`${table.role} IN ('owner', 'admin', 'finance', 'risk', 'support', 'marketing', 'read-only')`,
    ),
    check('staff_status_valid', sql`${table.status} IN ('invited', 'active', 'disabled')`),
    check('staff_active_enrolled', sql`${table.status} = 'invited' OR ${table.passwordHash} IS NOT NULL`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;

/** An enrolment link: only the sha256 of its token is kept; used once, replaced by a new invite. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    tokenHash: text().notNull().unique(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (table) => [index('staff_invites_staff_idx').on(table.staffId)],
);

/**
 * A back-office session: the cookie's token (its sha256 here), half signed in until `totpPassedAt`,
 * ended when idle, past `expiresAt`, signed out or when its staff member is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    tokenHash: text().notNull().unique(),
    /** Sent back by the client in X-CSRF-Token on every write. */
    csrfToken: text().notNull(),
    createdAt: at().notNull(),
    totpPassedAt: at(),
    lastSeenAt: at().notNull(),
    expiresAt: at().notNull(),
    endedAt: at(),
    endReason: text(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A named machine key: the sha256 of the whole key (shown once at creation), its scopes, who made it. */
export const apiKeys = pgTable('api_keys', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  prefix: text().notNull(),
  secretHash: text().notNull().unique(),
  scopes: text().array().$type<ApiKeyScope[]>().notNull(),
  createdBy: uuid()
    .notNull()
    .references(() => staff.id),
  createdAt: at().notNull(),
  lastUsedAt: at(),
  revokedAt: at(),
});

export type ApiKeyRow = typeof apiKeys.$inferSelect;
