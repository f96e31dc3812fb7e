import { createHash } from 'node:crypto';
import type {
  CrashState,
  crashBetViewSchema,
  crashOwnBetSchema,
  crashPlayerBetSchema,
} from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { findStudioCurrency } from '../catalogue/currencies.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import type { StudioDb } from '../storage/db.ts';
import type { CrashLiveOptions } from './options.ts';
import { crashHistory, latestRound } from './round-store.ts';
import { type CrashBetRow, type CrashRoundRow, studioCrashBets } from './tables.ts';

export type CrashBetView = z.infer<typeof crashBetViewSchema>;
export type CrashPlayerBet = z.infer<typeof crashPlayerBetSchema>;
export type CrashOwnBet = z.infer<typeof crashOwnBetSchema>;

/** Bets the round shows: those that ride or rode (not the ones still being taken or given back). */
const SHOWN_STATUSES = ['riding', 'cashedOut', 'lost'] as const;

/** A stable pseudonym of a player reference ("3f***a9"): the same across rounds, not reversible. */
export function maskPlayer(playerRef: string): string {
  const digest = createHash('sha256').update(`crash-player:${playerRef}`).digest('hex');
  return `${digest.slice(0, 2)}***${digest.slice(-2)}`;
}

export function amountText(minor: bigint, currency: string): string {
  return minorToDecimal(minor, findStudioCurrency(currency)?.decimals ?? 2);
}

const multiplierOf = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

export function betView(bet: CrashBetRow): CrashBetView {
  return {
    player: maskPlayer(bet.playerRef),
    currency: bet.currency,
    amount: amountText(bet.amountMinor, bet.currency),
    cashedOutAt: multiplierOf(bet.cashedOutHundredths),
    win: bet.winMinor === null ? null : amountText(bet.winMinor, bet.currency),
  };
}

/** The caller's bet as the state shows it to its owner. */
export function ownBetView(bet: CrashBetRow): CrashOwnBet {
  const { player, amount, cashedOutAt, win } = betView(bet);
  return { player, amount, autoCashout: multiplierOf(bet.autoCashoutHundredths), cashedOutAt, win };
}

/** The player's own bet as the bet and cash-out calls answer it. */
export function playerBetView(bet: CrashBetRow, balance: bigint): CrashPlayerBet {
  return {
    roundId: bet.roundId,
    amount: amountText(bet.amountMinor, bet.currency),
    autoCashout: multiplierOf(bet.autoCashoutHundredths),
    cashedOutAt: multiplierOf(bet.cashedOutHundredths),
    win: bet.winMinor === null ? null : amountText(bet.winMinor, bet.currency),
    balance: amountText(balance, bet.currency),
  };
}

export async function shownBets(db: StudioDb, roundId: string): Promise<CrashBetView[]> {
  const rows = await db
    .select()
    .from(studioCrashBets)
    .where(and(eq(studioCrashBets.roundId, roundId), inArray(studioCrashBets.status, [...SHOWN_STATUSES])))
    .orderBy(asc(studioCrashBets.createdAt), asc(studioCrashBets.id));
  return rows.map(betView);
}

export function roundState(
  round: CrashRoundRow,
  bets: CrashBetView[],
  history: { roundId: string; crashHundredths: number }[],
): CrashState {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id,
    number: round.number,
    phase: round.phase,
    serverSeedHash: round.serverSeedHash,
    serverSeed: crashed ? round.serverSeed : null,
    clientSeed: round.clientSeed,
    bettingEndsAt: round.bettingEndsAt.toISOString(),
    startedAt: round.startedAt?.toISOString() ?? null,
    crashPoint: crashed ? round.crashHundredths / 100 : null,
    growthPerMs: round.growthPerMs,
    serverTime: new Date().toISOString(),
    bets,
    history: history.map((entry) => ({ roundId: entry.roundId, crashPoint: entry.crashHundredths / 100 })),
  };
}

/** The state of the newest round; null before the loop opened the first one. */
export async function currentState(db: StudioDb, options: CrashLiveOptions): Promise<CrashState | null> {
  const round = await latestRound(db);
  if (!round) return null;
  const [bets, history] = await Promise.all([shownBets(db, round.id), crashHistory(db, options.historySize)]);
  return roundState(round, bets, history);
}
