import {
  LARGE_WIN_BASE_UNITS,
  type QueuedWithdrawal,
  type WithdrawalFlags,
  type WithdrawalQueue,
  type WithdrawalQueueQuery,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { timestampPlaceholder } from '../../db/sql-facts.ts';
import { type LargestWin, largestWinsSinceOf } from '../game-wallet/rounds.ts';
import { playerHitOf, sharedDevicePlayersOf } from '../identity/staff-views.ts';
import { fourEyesRule } from '../payments/four-eyes.ts';
import {
  pendingWithdrawalSelect,
  queuedWithdrawalRows,
  type WithdrawalKeys,
} from '../payments/withdrawal-facts.ts';
import { openWagerOf } from '../risk/turnover.ts';
import { fourEyesThreshold } from '../settings/operator-settings.ts';
import { baseConverterOf, type SiteRates, siteRates } from '../settings/rates.ts';
import { verifiedPlayerOf } from '../verification/levels.ts';
import { minorToDecimalString } from '../wallet/money.ts';

const DAY_MS = 86_400_000;

/**
 * What the queue asks of the other domains about each withdrawal: each domain's own subquery on the
 * row's player or account, so the whole page is one statement (db/sql-facts.ts). `since` is the
 * start of the large-win window.
 */
const queueFacts = ({ playerId, walletAccountId }: WithdrawalKeys) => ({
  player: playerHitOf(playerId),
  openTurnover: openWagerOf(walletAccountId),
  verified: verifiedPlayerOf(playerId),
  wins: largestWinsSinceOf(playerId, timestampPlaceholder('since')),
  sharedDeviceWith: sharedDevicePlayersOf(playerId),
});

/** The page's statement, unexecuted: what the bench explains (bench/src/backoffice-queries.ts). */
export const queuePageStatement = (db: Db, { keyset }: { keyset: boolean }) =>
  pendingWithdrawalSelect(db, queueFacts, { keyset });

/** Prepared once per database handle, so PostgreSQL plans the long statement once per connection. */
const firstPage = preparedQuery((db) =>
  queuePageStatement(db, { keyset: false }).prepare('withdrawal_queue_first_page'),
);
const nextPage = preparedQuery((db) =>
  queuePageStatement(db, { keyset: true }).prepare('withdrawal_queue_next_page'),
);

/** The page's rows: `limit` of them (and one more, to know whether a page follows), from `cursor` on. */
function pageRows(db: Db, query: WithdrawalQueueQuery, now: Date) {
  const values = { limit: query.limit + 1, since: new Date(now.getTime() - DAY_MS).toISOString() };
  const rows =
    query.cursor === undefined
      ? firstPage(db).execute(values)
      : nextPage(db).execute({ ...values, after: Number(query.cursor) });
  return rows.then((found) => queuedWithdrawalRows<ReturnType<typeof queueFacts>>(found));
}

/**
 * The largest of the player's wins of the last 24 hours (one per currency) that reaches
 * LARGE_WIN_BASE_UNITS in the base currency, in its own currency.
 */
function largeWinOf(wins: LargestWin[], rates: SiteRates): WithdrawalFlags['largeWin'] {
  const toBase = baseConverterOf(rates);
  let found: { amount: string; currency: string; base: bigint } | null = null;
  for (const win of wins) {
    const winMinor = BigInt(win.winMinor);
    const base = toBase(winMinor, win.currency);
    if (!base || base.amount < BigInt(LARGE_WIN_BASE_UNITS * base.subunitToUnit)) continue;
    if (found && found.base >= base.amount) continue;
    const amount = minorToDecimalString(winMinor, rates.unitOf(win.currency) ?? 1);
    found = { amount, currency: win.currency, base: base.amount };
  }
  return found && { amount: found.amount, currency: found.currency };
}

/**
 * GET /api/backoffice/withdrawals: a page of the queue, oldest first. Three reads side by side: the
 * page with every flag's facts (one statement), the site's rates and the four-eyes threshold.
 */
export async function withdrawalQueue(
  db: Db,
  query: WithdrawalQueueQuery,
  now = new Date(),
): Promise<WithdrawalQueue> {
  const [rows, rates, threshold] = await Promise.all([
    pageRows(db, query, now),
    siteRates(db),
    fourEyesThreshold(db),
  ]);
  const needsSecondApproval = fourEyesRule(threshold, baseConverterOf(rates));
  const page = rows.slice(0, query.limit);
  const data = page.flatMap(({ invoice, facts, approvals, more }): QueuedWithdrawal[] => {
    if (!more.player) return [];
    return [
      {
        id: invoice.id,
        number: invoice.number,
        player: more.player,
        amount: minorToDecimalString(invoice.amount, rates.unitOf(invoice.currency) ?? 1),
        currency: invoice.currency,
        method: invoice.method,
        destination: invoice.publicData.destination ?? null,
        createdAt: invoice.createdAt.toISOString(),
        flags: {
          openTurnover: more.openTurnover,
          notVerified: !more.verified,
          newDestination: facts.newDestination,
          largeWin: largeWinOf(more.wins, rates),
          sharedDeviceWith: more.sharedDeviceWith,
          firstWithdrawal: facts.first,
        },
        needsSecondApproval: needsSecondApproval(invoice.amount, invoice.currency),
        approvals,
      },
    ];
  });
  const last = page.at(-1);
  return {
    data,
    meta: { nextCursor: rows.length > query.limit && last ? String(last.invoice.number) : null },
  };
}
