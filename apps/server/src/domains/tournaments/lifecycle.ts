import { TournamentState } from '@casino/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishEvent, publishEvents } from '../events/outbox.ts';
import { createMessage } from '../messenger/messages.ts';
import { payReward, type Reward } from '../rewards/pay.ts';
import { convertMinor } from '../settings/rates.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { tournamentFinishedEvent } from './events.ts';
import { type LeaderboardStore, topFromDatabase } from './leaderboard.ts';
import {
  type NewTournament,
  type NewTournamentPrize,
  type TournamentPrizeRow,
  type TournamentRow,
  tournamentPayouts,
  tournamentPrizes,
  tournaments,
} from './tables.ts';
import { baseOf } from './views.ts';

/**
 * A tournament's life on the durable job queue: at startAt it runs (2 → 3), at endAt it is finishing
 * (→ 4: shown as ended, while rounds placed before the end and settled late still score), and
 * PAYOUT_GRACE_MS later the prizes are paid from the entries and it is completed (→ 5). Scoring never
 * looks at the state but at the round's time; it only stops at 5, under the payout's row lock.
 */
export const PAYOUT_GRACE_MS = 2 * 60_000;

export const TOURNAMENT_TIMER_EVENT = 'tournaments.timer';
export type TournamentStep = 'start' | 'finish' | 'pay';
export type TournamentTimer = { step: TournamentStep; id: string; runAt: string };

/** A tournament's jobs go through the outbox: a seed runs before the job queue does. */
export function timersOf(row: Pick<TournamentRow, 'id' | 'startAt' | 'endAt'>) {
  const timer = (step: TournamentStep, at: Date) => ({
    type: TOURNAMENT_TIMER_EVENT,
    payload: { step, id: row.id, runAt: at.toISOString() } satisfies TournamentTimer,
  });
  return (['start', 'finish', 'pay'] as const).map((step) => timer(step, stepTime(row, step)));
}

export type TournamentInput = Omit<NewTournament, 'id' | 'state' | 'createdAt'> & {
  prizes: Omit<NewTournamentPrize, 'id' | 'tournamentId'>[];
};

/**
 * Opens a tournament once per identity, with its prizes and its jobs; running at once when its start
 * has passed. Answers the new row, or null when the identity exists.
 */
export async function createTournament(db: Db, input: TournamentInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const { prizes, ...fields } = input;
    const state = input.startAt <= now ? TournamentState.running : TournamentState.upcoming;
    const [row] = await tx
      .insert(tournaments)
      .values({ ...fields, state })
      .onConflictDoNothing({ target: tournaments.identity })
      .returning();
    if (!row) return null;
    if (prizes.length > 0)
      await tx.insert(tournamentPrizes).values(prizes.map((prize) => ({ ...prize, tournamentId: row.id })));
    await publishEvents(tx, timersOf(row));
    return row;
  });
}

/** When a step is due for a tournament as it is now. */
export function stepTime(row: Pick<TournamentRow, 'startAt' | 'endAt'>, step: TournamentStep): Date {
  if (step === 'start') return row.startAt;
  if (step === 'finish') return row.endAt;
  return new Date(row.endAt.getTime() + PAYOUT_GRACE_MS);
}

/**
 * One step of a tournament's life, run by its job (each step once, in the job's transaction). A job
 * queued for a time the back office has moved since (`runAt`) does nothing: the new time has its own.
 */
export async function advanceTournament(
  tx: Db,
  store: LeaderboardStore,
  id: string,
  step: TournamentStep,
  runAt?: string,
) {
  if (runAt !== undefined) {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
    if (!row || row.scheduledAt === null || stepTime(row, step).toISOString() !== runAt) return;
  }
  if (step === 'pay') return payTournament(tx, store, id);
  const to = step === 'start' ? TournamentState.running : TournamentState.finishing;
  await tx
    .update(tournaments)
    .set({ state: to })
    .where(and(eq(tournaments.id, id), lt(tournaments.state, to)));
}

/**
 * Pays every prize once and completes the tournament. The row lock waits for the scoring batches in
 * flight (they hold it shared) and keeps later ones out; a place is paid once (its payout row), and
 * each reward once more by its key, so a job run again after a crash or on a second node pays nothing.
 */
export async function payTournament(tx: Db, store: LeaderboardStore, id: string) {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row || row.state === TournamentState.completed) return;
  const prizes = await tx
    .select()
    .from(tournamentPrizes)
    .where(eq(tournamentPrizes.tournamentId, id))
    .orderBy(asc(tournamentPrizes.place));
  const lastPlace = prizes.at(-1)?.place ?? 0;
  const standings = lastPlace > 0 ? await topFromDatabase(tx, id, lastPlace) : [];
  for (const prize of prizes) {
    const winner = standings[prize.place - 1];
    if (winner) await payPlace(tx, row, prize, winner);
  }
  await tx.update(tournaments).set({ state: TournamentState.completed }).where(eq(tournaments.id, id));
  await publishEvent(tx, tournamentFinishedEvent(id));
  await store.forget(id);
}

async function payPlace(
  tx: Db,
  tournament: TournamentRow,
  prize: TournamentPrizeRow,
  winner: { playerId: string; points: number },
) {
  const [paid] = await tx
    .insert(tournamentPayouts)
    .values({ tournamentId: tournament.id, place: prize.place, ...winner })
    .onConflictDoNothing()
    .returning();
  if (!paid) return;
  const reward = await rewardOf(tx, prize, winner.playerId);
  if (reward)
    await payReward(tx, winner.playerId, reward, `tournament:${tournament.id}:place:${prize.place}`);
  await createMessage(tx, {
    playerId: winner.playerId,
    key: `tournament:${tournament.id}:prize`,
    kind: 'tournament.prize',
    params: { tournament: { names: tournament.titles }, place: prize.place, prize: { names: prize.titles } },
    link: `/tournaments/${encodeURIComponent(tournament.identity)}`,
  });
}

/**
 * A prize in the winner's currency (their active account's): its own amount for that currency when the
 * prize names one, else the base currency's converted at the site's rates. Null when nothing is left to
 * pay (no account, or an amount that converts to nothing).
 */
export async function rewardOf(tx: Db, prize: TournamentPrizeRow, playerId: string): Promise<Reward | null> {
  if (prize.type === 'points') return { type: 'points', points: Number(prize.amount) };
  const account = await activeAccountOf(tx, playerId);
  if (!account) return null;
  const { currency } = account;
  if (prize.type === 'freespins') {
    const betAmount = await inCurrency(tx, prize.amounts, null, currency);
    if (!betAmount || !prize.gameSlug) return null;
    const count = Number(prize.amount);
    return { type: 'freespins', count, gameSlug: prize.gameSlug, betAmount, currency, names: prize.titles };
  }
  const amount = await inCurrency(tx, prize.amounts, prize.amount, currency);
  if (!amount) return null;
  if (prize.type === 'money') return { type: 'money', amount, currency };
  return {
    type: 'bonus',
    amount,
    currency,
    wagerMultiplier: prize.wagerMultiplier ?? 0,
    names: prize.titles,
  };
}

/** The prize's own amount in `currency`, else its base amount (or its first named one) converted. */
async function inCurrency(
  tx: Db,
  amounts: Record<string, string>,
  baseAmount: bigint | null,
  currency: string,
): Promise<bigint | null> {
  const own = amounts[currency];
  if (own !== undefined) return BigInt(own);
  const [named] = Object.entries(amounts);
  const converted = baseAmount
    ? await convertFromBase(tx, baseAmount, currency)
    : named
      ? await convertMinor(tx, BigInt(named[1]), named[0], currency)
      : null;
  return converted && converted > 0n ? converted : null;
}

async function convertFromBase(tx: Db, amount: bigint, currency: string) {
  const base = baseOf(await listEnabledCurrencies(tx));
  return base ? convertMinor(tx, amount, base.code, currency) : null;
}
