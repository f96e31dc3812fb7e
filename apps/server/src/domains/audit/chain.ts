import { createHash } from 'node:crypto';
import type { AuditActorKind, StaffRole } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isTransaction } from '../../db/transactions.ts';
import { type AuditRow, auditChainHead, auditLog } from './tables.ts';

/** The hash row 1 is chained to. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditActor = { kind: AuditActorKind; id: string; role: StaffRole | null };

/** Who acted and from where: what every row of one request shares. */
export type AuditContext = { actor: AuditActor; ip: string | null; userAgent: string | null };

/** What changed: the action, its target, the state before and after (JSON), and why. */
export type AuditChange = {
  action: string;
  target: { type: string; id: string | null };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** The fields a row's hash covers: all but its sequence number and its own hashes. */
type HashedFields = Pick<
  AuditRow,
  | 'at'
  | 'actorKind'
  | 'actorId'
  | 'actorRole'
  | 'action'
  | 'targetType'
  | 'targetId'
  | 'before'
  | 'after'
  | 'reason'
  | 'ip'
  | 'userAgent'
>;

/** JSON with object keys sorted at every depth: the same text for the same value, whatever jsonb did. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** A row in canonical form: its hashed fields in a fixed order. */
export function canonicalRow(row: HashedFields): string {
  return canonicalJson([
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorRole,
    row.action,
    row.targetType,
    row.targetId,
    row.before,
    row.after,
    row.reason,
    row.ip,
    row.userAgent,
  ]);
}

export const rowHash = (previousHash: string, row: HashedFields) =>
  createHash('sha256')
    .update(previousHash + canonicalRow(row))
    .digest('hex');

/**
 * A value as jsonb will give it back (undefined dropped, dates as ISO text, bigints as decimal text),
 * so the hash written now is the hash recomputed from the stored row later.
 */
const asStoredJson = (value: unknown) =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? String(item) : item)));

/**
 * Appends rows to the chain in the caller's transaction (one is opened otherwise). The head row is
 * locked first, so concurrent appends wait for each other's commit and each chains to the one before.
 */
export async function appendAudit(db: Db, context: AuditContext, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (!isTransaction(db)) return db.transaction((tx) => appendAudit(tx, context, changes));
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update');
  if (!head) throw new Error('audit_chain_head has no row: the migration seeds it');
  let { sequence, hash } = head;
  const at = new Date();
  const rows = changes.map((change) => {
    const fields: HashedFields = {
      at,
      actorKind: context.actor.kind,
      actorId: context.actor.id,
      actorRole: context.actor.role,
      action: change.action,
      targetType: change.target.type,
      targetId: change.target.id,
      before: asStoredJson(change.before),
      after: asStoredJson(change.after),
      reason: change.reason ?? null,
      ip: context.ip,
      userAgent: context.userAgent,
    };
    sequence += 1n;
    const row = { ...fields, sequence, previousHash: hash, hash: rowHash(hash, fields) };
    hash = row.hash;
    return row;
  });
  await db.insert(auditLog).values(rows);
  await db.update(auditChainHead).set({ sequence, hash }).where(eq(auditChainHead.id, 1));
}
