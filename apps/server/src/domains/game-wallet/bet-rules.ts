import { ErrorCode } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';

/** What a rule sees of a bet before it is accepted; amount in the currency's minor unit. */
export type BetRuleInput = {
  playerId: string;
  walletAccountId: string;
  providerId: string;
  gameId: string;
  amount: bigint;
  currency: string;
  /** A free spin: `amount` is its stake, but none of the player's money moves. */
  freespin?: boolean;
};

/**
 * A domain's say on a bet (max bet 15003, bets restricted in the game 14306, bet and loss limits 14100/14101 ...):
 * it refuses by throwing an AppError (a cap on bets throws MaxBetExceededError with the cap). It runs in
 * the bet's transaction, before the money moves. 14306 and 15003 are told to the player on game:bets
 * (bet-refusals.ts).
 */
export type BetRule = (tx: Db, bet: BetRuleInput) => Promise<void> | void;

const rules = new Set<BetRule>();

/** Adds a rule every bet must pass; returns what removes it again. */
export function registerBetRule(rule: BetRule): () => void {
  rules.add(rule);
  return () => {
    rules.delete(rule);
  };
}

/** Whether any domain has a say on bets (none lets a bet skip the replay check before the rules). */
export const hasBetRules = () => rules.size > 0;

/** Asks every registered rule, in the order they were registered; the first refusal wins. */
export async function checkBetRules(tx: Db, bet: BetRuleInput): Promise<void> {
  for (const rule of rules) await rule(tx, bet);
}

/**
 * The refusal of a rule that caps bets (15003): it names the cap, in minor units of the bet's
 * currency, so the player is told the max bet (game.bet.max.exceed).
 */
export class MaxBetExceededError extends AppError {
  constructor(readonly maxBet: bigint) {
    super(ErrorCode.maxBetExceeded, 'The bet is over the maximum bet of this game.');
  }
}

/**
 * A bet of a round the active bonus paid into was rolled back: the bonus domain takes its wagering back
 * and answers whether that bonus is still the account's active one (then its bonus money goes back to
 * the bonus part; else it stays with the house).
 */
export type BonusRollbackHook = (
  tx: Db,
  rollback: { walletAccountId: string; playerBonusId: string; gameId: string; amount: bigint },
) => Promise<boolean>;

const rollbackHooks = new Set<BonusRollbackHook>();

export function registerBonusRollbackHook(hook: BonusRollbackHook): () => void {
  rollbackHooks.add(hook);
  return () => {
    rollbackHooks.delete(hook);
  };
}

export async function bonusRolledBack(
  tx: Db,
  rollback: { walletAccountId: string; playerBonusId: string; gameId: string; amount: bigint },
): Promise<boolean> {
  let active = false;
  for (const hook of rollbackHooks) active = (await hook(tx, rollback)) || active;
  return active;
}
