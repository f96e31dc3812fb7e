import type { LargeTransactionRow, LargeTransactions, ReportQuery } from '@casino/contracts';
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nicknamesOf } from '../identity/players.ts';
import { LARGE_TRANSACTION_CURRENCY, largeTransactionThreshold } from '../settings/operator-settings.ts';
import { siteRates } from '../settings/rates.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { rangeEnd, rangeStart } from './filters.ts';
import { reportPayments } from './tables.ts';

const WINDOW_MS = 24 * 60 * 60 * 1000;

type Payment = { playerId: string; kind: 'deposit' | 'withdrawal'; at: Date; value: bigint };
type Window = { end: Date; count: number; total: bigint };

/** The 24 hours ending at one of the payments with the largest total (payments in time order). */
function largestWindow(payments: readonly Payment[], from: Date): Window | null {
  let best: Window | null = null;
  let start = 0;
  let total = 0n;
  for (let end = 0; end < payments.length; end++) {
    total += payments[end]!.value;
    while (payments[start]!.at.getTime() <= payments[end]!.at.getTime() - WINDOW_MS)
      total -= payments[start++]!.value;
    if (payments[end]!.at < from) continue;
    if (!best || total > best.total) best = { end: payments[end]!.at, count: end - start + 1, total };
  }
  return best;
}

/**
 * Players whose deposits, or paid withdrawals, reached the threshold within 24 hours ending in the range,
 * each amount converted to the threshold's currency (EUR) at the site's rates: one row per player and
 * kind, its largest 24 hours. Currency filters the payments; the other dimensions do not apply.
 */
export async function largeTransactions(db: Db, query: ReportQuery): Promise<LargeTransactions> {
  const from = rangeStart(query);
  const [thresholdText, rates] = await Promise.all([largeTransactionThreshold(db), siteRates(db)]);
  const unit = rates.unitOf(LARGE_TRANSACTION_CURRENCY) ?? 100;
  const threshold = decimalToMinor(thresholdText, unit) ?? 0n;
  const rows = await db
    .select()
    .from(reportPayments)
    .where(
      and(
        gte(reportPayments.at, new Date(from.getTime() - WINDOW_MS)),
        lt(reportPayments.at, rangeEnd(query)),
      ),
    )
    .orderBy(asc(reportPayments.at), asc(reportPayments.transactionId));
  const byPlayer = new Map<string, Payment[]>();
  for (const row of rows) {
    if (query.currency && row.currency !== query.currency) continue;
    const value = rates.convert(row.amount, row.currency, LARGE_TRANSACTION_CURRENCY) ?? 0n;
    const key = `${row.playerId}|${row.kind}`;
    if (!byPlayer.has(key)) byPlayer.set(key, []);
    byPlayer.get(key)!.push({ playerId: row.playerId, kind: row.kind, at: row.at, value });
  }
  const flagged: Omit<LargeTransactionRow, 'nickname'>[] = [];
  for (const payments of byPlayer.values()) {
    const window = largestWindow(payments, from);
    if (!window || window.total < threshold) continue;
    flagged.push({
      playerId: payments[0]!.playerId,
      kind: payments[0]!.kind,
      at: window.end.toISOString(),
      count: window.count,
      total: minorToDecimalString(window.total, unit),
      thresholdCurrency: LARGE_TRANSACTION_CURRENCY,
    });
  }
  const nicknames = await nicknamesOf(db, [...new Set(flagged.map((row) => row.playerId))]);
  return {
    threshold: thresholdText,
    thresholdCurrency: LARGE_TRANSACTION_CURRENCY,
    rows: flagged
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
      .map((row) => ({ ...row, nickname: nicknames.get(row.playerId) ?? null })),
  };
}
