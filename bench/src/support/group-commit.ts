// How many ledger postings shared a database transaction (the server's group commit), read from the
// bench database: ledger_transactions.created_at is now(), the start of the transaction that wrote the
// row, so the postings of one group commit share it and every other transaction has its own (two
// transactions starting in the same microsecond would count as one: rare enough for a figure).
import { psql } from './pg.ts';

/** The highest posting id so far: a phase's postings are the ones above it. */
export const lastPostingId = (database: string) =>
  Number(psql(database, 'SELECT coalesce(max(id), 0) FROM ledger_transactions'));

export type Commits = { postings: number; commits: number };

/** The postings written after `afterId` and the database transactions they were written in. */
export function postingsPerCommit(database: string, afterId: number): Commits {
  const [postings = 0, commits = 0] = psql(
    database,
    `SELECT count(*), count(DISTINCT created_at) FROM ledger_transactions WHERE id > ${afterId}`,
  )
    .split('|')
    .map(Number);
  return { postings, commits };
}
