import type { Db } from '../../db/client.ts';
import { verifyAuditChain } from './verify.ts';

/**
 * What `npm run audit-check` prints and its exit code: 0 when the chain holds from row 1 to the head,
 * 1 naming the first row that was edited, deleted or reordered. The head's hash is printed so it can
 * be kept elsewhere: a chain rewritten from some row on (hashes recomputed) no longer ends there.
 */
export async function auditCheck(db: Db, out: Pick<Console, 'log' | 'error'>): Promise<number> {
  const report = await verifyAuditChain(db);
  out.log(
    `Audit log: ${report.rows} rows checked; head at row ${report.head.sequence}, hash ${report.head.hash}.`,
  );
  if (!report.broken) {
    out.log('OK: every row is chained to the one before it.');
    return 0;
  }
  out.error(`BROKEN at row ${report.broken.sequence} (${report.broken.kind}): ${report.broken.message}.`);
  return 1;
}
