// Walks the audit log's hash chain: every row's hash is that of its content and of the row before,
// the sequence has no gap and ends at the chain head.
// npm run audit-check   (exits 1 naming the first edited, deleted or reordered row)
import { auditCheck } from '../domains/audit/check.ts';
import { openCliDatabase } from './cli-database.ts';

const database = await openCliDatabase().database;
try {
  process.exitCode = await auditCheck(database.db, console);
} finally {
  await database.close();
}
