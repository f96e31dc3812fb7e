import {
  ErrorCode,
  GAME_BET_EVENT,
  type GameWalletTransactionResult,
  PLAYER_BONUS_UPDATED_EVENT,
  PLAYER_FREESPIN_UPDATED_EVENT,
  playerChannel,
  WALLET_ACCOUNT_UPDATED,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { EVENTS_NOTIFY_CHANNEL } from '../events/outbox.ts';
import { ledgerBookOf } from '../wallet/postings.ts';
import { MaxBetExceededError } from './bet-rules.ts';
import { FREESPINS_FINISHED_EVENT } from './freespins.ts';
import type { GameSessionRow } from './tables.ts';

/**
 * A bet or a win of the seamless wallet in one database call, `game_wallet_move` (migration 0023):
 * it claims (provider, transaction id), applies the active bonus's max bet and restricted games, posts
 * through `ledger_post` (a bet takes cash first, then bonus money; a win goes back in the round's
 * proportion), counts a bet towards the open turnover wager and the bonus's wagering, records the
 * round, ends the bonus when its wagering is done or its money spent, writes the round's, the
 * account's and the bonus's outbox events and stores the answer on the claim. A refusal (not enough
 * money, a bonus rule, a win without an accepted bet) writes nothing. One round trip instead of a dozen is what lets
 * a lane of the group commit keep up with the bets of many players (decision 0018). A free-spin bet takes
 * a spin instead of money, and its round's wins go to the free spins' winnings; the last one settled
 * finishes them (FREESPINS_FINISHED_EVENT: the bonus domain turns the winnings into a bonus).
 */

export type GameMove = {
  kind: 'bet' | 'win';
  transactionId: string;
  roundId: string;
  /** Minor units; a win of 0 closes a lost round and moves nothing. */
  amount: bigint;
  /** The ledger's idempotency key of the posting. */
  ledgerKey: string;
  /** A bet that plays one of these free spins (a uuid, checked before). */
  freespinId?: string | undefined;
};

/** Why a free-spin bet was refused (game_wallet_move's freespin_bet_refusal). */
export type FreespinRefusal = 'notFound' | 'noneLeft' | 'amount' | 'sharedRound';

/** What game_wallet_move answers: the stored answer, the claim was taken before, or why nothing moved. */
export type GameMoveOutcome =
  | { answer: GameWalletTransactionResult }
  | { taken: true }
  | { refused: 'insufficientFunds' | 'roundNotFound' | 'unbalanced' | 'unknownAccount' | 'gameRestricted' }
  | { refused: 'maxBetExceeded'; maxBet: string }
  | { refused: 'freespinsNotPlayable'; reason: FreespinRefusal };

export async function applyGameMove(
  tx: Db,
  session: GameSessionRow,
  move: GameMove,
  subunitToUnit: number,
): Promise<GameMoveOutcome> {
  const book = await ledgerBookOf(tx, session.walletAccountId, session.currency);
  // Only what the function reads: the call's other fields (the session token) stay out of the query.
  const call = {
    kind: move.kind,
    transactionId: move.transactionId,
    roundId: move.roundId,
    ledgerKey: move.ledgerKey,
    amount: String(move.amount),
    providerId: session.providerId,
    sessionId: session.id,
    playerId: session.playerId,
    walletAccountId: session.walletAccountId,
    gameId: session.gameId,
    currency: session.currency,
    freespinId: move.freespinId ?? null,
    cash: book.cash,
    bonus: book.bonus,
    house: book.house,
    houseBonus: book.houseBonus,
    metadata: {
      providerId: session.providerId,
      gameId: session.gameId,
      roundId: move.roundId,
      sessionId: session.id,
    },
    roundEvent: { type: GAME_BET_EVENT, channel: playerChannel('game:bets', session.playerId) },
    accountEvent: {
      type: WALLET_ACCOUNT_UPDATED,
      channel: playerChannel('wallet:accounts', session.playerId),
    },
    bonusEvent: {
      type: PLAYER_BONUS_UPDATED_EVENT,
      channel: playerChannel('bonus:player-bonuses', session.playerId),
    },
    freespinEvent: {
      type: PLAYER_FREESPIN_UPDATED_EVENT,
      channel: playerChannel('bonus:player-freespins', session.playerId),
    },
    freespinsFinishedEvent: FREESPINS_FINISHED_EVENT,
    notifyChannel: EVENTS_NOTIFY_CHANNEL,
    unit: String(subunitToUnit),
    decimals: Math.round(Math.log10(subunitToUnit)),
  };
  const result = await tx.execute(sql`SELECT game_wallet_move(${JSON.stringify(call)}::jsonb) AS outcome`);
  const outcome = (result as unknown as { rows: { outcome: GameMoveOutcome }[] }).rows[0]!.outcome;
  // jsonb keeps keys in its own order: the answer is rebuilt in the order of the contract.
  if ('answer' in outcome) return { answer: inContractOrder(outcome.answer) };
  return outcome;
}

export const inContractOrder = (answer: GameWalletTransactionResult): GameWalletTransactionResult => ({
  transactionId: answer.transactionId,
  walletTransactionId: answer.walletTransactionId,
  balance: answer.balance,
  currency: answer.currency,
});

/** The error a refused move answers with. */
export function moveRefusal(outcome: Extract<GameMoveOutcome, { refused: string }>, roundId: string): Error {
  const { refused } = outcome;
  if (outcome.refused === 'maxBetExceeded') return new MaxBetExceededError(BigInt(outcome.maxBet));
  if (outcome.refused === 'freespinsNotPlayable') return freespinsRefusal(outcome.reason);
  if (refused === 'gameRestricted')
    return new AppError(
      ErrorCode.gameBetsRestricted,
      "The active bonus's terms do not allow bets in this game.",
    );
  if (refused === 'insufficientFunds')
    return new AppError(ErrorCode.gameInsufficientFunds, 'Not enough money for the bet.');
  if (refused === 'roundNotFound')
    return new AppError(ErrorCode.gameRoundNotFound, `Round ${roundId} has no accepted bet in this session.`);
  return new Error(`The ledger refused a game move: ${refused}`);
}

const FREESPIN_REFUSALS: Record<FreespinRefusal, string> = {
  notFound: 'No active free spins of this player in this game have that id.',
  noneLeft: 'Every one of these free spins has been played.',
  amount: "A free spin stakes exactly the free spins' bet amount.",
  sharedRound: 'A free spin is a round of its own: no other bet may share its round.',
};

export const freespinsRefusal = (reason: FreespinRefusal) =>
  new AppError(ErrorCode.freespinsNotPlayable, FREESPIN_REFUSALS[reason]);
