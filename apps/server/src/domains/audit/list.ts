import type { AuditEntry, AuditQuery, StaffRole } from '@casino/contracts';
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditRow, auditLog } from './tables.ts';

/** `staff.` matches every action under it; anything else one action. */
function actionFilter(action: string): SQL {
  if (!action.endsWith('.')) return eq(auditLog.action, action);
  return like(auditLog.action, `${action.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** One page of the log, newest first, and the cursor of the next (older) page. */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions = [
    query.actorKind ? eq(auditLog.actorKind, query.actorKind) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? actionFilter(query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
    query.cursor ? lt(auditLog.sequence, BigInt(query.cursor)) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.sequence))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  return {
    data: page.map(auditEntryView),
    meta: { nextCursor: more ? String(page.at(-1)!.sequence) : null },
  };
}

export function auditEntryView(row: AuditRow): AuditEntry {
  return {
    sequence: String(row.sequence),
    at: row.at.toISOString(),
    actor: {
      kind: row.actorKind as AuditEntry['actor']['kind'],
      id: row.actorId,
      role: row.actorRole as StaffRole | null,
    },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    userAgent: row.userAgent,
    hash: row.hash,
  };
}
