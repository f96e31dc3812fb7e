// Checks the books: every balance equals the sum of its entries, every transaction sums to zero per currency.
// npm run ledger-check --workspace @casino/server   (exits 1 on any mismatch)
import { checkLedger } from '../domains/wallet/ledger.ts';
import { openCliDatabase } from './cli-database.ts';

const database = await openCliDatabase().database;
try {
  const result = await checkLedger(database.db);
  console.log(
    `Ledger: ${result.accounts} accounts, ${result.transactions} transactions, ${result.entries} entries.`,
  );
  const problems = [
    ['balance differs from its entries', result.balanceMismatches],
    ['transaction does not sum to zero', result.unbalancedTransactions],
    ['entry currency differs from its account', result.currencyMismatches],
    ['transaction without entries', result.emptyTransactions],
    ['player balance below zero', result.negativePlayerBalances],
  ] as const;
  for (const [label, rows] of problems) {
    for (const row of rows) console.error(`MISMATCH ${label}: ${JSON.stringify(row)}`);
  }
  if (result.ok) console.log('OK: the books balance.');
  else process.exitCode = 1;
} finally {
  await database.close();
}
