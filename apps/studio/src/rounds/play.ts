import type { StudioBet, StudioPlayResult } from '@casino/contracts';
import { findStudioGame, type StudioGame } from '../catalogue/games.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import { activeSeedPair, seedState } from '../seeds/seed-pairs.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioRoundRow, StudioSeedPairRow } from '../storage/tables.ts';
import { uniqueViolation } from '../storage/unique-violation.ts';
import { validateBet } from './bet-validation.ts';
import { freespinsView } from './freespins.ts';
import { minCycleMs } from './game-design.ts';
import type { Purse } from './purse.ts';
import { refuseWhileRealityCheckDue, systemClock } from './reality-check.ts';
import { recordNewRound } from './round-store.ts';
import { roundView } from './round-view.ts';
import { payWin, type RoundDeps, takeBet } from './settlement.ts';

const OPEN_MINES_INDEX = 'studio_rounds_open_mines_idx';

export function sessionGame(session: PlayerSession): StudioGame {
  const game = findStudioGame(session.game);
  if (!game) throw StudioError.notFound(`The studio has no game ${session.game}.`);
  return game;
}

/**
 * POST /studio/api/rounds. A session whose reality check is due plays nothing (15021) until the player
 * acknowledges it. For money safety the order is fixed: the round is decided and recorded
 * open, then the bet is taken (refused: the round is closed as rolled back), then the win is paid
 * (0 too), then the round is marked settled. A mines round stops after the bet: it stays open while
 * its tiles are revealed. A free spin (a slot bet naming the platform's free spins) is played the same
 * way; the platform refuses it unless it is theirs, with spins left, at their stake. Its answer names
 * the free spins left.
 */
export async function playRound(
  deps: RoundDeps,
  session: PlayerSession,
  body: StudioBet,
): Promise<StudioPlayResult> {
  const game = sessionGame(session);
  const purse = deps.purseFor(session);
  const bet = validateBet(body, game, purse.currency);
  if (bet.kind === 'slot' && bet.freespinId && session.mode !== 'real')
    throw StudioError.field('freespinId', 'Demo play has no free spins.');
  const now = (deps.clock ?? systemClock)();
  refuseWhileRealityCheckDue(session, now);
  const { round, pair } = await recordNewRound(deps.db, {
    session,
    game,
    bet,
    currency: purse.currency,
    minCycleMs: minCycleMs(session.design, game.kind),
    now,
  }).catch((error: unknown) => {
    if (uniqueViolation(error) === OPEN_MINES_INDEX)
      throw StudioError.conflict('Finish the open mines round first.');
    throw error;
  });
  const afterBet = await takeBet(deps.db, purse, round);
  if (bet.kind === 'mines') return playResult(deps, purse, round, pair, afterBet);
  const paid = await payWin(deps.db, purse, round);
  const result = await playResult(deps, purse, paid.round, pair, paid.balance);
  if (!round.freespinId) return result;
  return { ...result, freespins: freespinsView((await purse.state()).freespins, purse.currency) };
}

/** The round, the balance after it and the player's seeds as they now stand. */
export async function playResult(
  deps: RoundDeps,
  purse: Purse,
  round: StudioRoundRow,
  pair: StudioSeedPairRow,
  balance: bigint,
): Promise<StudioPlayResult> {
  const current = await activeSeedPair(deps.db, round.playerRef);
  return {
    round: roundView(round, pair),
    balance: minorToDecimal(balance, purse.currency.decimals),
    seeds: seedState(current),
  };
}
