import type { Db } from '../../db/client.ts';

/**
 * What a rule sees of a deposit: the player, the currency and, for a deposit request, its amount in
 * minor units (null when the player only opens the deposit methods).
 */
export type DepositRuleInput = { playerId: string; currency: string; amount: bigint | null };

/**
 * A higher domain's say on deposits (deposit limits, self-exclusion): it refuses by throwing an
 * AppError (13100 makes the wallet show its deposit-limit panel). Registered when the app is built.
 */
export type DepositRule = (db: Db, deposit: DepositRuleInput) => Promise<void> | void;

const rules = new Set<DepositRule>();

/** Adds a rule every deposit must pass (the same function twice counts once); returns what removes it. */
export function registerDepositRule(rule: DepositRule): () => void {
  rules.add(rule);
  return () => {
    rules.delete(rule);
  };
}

/** Asks every registered rule in order; the first refusal wins. */
export async function checkDepositRules(db: Db, deposit: DepositRuleInput): Promise<void> {
  for (const rule of rules) await rule(db, deposit);
}
