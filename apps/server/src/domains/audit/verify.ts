import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { GENESIS_HASH, rowHash } from './chain.ts';
import { type AuditRow, auditChainHead, auditLog } from './tables.ts';

export type ChainBreak = {
  /** The first row (sequence number) at which the chain does not hold. */
  sequence: bigint;
  kind: 'edited' | 'deleted' | 'reordered' | 'head';
  message: string;
};

export type ChainReport = {
  rows: number;
  head: { sequence: bigint; hash: string };
  broken: ChainBreak | null;
};

const PAGE = 1000;

/**
 * Walks the audit log in sequence order and names the first row where the chain breaks: a row whose
 * hash is not that of its content (edited), a sequence number missing (deleted), a row that is whole
 * but chained to another predecessor (reordered, or rows removed and renumbered), or a last row that is
 * not the head's (the newest rows deleted or edited with the head).
 */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let expected = 1n;
  let previousHash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.sequence, expected - 1n))
      .orderBy(asc(auditLog.sequence))
      .limit(PAGE);
    for (const row of page) {
      const broken = checkRow(row, expected, previousHash);
      if (broken) return { rows, head: await readHead(db), broken };
      previousHash = row.hash;
      expected += 1n;
      rows += 1;
    }
    if (page.length < PAGE) break;
  }
  const head = await readHead(db);
  return { rows, head, broken: checkHead(head, expected - 1n, previousHash) };
}

/** The head must name the last row: past it, the newest rows were deleted; short of it, it was reset. */
function checkHead(
  head: { sequence: bigint; hash: string },
  last: bigint,
  lastHash: string,
): ChainBreak | null {
  if (head.sequence > last)
    return {
      sequence: last + 1n,
      kind: 'deleted',
      message: `rows ${last + 1n} to ${head.sequence} are missing: the chain head is at ${head.sequence}`,
    };
  if (head.sequence !== last || head.hash !== lastHash)
    return {
      sequence: last,
      kind: 'head',
      message: `the chain head (row ${head.sequence}) does not end at the last row (${last}): edited with it`,
    };
  return null;
}

function checkRow(row: AuditRow, expected: bigint, previousHash: string): ChainBreak | null {
  const { sequence } = row;
  if (sequence !== expected)
    return {
      sequence: expected,
      kind: 'deleted',
      message:
        expected === sequence - 1n
          ? `row ${expected} is missing`
          : `rows ${expected} to ${sequence - 1n} are missing`,
    };
  if (rowHash(row.previousHash, row) !== row.hash)
    return { sequence, kind: 'edited', message: `row ${sequence} was edited: its hash is not its content's` };
  if (row.previousHash !== previousHash)
    return {
      sequence,
      kind: 'reordered',
      message: `row ${sequence} does not follow row ${sequence - 1n}: reordered, or rows removed before it`,
    };
  return null;
}

async function readHead(db: Db) {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  return { sequence: head?.sequence ?? 0n, hash: head?.hash ?? GENESIS_HASH };
}
