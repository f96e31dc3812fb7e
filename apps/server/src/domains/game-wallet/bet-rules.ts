import type { Db } from '../../db/client.ts';

/** What a rule sees of a bet before it is accepted; amount in the currency's minor unit. */
export type BetRuleInput = {
  playerId: string;
  walletAccountId: string;
  providerId: string;
  gameId: string;
  amount: bigint;
  currency: string;
};

/**
 * A domain's say on a bet (max bet 15003, restricted game 15002, bet and loss limits 15004/15005 ...):
 * it refuses by throwing an AppError. It runs in the bet's transaction, before the money moves.
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

/** Asks every registered rule, in the order they were registered; the first refusal wins. */
export async function checkBetRules(tx: Db, bet: BetRuleInput): Promise<void> {
  for (const rule of rules) await rule(tx, bet);
}
