import type { Db } from '../../db/client.ts';

/** What a rule sees of a real-money launch: the player and the currency of the account to play on. */
export type LaunchRuleInput = { playerId: string; currency: string };

/**
 * A higher domain's say on real-money play before a game opens (a bet or loss limit already used up
 * 14100/14101, a self-exclusion or cooling-off 14103): it refuses by throwing an AppError.
 */
export type LaunchRule = (db: Db, launch: LaunchRuleInput) => Promise<void> | void;

const rules = new Set<LaunchRule>();

/** Adds a rule every real-money launch must pass (the same function twice counts once). */
export function registerLaunchRule(rule: LaunchRule): () => void {
  rules.add(rule);
  return () => {
    rules.delete(rule);
  };
}

export async function checkLaunchRules(db: Db, launch: LaunchRuleInput): Promise<void> {
  for (const rule of rules) await rule(db, launch);
}
