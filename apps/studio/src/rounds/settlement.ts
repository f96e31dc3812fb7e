import type { PlayerSessions } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import type { StudioRoundRow } from '../storage/tables.ts';
import { type Purse, type PurseFor, purseBetOf } from './purse.ts';
import type { Clock } from './reality-check.ts';
import { closeRound, markBetTaken } from './round-store.ts';

export type RoundDeps = {
  db: StudioDb;
  purseFor: PurseFor;
  sessions: PlayerSessions;
  /** The studio's clock (the system's by default; tests move a fake one). */
  clock?: Clock;
};

/**
 * The purse of the session a round was played in: its win and rollback must name that session at the
 * platform, even when the player has relaunched the game since.
 */
export async function purseOfRound(deps: RoundDeps, round: StudioRoundRow): Promise<Purse> {
  const session = await deps.sessions.byId(round.sessionId);
  if (!session) throw new Error(`Round ${round.id} names an unknown session ${round.sessionId}`);
  return deps.purseFor(session);
}

/** Takes the round's bet; refused or failed, the round is closed as rolled back and the error goes on. */
export async function takeBet(db: StudioDb, purse: Purse, round: StudioRoundRow): Promise<bigint> {
  try {
    const { bet, balance } = await purse.bet(round.id, round.betMinor, round.freespinId);
    await markBetTaken(db, round.id, bet.transactionId);
    return balance;
  } catch (error) {
    await closeRound(db, round.id, 'rolledBack');
    throw error;
  }
}

/** Pays the round's win (0 closes a lost round at the platform), then marks it settled. */
export async function payWin(
  db: StudioDb,
  purse: Purse,
  round: StudioRoundRow,
): Promise<{ balance: bigint; round: StudioRoundRow }> {
  const balance = await purse.win(round.id, round.winMinor);
  const settled = await closeRound(db, round.id, 'settled');
  return { balance, round: settled ?? round };
}

/**
 * Finishes what a stopped process left open. A round whose bet was never confirmed is rolled back
 * (the wallet refunds it if it was taken, or refuses it if it arrives late); a round whose bet was
 * taken and whose outcome is final gets its win paid (a replay if it was paid already). Mines rounds in
 * play stay open for the player to resume.
 */
export async function settleLeftRound(deps: RoundDeps, round: StudioRoundRow): Promise<void> {
  const purse = await purseOfRound(deps, round);
  if (!round.betTransactionId) {
    if (round.mode === 'real') await purse.rollback(purseBetOf(round.id, round.betMinor));
    await closeRound(deps.db, round.id, 'rolledBack');
    return;
  }
  const inPlay = round.kind === 'mines' && round.outcome.finished !== true;
  if (!inPlay) await payWin(deps.db, purse, round);
}
