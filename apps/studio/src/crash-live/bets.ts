import { type crashBetRequestSchema, ErrorCode, type FieldErrors } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { StudioCurrency } from '../catalogue/currencies.ts';
import { decimalToMinor, minorToDecimal, payout } from '../catalogue/money.ts';
import { cashoutHundredthsAt } from '../games/crash/crash-curve.ts';
import { ratio } from '../math/rational.ts';
import type { Purse } from '../rounds/purse.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { isTakingBets, latestRound, lockRoundForBets } from './round-store.ts';
import { cashOutBet, type PayDeps, payBet, refundPending } from './settlement.ts';
import { type CrashBetRow, type CrashRoundRow, studioCrashBets } from './tables.ts';
import { type CrashPlayerBet, playerBetView } from './views.ts';

export const CRASH_GAME = 'crash';

type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;
type ValidCrashBet = { amount: bigint; autoCashoutHundredths: number | null };

const bettingClosed = () => StudioError.conflict('Betting is closed: wait for the next round.');

/** The session must be a crash launch: its platform round is a crash round. */
export function assertCrashSession(session: PlayerSession): void {
  if (session.game !== CRASH_GAME)
    throw new StudioError(ErrorCode.forbidden, 'This session was launched for another game.');
}

/** The amount within the currency's digits and limits, the auto cash-out on the 0.01 grid. */
export function validateCrashBet(body: CrashBetRequest, currency: StudioCurrency): ValidCrashBet {
  const fields: FieldErrors = {};
  const fail = (field: string, message: string) => {
    fields[field] = [...(fields[field] ?? []), message];
  };
  const amount = decimalToMinor(body.amount, currency.decimals);
  const show = (minor: bigint) => `${minorToDecimal(minor, currency.decimals)} ${currency.code}`;
  if (amount === null)
    fail('amount', `${currency.code} amounts have at most ${currency.decimals} digits after the point.`);
  else if (amount < currency.minBet) fail('amount', `The minimum bet is ${show(currency.minBet)}.`);
  else if (amount > currency.maxBet) fail('amount', `The maximum bet is ${show(currency.maxBet)}.`);
  const auto = body.autoCashout ?? null;
  const autoCashoutHundredths = auto === null ? null : Math.round(auto * 100);
  if (auto !== null && Math.abs(auto * 100 - autoCashoutHundredths!) > 1e-6)
    fail('autoCashout', 'The auto cash-out has at most two digits after the point.');
  if (amount === null || Object.keys(fields).length > 0) throw StudioError.validation(fields);
  return { amount, autoCashoutHundredths };
}

/**
 * A bet on the round taking bets. It is written as pending first (one per player and round, under a
 * unique index), then the purse takes the stake, then it rides, but only if the round still takes bets
 * at that moment; otherwise the stake is given back. The round row is share-locked while the bet is
 * written or confirmed, so the loop cannot start the round in between.
 */
export async function placeBet(
  deps: PayDeps,
  session: PlayerSession,
  purse: Purse,
  body: CrashBetRequest,
): Promise<CrashPlayerBet> {
  assertCrashSession(session);
  const valid = validateCrashBet(body, purse.currency);
  const round = await latestRound(deps.db);
  if (!round || !isTakingBets(round)) throw bettingClosed();
  const pending = await reserveBet(deps.db, round, session, purse.currency.code, valid);
  let balance: bigint;
  try {
    ({ balance } = await purse.bet(pending.id, valid.amount));
  } catch (error) {
    await dropUntakenBet(deps, session, pending, error);
    throw error;
  }
  const riding = await confirmBet(deps.db, round.id, pending.id);
  if (riding) return playerBetView(riding, balance);
  await refundNow(deps, pending.id);
  throw StudioError.conflict('Betting closed while the bet was being taken; it was given back.');
}

/**
 * The purse did not take the stake. A refusal (not enough money, a limit) took nothing: the bet is
 * forgotten and the player may bet again. A failure of real money may have taken it: the bet is
 * refunded by rollback, which the wallet applies once, or records so that the late bet is refused.
 */
async function dropUntakenBet(deps: PayDeps, session: PlayerSession, bet: CrashBetRow, error: unknown) {
  const refused = error instanceof StudioError && error.status < 500;
  if (refused || session.mode === 'demo') {
    await deps.db
      .delete(studioCrashBets)
      .where(and(eq(studioCrashBets.id, bet.id), eq(studioCrashBets.status, 'pending')));
  } else {
    await refundNow(deps, bet.id).catch(() => undefined);
  }
}

/** Refunds a pending bet at once; if the purse cannot be reached the sweep retries the rollback. */
async function refundNow(deps: PayDeps, betId: string): Promise<void> {
  const refunded = await refundPending(deps.db, betId);
  if (refunded) await payBet(deps, refunded);
}

async function reserveBet(
  db: StudioDb,
  round: CrashRoundRow,
  session: PlayerSession,
  currency: string,
  bet: ValidCrashBet,
): Promise<CrashBetRow> {
  return db.transaction(async (tx) => {
    const locked = await lockRoundForBets(tx, round.id);
    if (!locked || !isTakingBets(locked)) throw bettingClosed();
    const [pending] = await tx
      .insert(studioCrashBets)
      .values({
        roundId: round.id,
        sessionId: session.id,
        playerRef: session.player,
        currency,
        amountMinor: bet.amount,
        autoCashoutHundredths: bet.autoCashoutHundredths,
      })
      .onConflictDoNothing()
      .returning();
    if (!pending) throw StudioError.conflict('You already have a bet on this round.');
    return pending;
  });
}

/** The taken bet rides if the round has not started meanwhile; null when it has. */
async function confirmBet(db: StudioDb, roundId: string, betId: string): Promise<CrashBetRow | null> {
  return db.transaction(async (tx) => {
    const locked = await lockRoundForBets(tx, roundId);
    if (locked?.phase !== 'betting') return null;
    const [riding] = await tx
      .update(studioCrashBets)
      .set({ status: 'riding' })
      .where(and(eq(studioCrashBets.id, betId), eq(studioCrashBets.status, 'pending')))
      .returning();
    return riding ?? null;
  });
}

/**
 * Cashes the player's bet out at the multiplier of this moment (server time), rounded down to 0.01×, or
 * at its auto cash-out if the round already passed that. Refused once the round has crashed. A bet the
 * round cashed out already (auto cash-out) answers as it stands.
 */
export async function cashOut(deps: PayDeps, session: PlayerSession, purse: Purse): Promise<CrashPlayerBet> {
  assertCrashSession(session);
  const round = await latestRound(deps.db);
  if (!round || round.phase === 'betting') throw StudioError.conflict('The round has not started yet.');
  const bet = await playerBet(deps.db, round.id, session.player);
  if (!bet) throw StudioError.conflict('You have no bet on this round.');
  if (bet.status === 'cashedOut') return playerBetView(bet, await purse.balance());
  const hundredths = round.phase === 'running' ? cashoutMultiplier(round, bet) : null;
  if (hundredths === null || bet.status === 'lost') throw StudioError.conflict('The round has crashed.');
  if (bet.status !== 'riding') throw StudioError.conflict('Your bet is not riding in this round.');
  const cashedOut = await cashOutBet(
    deps.db,
    bet.id,
    hundredths,
    payout(bet.amountMinor, ratio(hundredths, 100)),
  );
  if (!cashedOut) return settledMeanwhile(deps.db, bet.id, purse);
  return playerBetView(cashedOut, await payBet(deps, cashedOut));
}

/** Now's multiplier on the round's clock, or the bet's auto cash-out if that came first; null once crashed. */
function cashoutMultiplier(round: CrashRoundRow, bet: CrashBetRow): number | null {
  const elapsed = Date.now() - round.startedAt!.getTime();
  const now = cashoutHundredthsAt(elapsed, round.crashHundredths, round.growthPerMs);
  if (now === null) return null;
  const auto = bet.autoCashoutHundredths;
  return auto !== null && auto <= now ? auto : now;
}

/** The round settled the bet between the read and the cash-out: its auto cash-out, or the crash. */
async function settledMeanwhile(db: StudioDb, betId: string, purse: Purse): Promise<CrashPlayerBet> {
  const [bet] = await db.select().from(studioCrashBets).where(eq(studioCrashBets.id, betId));
  if (bet?.status !== 'cashedOut') throw StudioError.conflict('The round has crashed.');
  return playerBetView(bet, await purse.balance());
}

export async function playerBet(
  db: StudioDb,
  roundId: string,
  playerRef: string,
): Promise<CrashBetRow | null> {
  const [bet] = await db
    .select()
    .from(studioCrashBets)
    .where(and(eq(studioCrashBets.roundId, roundId), eq(studioCrashBets.playerRef, playerRef)));
  return bet ?? null;
}
