// Proves the reports' rollups against the ledger: for each UTC day of the range and each currency, every
// rollup total (bets, wins, bonus cost, payments, first deposits, stakes, payouts, rounds) equals the
// ledger's own sums. It folds nothing: run it on a live database, it checks up to the fold's watermark.
// npm run reports-check -- [DAY | FROM TO]   (YYYY-MM-DD; default: yesterday and today, UTC)
// Exits 1 naming each difference; 2 for arguments it cannot read.
import { reportDays } from '@casino/contracts';
import { reportsCheck } from '../domains/reports/check.ts';
import { openCliDatabase } from './cli-database.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

function rangeFrom(args: readonly string[]): [string, string] | string {
  const [from = yesterday, to = args[0] ?? today] = args;
  if (args.length > 2) return 'Give one day or a range: FROM TO (YYYY-MM-DD).';
  if (!DAY.test(from) || !DAY.test(to) || reportDays(from, to) === null)
    return `Not a range of days: ${args.join(' ')} (YYYY-MM-DD, FROM before TO).`;
  return [from, to];
}

const range = rangeFrom(process.argv.slice(2));
if (typeof range === 'string') {
  console.error(range);
  process.exitCode = 2;
} else {
  const database = await openCliDatabase().database;
  try {
    process.exitCode = await reportsCheck(database.db, console, ...range);
  } finally {
    await database.close();
  }
}
