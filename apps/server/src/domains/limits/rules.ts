import { ErrorCode, LimitDefinition } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { BetRule } from '../game-wallet/bet-rules.ts';
import type { LaunchRule } from '../game-wallet/launch-rules.ts';
import { playerTimeZone } from '../identity/players.ts';
import type { DepositRule } from '../payments/deposit-rules.ts';
import { pendingDepositsTotal } from '../payments/invoices.ts';
import { activeLimits } from './service.ts';
import type { PlayerLimitRow } from './tables.ts';
import { usageOf } from './usage.ts';

/** A self-exclusion (until it is ended) or a cooling-off (until its period ends) in force now. */
export function exclusionInForce(rows: PlayerLimitRow[], now: Date): PlayerLimitRow | undefined {
  return rows.find(
    (row) =>
      row.definition === LimitDefinition.selfExclusion ||
      (row.definition === LimitDefinition.coolingOff && (row.expiresAt === null || row.expiresAt > now)),
  );
}

/** Whether the player may not play or deposit now (sign-in stays open for withdrawals). */
export async function isExcluded(db: Db, playerId: string, now = new Date()): Promise<boolean> {
  return exclusionInForce(await activeLimits(db, playerId), now) !== undefined;
}

const excludedFromPlay = () =>
  new AppError(
    ErrorCode.realGameLimited,
    'Real-money play is closed during a self-exclusion or cooling-off.',
  );

const CODES: Record<number, ErrorCode> = {
  [LimitDefinition.bet]: ErrorCode.betLimitReached,
  [LimitDefinition.loss]: ErrorCode.lossLimitReached,
};

/**
 * Every bet and loss limit of the bet's currency, checked in the bet's transaction before the money
 * moves: the bet is refused (14100, 14101) when it would take the window's total over any of them, so
 * the lowest limit is the one that bites. A bet can lose at most its amount, so the loss limit counts it whole.
 * A free spin stakes none of the player's money: it counts nothing (an exclusion still refuses it).
 */
export const limitsBetRule: BetRule = async (tx, bet) => {
  const rows = await activeLimits(tx, bet.playerId);
  if (rows.length === 0) return;
  const now = new Date();
  if (exclusionInForce(rows, now)) throw excludedFromPlay();
  const zone = await playerTimeZone(tx, bet.playerId);
  const staked = bet.freespin ? 0n : bet.amount;
  for (const row of rows) {
    const code = CODES[row.definition];
    if (code === undefined || row.currency !== bet.currency) continue;
    const { used } = await usageOf(tx, row, now, zone);
    if (used + staked > row.amount!) throw new AppError(code, 'The bet would go over your limit.');
  }
};

/** A real-money launch: refused while excluded (14103), or when a bet or loss limit is already used up. */
export const limitsLaunchRule: LaunchRule = async (db, launch) => {
  const rows = await activeLimits(db, launch.playerId);
  if (rows.length === 0) return;
  const now = new Date();
  if (exclusionInForce(rows, now)) throw excludedFromPlay();
  const zone = await playerTimeZone(db, launch.playerId);
  for (const row of rows) {
    const code = CODES[row.definition];
    if (code === undefined || row.currency !== launch.currency) continue;
    const { used } = await usageOf(db, row, now, zone);
    if (used >= row.amount!) throw new AppError(code, 'Your limit for this period is used up.');
  }
};

const depositRefused = (message: string) => new AppError(ErrorCode.depositLimitReached, message);

/**
 * Deposit limits count gross deposits in the window (from the ledger) plus the deposits still open at
 * the provider: a deposit that would take them over any limit is refused with 13100, and so is
 * opening the methods once a limit is used up. No deposits at all while excluded.
 */
export const limitsDepositRule: DepositRule = async (db, deposit) => {
  const rows = await activeLimits(db, deposit.playerId);
  if (rows.length === 0) return;
  const now = new Date();
  if (exclusionInForce(rows, now))
    throw depositRefused('Deposits are closed during a self-exclusion or cooling-off.');
  const limits = rows.filter(
    (row) => row.definition === LimitDefinition.deposit && row.currency === deposit.currency,
  );
  if (limits.length === 0) return;
  const zone = await playerTimeZone(db, deposit.playerId);
  const open =
    deposit.amount === null ? 0n : await pendingDepositsTotal(db, deposit.playerId, deposit.currency);
  for (const row of limits) {
    const { used } = await usageOf(db, row, now, zone);
    const after = used + open + (deposit.amount ?? 0n);
    if (deposit.amount === null ? used >= row.amount! : after > row.amount!)
      throw depositRefused('The deposit would go over your deposit limit.');
  }
};
