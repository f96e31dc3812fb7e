import type { FastifyBaseLogger } from 'fastify';
import type { StudioRoundRow } from '../storage/tables.ts';
import { finishAbandonedMines } from './mines-play.ts';
import { readMinesState } from './mines-state.ts';
import { staleOpenRounds } from './round-store.ts';
import { type RoundDeps, settleLeftRound } from './settlement.ts';

/** A round this old and still open was left by a stopped process (a request takes far less). */
export const LEFT_ROUND_AGE_MS = 60_000;
/** A mines round still in play after this long was abandoned: as long as the platform's game session. */
export const ABANDONED_MINES_AGE_MS = 24 * 60 * 60 * 1000;

const isAbandonedMines = (round: StudioRoundRow, now: number) =>
  round.kind === 'mines' &&
  round.betTransactionId !== null &&
  readMinesState(round.outcome).finished !== true &&
  round.createdAt.getTime() < now - ABANDONED_MINES_AGE_MS;

/**
 * Settles or rolls back the rounds a stopped process left open (see settleLeftRound), and finishes
 * mines rounds their players abandoned (finishAbandonedMines). Each round on its own: one that fails (the wallet is down) is tried again at the next sweep.
 */
export async function recoverLeftRounds(deps: RoundDeps, log: FastifyBaseLogger, now = Date.now()) {
  const rounds = await staleOpenRounds(deps.db, new Date(now - LEFT_ROUND_AGE_MS));
  for (const round of rounds) {
    try {
      if (isAbandonedMines(round, now)) await finishAbandonedMines(deps, round);
      else await settleLeftRound(deps, round);
    } catch (error) {
      log.warn({ err: error, roundId: round.id }, 'studio: a left round could not be settled yet');
    }
  }
}
