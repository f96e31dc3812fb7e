import type { GameBetMaxExceedPayload } from '@casino/contracts';

/**
 * The max-bets flag carries what the modal tells: `?max-bets={game}|{maxBet}|{currency}` (the game's
 * identity, the limit or nothing when the refusing rule did not say), so a reload still shows the limit.
 * restricted-bets carries the game's identity alone.
 */
export type MaxBetFlag = { game: string; maxBet: string | null; currency: string };

const SEPARATOR = '|';

export function maxBetsFlagValue(payload: GameBetMaxExceedPayload): string {
  const { currency, maxBetAmount } = payload.playerBonus;
  return [payload.gameIdentity, maxBetAmount ?? '', currency].join(SEPARATOR);
}

/** The flag's parts; null when it is not one (an empty or hand-edited flag). */
export function readMaxBetsFlag(value: string): MaxBetFlag | null {
  const [game, maxBet, currency, ...rest] = value.split(SEPARATOR);
  if (rest.length > 0 || !game || !currency || maxBet === undefined) return null;
  if (maxBet !== '' && !/^\d+(\.\d+)?$/.test(maxBet)) return null;
  return { game, maxBet: maxBet || null, currency };
}
