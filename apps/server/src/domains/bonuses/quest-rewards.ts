import type { Db } from '../../db/client.ts';
import type { BonusNames } from './tables.ts';

/** A quest's bonus or free-spin reward in one currency (minor units), as GET /api/game/bonuses?questId shows it. */
export type QuestBonusReward =
  | { type: 'bonus'; amount: bigint; wagerMultiplier: number }
  | { type: 'freespins'; count: number; gameSlug: string; betAmount: bigint; validDays: number };

/** A quest's title and its bonus and free-spin rewards in `currency`; null for no such quest. */
export type QuestRewardSource = (
  db: Db,
  questId: string,
  currency: string,
) => Promise<{ names: BonusNames; rewards: QuestBonusReward[] } | null>;

/**
 * Quests pay their rewards through domains/rewards, which issues bonuses, so bonuses cannot ask quests
 * itself: quests register where their rewards are read from.
 */
const sources = new Set<QuestRewardSource>();

export function registerQuestRewardSource(source: QuestRewardSource): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

export async function questRewards(db: Db, questId: string, currency: string) {
  for (const source of sources) {
    const found = await source(db, questId, currency);
    if (found) return found;
  }
  return null;
}
