import type { FastifyBaseLogger } from 'fastify';
import { staleOpenRounds } from './round-store.ts';
import { type RoundDeps, settleLeftRound } from './settlement.ts';

/** A round this old and still open was left by a stopped process (a request takes far less). */
export const LEFT_ROUND_AGE_MS = 60_000;

/**
 * Settles or rolls back the rounds a stopped process left open (see settleLeftRound). Each round on
 * its own: one that fails (the wallet is down) is tried again at the next sweep.
 */
export async function recoverLeftRounds(deps: RoundDeps, log: FastifyBaseLogger, now = Date.now()) {
  const rounds = await staleOpenRounds(deps.db, new Date(now - LEFT_ROUND_AGE_MS));
  for (const round of rounds) {
    try {
      await settleLeftRound(deps, round);
    } catch (error) {
      log.warn({ err: error, roundId: round.id }, 'studio: a left round could not be settled yet');
    }
  }
}
