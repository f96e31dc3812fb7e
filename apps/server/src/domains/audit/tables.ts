import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per staff, API-key or bootstrap-key write, appended in the transaction of the change. Rows
 * are chained: `hash` = sha256(`previousHash` + the row in canonical form, chain.ts), so an edited,
 * deleted or reordered row breaks the chain (npm run audit-check).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    sequence: bigint({ mode: 'bigint' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    actorKind: text().notNull(),
    actorId: text().notNull(),
    /** The staff member's role at the time; null for keys. */
    actorRole: text(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    ip: text(),
    userAgent: text(),
    previousHash: text().notNull(),
    hash: text().notNull(),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorKind, table.actorId, table.sequence),
    index('audit_log_action_idx').on(table.action, table.sequence),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.sequence),
    index('audit_log_at_idx').on(table.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * The chain's one head row: the last sequence and hash. Every append locks it (FOR UPDATE) in its
 * transaction, so concurrent writers queue and the chain never forks; audit-check also compares it
 * with the last row, so a deleted tail is seen.
 */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: integer().primaryKey(),
    sequence: bigint({ mode: 'bigint' }).notNull(),
    hash: text().notNull(),
  },
  (table) => [check('audit_chain_head_single', sql`${table.id} = 1`)],
);
