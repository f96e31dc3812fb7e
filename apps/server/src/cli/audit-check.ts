// Walks the audit log's hash chain: every row's hash is that of its content and of the row before,
// the sequence has no gap and ends at the chain head; anchors printed by earlier runs and kept
// elsewhere must still be in the chain (a chain rebuilt whole no longer holds them).
// npm run audit-check [-- --anchor SEQUENCE:HASH ...]   (AUDIT_ANCHORS: the same, space-separated)
// Exits 1 naming the first edited, deleted, reordered or rewritten row; 2 for an anchor it cannot read.
import { type AuditAnchor, auditCheck, parseAuditAnchor } from '../domains/audit/check.ts';
import { openCliDatabase } from './cli-database.ts';

function anchorsFrom(args: readonly string[], env: string | undefined): AuditAnchor[] | string {
  const texts = [...(env ?? '').split(/\s+/).filter(Boolean)];
  for (let index = 0; index < args.length; index++) {
    if (args[index] === '--anchor') texts.push(args[++index] ?? '');
    else if (args[index]!.startsWith('--anchor=')) texts.push(args[index]!.slice('--anchor='.length));
    else return `Unknown argument ${args[index]}: only --anchor SEQUENCE:HASH is taken.`;
  }
  const anchors: AuditAnchor[] = [];
  for (const text of texts) {
    const anchor = parseAuditAnchor(text);
    if (!anchor) return `Not an anchor: "${text}" (expected SEQUENCE:HASH, as the check prints it).`;
    anchors.push(anchor);
  }
  return anchors;
}

const anchors = anchorsFrom(process.argv.slice(2), process.env.AUDIT_ANCHORS);
if (typeof anchors === 'string') {
  console.error(anchors);
  process.exitCode = 2;
} else {
  const database = await openCliDatabase().database;
  try {
    process.exitCode = await auditCheck(database.db, console, anchors);
  } finally {
    await database.close();
  }
}
