import type { Db } from '../../db/client.ts';

/**
 * BONUS FORFEITURE HOOK (LCCP 3.5: a self-excluded player's bonuses are forfeited). Bonuses do not
 * exist yet; when the bonus domain lands it registers here the function that forfeits a player's
 * issued and active bonuses and free spins, and it runs in the transaction that starts the exclusion.
 */
export type BonusForfeiter = (tx: Db, playerId: string) => Promise<void>;

const forfeiters = new Set<BonusForfeiter>();

export function registerBonusForfeiter(forfeiter: BonusForfeiter): () => void {
  forfeiters.add(forfeiter);
  return () => {
    forfeiters.delete(forfeiter);
  };
}

/** Called when a self-exclusion starts. */
export async function forfeitBonusesOnSelfExclusion(tx: Db, playerId: string): Promise<void> {
  for (const forfeiter of forfeiters) await forfeiter(tx, playerId);
}
