import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from './tables.ts';
import { verifyAuditChain } from './verify.ts';

/** A head printed by an earlier check and kept outside the database: `sequence:hash`. */
export type AuditAnchor = { sequence: bigint; hash: string };

/** Reads `1234:9f…` (what the check prints after "anchor"); null when it is not one. */
export function parseAuditAnchor(text: string): AuditAnchor | null {
  const match = /^(\d{1,19}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { sequence: BigInt(match[1]!), hash: match[2]! } : null;
}

/**
 * What `npm run audit-check` prints and its exit code: 0 when the chain holds from row 1 to the head,
 * 1 naming the first row that was edited, deleted or reordered. A chain can hold and still be forged
 * whole (every hash recomputed from some row on), so the head is printed as an anchor to keep outside
 * the database, and anchors kept earlier are checked: each must still be a row of the chain.
 */
export async function auditCheck(
  db: Db,
  out: Pick<Console, 'log' | 'error'>,
  anchors: readonly AuditAnchor[] = [],
): Promise<number> {
  const report = await verifyAuditChain(db);
  out.log(`Audit log: ${report.rows} rows checked; head at row ${report.head.sequence}.`);
  out.log(`Anchor (keep it outside the database): ${report.head.sequence}:${report.head.hash}`);
  if (report.broken) {
    out.error(`BROKEN at row ${report.broken.sequence} (${report.broken.kind}): ${report.broken.message}.`);
    return 1;
  }
  for (const anchor of anchors) {
    const [row] = await db
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .where(eq(auditLog.sequence, anchor.sequence));
    if (row?.hash !== anchor.hash) {
      out.error(
        `BROKEN at row ${anchor.sequence} (rewritten): the chain no longer holds the anchor kept for it; it was rebuilt since.`,
      );
      return 1;
    }
  }
  out.log(
    `OK: every row is chained to the one before it${anchors.length ? `, and ${anchors.length} kept anchor(s) match` : ''}.`,
  );
  return 0;
}
