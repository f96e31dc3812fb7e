import type { StudioPlayResult } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { payout } from '../catalogue/money.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { type StudioRoundRow, studioRounds } from '../storage/tables.ts';
import { type MinesState, minesPayoutMultiplier, readMinesState, revealTile } from './mines-state.ts';
import { playResult } from './play.ts';
import { purseBetOf } from './purse.ts';
import { closeRound, findRound } from './round-store.ts';
import { payWin, purseOfRound, type RoundDeps } from './settlement.ts';

/** POST /studio/api/rounds/{id}/reveal: one tile of the player's open mines round. */
export function revealMinesTile(
  deps: RoundDeps,
  session: PlayerSession,
  roundId: string,
  tile: number,
): Promise<StudioPlayResult> {
  return advanceMinesRound(deps, session, roundId, (state, mineCount) => revealTile(state, mineCount, tile));
}

/** POST /studio/api/rounds/{id}/cashout: ends the round at the multiplier of its safe tiles (at least one). */
export function cashOutMines(
  deps: RoundDeps,
  session: PlayerSession,
  roundId: string,
): Promise<StudioPlayResult> {
  return advanceMinesRound(deps, session, roundId, (state) => {
    if (state.openedTiles.length === 0)
      throw StudioError.field('tile', 'Open at least one tile before cashing out.');
    return { ...state, finished: true };
  });
}

type Step = (state: MinesState, mineCount: number) => MinesState;

/**
 * Moves a mines round one step under a row lock (two clicks at once cannot both count), then, when
 * the step ended it, pays the win through the purse of the round's own session.
 */
async function advanceMinesRound(
  deps: RoundDeps,
  session: PlayerSession,
  roundId: string,
  step: Step,
): Promise<StudioPlayResult> {
  const found = await findRound(deps.db, roundId);
  if (!found || found.round.playerRef !== session.player || found.round.kind !== 'mines')
    throw StudioError.notFound('No such mines round of yours.');
  const round = await applyStep(deps.db, roundId, step);
  const purse = await purseOfRound(deps, round);
  if (readMinesState(round.outcome).finished) {
    const paid = await payWin(deps.db, purse, round);
    return playResult(deps, purse, paid.round, found.pair, paid.balance);
  }
  return playResult(deps, purse, round, found.pair, await purse.balance());
}

async function applyStep(db: StudioDb, roundId: string, step: Step): Promise<StudioRoundRow> {
  return db.transaction(async (tx) => {
    const [round] = await tx.select().from(studioRounds).where(eq(studioRounds.id, roundId)).for('update');
    if (!round) throw StudioError.notFound('No such mines round of yours.');
    const state = readMinesState(round.outcome);
    if (round.status !== 'open' || !round.betTransactionId || state.finished)
      throw StudioError.conflict('This round is over.');
    const mineCount = Number(round.params.mineCount);
    const next = step(state, mineCount);
    const winMinor = next.finished ? payout(round.betMinor, minesPayoutMultiplier(next, mineCount)) : 0n;
    const [updated] = await tx
      .update(studioRounds)
      .set({ outcome: next, winMinor })
      .where(eq(studioRounds.id, roundId))
      .returning();
    return updated!;
  });
}

/**
 * A mines round its player left in play for a whole game session: with safe tiles open it is cashed
 * out at their multiplier, as the player could have done; with none the stake is refunded, since no
 * choice was made.
 */
export async function finishAbandonedMines(deps: RoundDeps, round: StudioRoundRow): Promise<void> {
  const purse = await purseOfRound(deps, round);
  if (readMinesState(round.outcome).openedTiles.length === 0) {
    await purse.rollback(purseBetOf(round.id, round.betMinor));
    await closeRound(deps.db, round.id, 'rolledBack');
    return;
  }
  const finished = await applyStep(deps.db, round.id, (state) => ({ ...state, finished: true }));
  await payWin(deps.db, purse, finished);
}
