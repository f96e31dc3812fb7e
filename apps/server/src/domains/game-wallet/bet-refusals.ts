import {
  ErrorCode,
  GAME_BET_LIMIT_REACHED_EVENT,
  GAME_BET_MAX_EXCEED_EVENT,
  GAME_BET_RESTRICTED_EVENT,
  type GameBetLimitReachedPayload,
  type GameBetMaxExceedPayload,
  type GameBetRestrictedPayload,
  playerChannel,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { currencyUnits } from '../settings/service.ts';
import { MaxBetExceededError } from './bet-rules.ts';
import { amountFormatter, gameOf, roundGames } from './rounds.ts';
import type { GameSessionRow } from './tables.ts';

/** Limits' refusals (14100 bet limit, 14101 loss limit, 14103 self-exclusion or cooling-off): game.bet.limit.reached. */
const LIMIT_REFUSALS = new Set<number>([
  ErrorCode.betLimitReached,
  ErrorCode.lossLimitReached,
  ErrorCode.realGameLimited,
]);

/**
 * Tells the player why a bet rule refused a bet, on game:bets#{playerId}: game.bet.restricted (14306)
 * opens the restricted-bets modal, game.bet.max.exceed (15003) the max-bets one. The bet's transaction
 * rolled back, so this is a write of its own. Other errors publish nothing; returns whether it published.
 */
export async function publishBetRefusal(db: Db, session: GameSessionRow, error: unknown): Promise<boolean> {
  if (!(error instanceof AppError)) return false;
  const limitReached = LIMIT_REFUSALS.has(error.code);
  if (error.code !== ErrorCode.gameBetsRestricted && error.code !== ErrorCode.maxBetExceeded && !limitReached)
    return false;
  const round = { providerId: session.providerId, gameSlug: session.gameId };
  const game = gameOf(round, await roundGames(db, [round]));
  const restricted: GameBetRestrictedPayload = {
    gameIdentity: game.slug,
    gameId: game.id,
    gameName: game.title,
  };
  const channel = playerChannel('game:bets', session.playerId);
  if (limitReached) {
    const payload: GameBetLimitReachedPayload = { ...restricted, code: error.code };
    await publishEvent(db, { type: GAME_BET_LIMIT_REACHED_EVENT, payload, channel });
    return true;
  }
  if (error.code === ErrorCode.gameBetsRestricted) {
    await publishEvent(db, { type: GAME_BET_RESTRICTED_EVENT, payload: restricted, channel });
    return true;
  }
  const maxBet =
    error instanceof MaxBetExceededError
      ? amountFormatter(await currencyUnits(db))(error.maxBet, session.currency)
      : null;
  const payload: GameBetMaxExceedPayload = {
    ...restricted,
    playerBonus: { currency: session.currency, maxBetAmount: maxBet },
  };
  await publishEvent(db, { type: GAME_BET_MAX_EXCEED_EVENT, payload, channel });
  return true;
}
