import {
  LARGE_WIN_BASE_UNITS,
  type QueuedWithdrawal,
  type WithdrawalFlags,
  type WithdrawalQueue,
  type WithdrawalQueueQuery,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { largestWinsSince } from '../game-wallet/rounds.ts';
import { playerHits, playersSharingDevices } from '../identity/staff-views.ts';
import { approvalsOf, fourEyesTest } from '../payments/four-eyes.ts';
import { pendingWithdrawalRows, type WithdrawalRow, withdrawalFacts } from '../payments/withdrawal-facts.ts';
import { accountsWithOpenWager } from '../risk/turnover.ts';
import { baseCurrencyConverter } from '../settings/rates.ts';
import { currencyUnits } from '../settings/service.ts';
import { verifiedAmong } from '../verification/levels.ts';
import { minorToDecimalString } from '../wallet/money.ts';

const DAY_MS = 86_400_000;

/**
 * The largest win of each player in the last 24 hours that reaches LARGE_WIN_BASE_UNITS in the base
 * currency, in its own currency.
 */
async function largeWins(db: Db, playerIds: string[], now: Date) {
  const wins = await largestWinsSince(db, playerIds, new Date(now.getTime() - DAY_MS));
  const toBase = await baseCurrencyConverter(db);
  const units = await currencyUnits(db);
  const found = new Map<string, { amount: string; currency: string; base: bigint }>();
  for (const win of wins) {
    const base = toBase(win.winMinor, win.currency);
    if (!base || base.amount < BigInt(LARGE_WIN_BASE_UNITS * base.subunitToUnit)) continue;
    const kept = found.get(win.playerId);
    if (kept && kept.base >= base.amount) continue;
    const amount = minorToDecimalString(win.winMinor, units.get(win.currency) ?? 1);
    found.set(win.playerId, { amount, currency: win.currency, base: base.amount });
  }
  return found;
}

/** Every flag of every withdrawal of the page, in one read per source. */
async function flagsOf(db: Db, rows: WithdrawalRow[], now: Date): Promise<Map<string, WithdrawalFlags>> {
  const playerIds = [...new Set(rows.map((row) => row.playerId))];
  const [facts, openWagers, verified, wins, shared] = await Promise.all([
    withdrawalFacts(db, rows),
    accountsWithOpenWager(db, [...new Set(rows.map((row) => row.walletAccountId))]),
    verifiedAmong(db, playerIds),
    largeWins(db, playerIds, now),
    playersSharingDevices(db, playerIds),
  ]);
  return new Map(
    rows.map((row) => {
      const win = wins.get(row.playerId);
      const fact = facts.get(row.id);
      return [
        row.id,
        {
          openTurnover: openWagers.has(row.walletAccountId),
          notVerified: !verified.has(row.playerId),
          newDestination: fact?.newDestination ?? false,
          largeWin: win ? { amount: win.amount, currency: win.currency } : null,
          sharedDeviceWith: shared.get(row.playerId) ?? [],
          firstWithdrawal: fact?.first ?? true,
        },
      ];
    }),
  );
}

/** GET /api/backoffice/withdrawals: a page of the queue, oldest first. */
export async function withdrawalQueue(
  db: Db,
  query: WithdrawalQueueQuery,
  now = new Date(),
): Promise<WithdrawalQueue> {
  const rows = await pendingWithdrawalRows(db, {
    limit: query.limit + 1,
    after: query.cursor === undefined ? undefined : Number(query.cursor),
  });
  const page = rows.slice(0, query.limit);
  const [flags, players, units, approvals, fourEyes] = await Promise.all([
    flagsOf(db, page, now),
    playerHits(db, [...new Set(page.map((row) => row.playerId))]),
    currencyUnits(db),
    approvalsOf(
      db,
      page.map((row) => row.id),
    ),
    fourEyesTest(db),
  ]);
  const data = page.flatMap((row): QueuedWithdrawal[] => {
    const player = players.get(row.playerId);
    const rowFlags = flags.get(row.id);
    if (!player || !rowFlags) return [];
    return [
      {
        id: row.id,
        number: row.number,
        player,
        amount: minorToDecimalString(row.amount, units.get(row.currency) ?? 1),
        currency: row.currency,
        method: row.method,
        destination: row.publicData.destination ?? null,
        createdAt: row.createdAt.toISOString(),
        flags: rowFlags,
        needsSecondApproval: fourEyes(row.amount, row.currency),
        approvals: approvals.get(row.id) ?? [],
      },
    ];
  });
  const last = page.at(-1);
  return { data, meta: { nextCursor: rows.length > query.limit && last ? String(last.number) : null } };
}
