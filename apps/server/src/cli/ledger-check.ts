// Checks the books: every balance equals the sum of its entries and ends its chain of entries, every
// transaction sums to zero per currency.
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
    ['balance below zero without allowNegative', result.negativePlayerBalances],
    ['account version differs from its number of entries', result.versionMismatches],
    ['entry does not continue its account chain', result.chainBreaks],
  ] as const;
  for (const [label, rows] of problems) {
    for (const row of rows) console.error(`MISMATCH ${label}: ${JSON.stringify(row)}`);
  }
  if (result.ok) console.log('OK: the books balance.');
  else process.exitCode = 1;
} finally {
  await database.close();
}
