import { GAME_BET_EVENT } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { type RoundStakes, roundStakes } from '../game-wallet/rounds.ts';
import { type GameForWeights, gamesForWeights, SPORTSBOOK_TAG } from '../games/service.ts';
import { toBaseCurrency } from '../settings/rates.ts';
import { getPublicSettings } from '../settings/service.ts';
import { accountOf } from './accounts.ts';
import { listLevels } from './levels.ts';
import { addEarnedPoints, levelOf } from './points.ts';
import { type LoyaltyPointEntryRow, loyaltyPointEntries } from './tables.ts';

/**
 * How much each kind of game's wagers count towards points, in percent: the first rule a game
 * matches (by slug, collection or tag) wins; a game no rule names earns nothing. The groups are the
 * bonus weights' (domains/bonuses/seed.ts: slots by their collection, the studio's instant and table
 * games by slug), plus the sportsbook by its tag.
 */
type EarnRule = {
  group: 'slots' | 'instant' | 'table' | 'sportsbook';
  percent: number;
  games?: string[];
  collections?: string[];
  tags?: string[];
};

export const EARN_RULES: readonly EarnRule[] = [
  { group: 'slots', percent: 100, collections: ['slots'], tags: ['slot'] },
  { group: 'instant', percent: 50, games: ['crash', 'mines', 'plinko'] },
  { group: 'table', percent: 20, games: ['roulette'] },
  { group: 'sportsbook', percent: 50, tags: [SPORTSBOOK_TAG] },
];

const matches = (rule: EarnRule, game: GameForWeights) =>
  (rule.games ?? []).includes(game.slug) ||
  (rule.collections ?? []).some((collection) => game.collections.includes(collection)) ||
  (rule.tags ?? []).some((tag) => game.tags.includes(tag));

/** The percent a game's wagers count (0: no rule names it, or the catalogue does not list it). */
export function weightOf(games: readonly GameForWeights[], slug: string): number {
  const game = games.find((item) => item.slug === slug);
  return (game && EARN_RULES.find((rule) => matches(rule, game))?.percent) ?? 0;
}

/**
 * The real-money part of a settled round's bets: what bonus money paid and what rollbacks gave back
 * earn nothing, nor does a free spin or a round still open or rolled back.
 */
export function cashWager(round: RoundStakes): bigint {
  if (round.status !== 'settled' || round.freespinId !== null) return 0n;
  const cash = round.betMinor - round.bonusMinor - round.refundedMinor;
  return cash > 0n ? cash : 0n;
}

/**
 * Whole points for a cash wager of `baseMinor` minor units of the base currency (`baseUnit` of them in
 * one unit): wager × weight × the level's rate, rounded down, in integers only.
 */
export function pointsFor(baseMinor: bigint, baseUnit: number, percent: number, rateBp: number): number {
  return Number((baseMinor * BigInt(percent) * BigInt(rateBp)) / (BigInt(baseUnit) * 100n * 10_000n));
}

/**
 * Credits a round's points once: nothing until it is settled, nothing while the club is closed, and
 * nothing a second time (its entry is unique by round). Runs in the caller's transaction; answers the
 * entry written, or null.
 */
export async function creditRound(tx: Db, roundId: string): Promise<LoyaltyPointEntryRow | null> {
  const round = await roundStakes(tx, roundId);
  const cash = round ? cashWager(round) : 0n;
  // An open round (every bet's event) costs this one read.
  if (!round || cash === 0n) return null;
  if (!(await getPublicSettings(tx)).loyaltyEnabled) return null;
  const percent = weightOf(await gamesForWeights(tx), round.gameSlug);
  if (percent === 0) return null;
  const base = await toBaseCurrency(tx, cash, round.currency);
  if (!base) return null;
  const levels = await listLevels(tx);
  const account = await accountOf(tx, round.playerId, levels, { lock: true });
  const { rateBp } = levelOf(account, levels);
  const points = pointsFor(base.amount, base.subunitToUnit, percent, rateBp);
  if (points === 0) return null;
  const [entry] = await tx
    .insert(loyaltyPointEntries)
    .values({
      accountId: account.id,
      kind: 'earn',
      points,
      roundId: round.id,
      cashMinor: cash,
      currency: round.currency,
      baseMinor: base.amount,
      baseCurrency: base.currency,
      weightPercent: percent,
      rateBp,
    })
    .onConflictDoNothing({ target: loyaltyPointEntries.roundId })
    .returning();
  if (!entry) return null;
  await addEarnedPoints(tx, account, levels, points);
  return entry;
}

/**
 * Points from the game wallet's rounds: every change of a round publishes GAME_BET_EVENT, and the
 * round is credited in the transaction that delivers the event, so its entry commits exactly when the
 * delivery does; a redelivered or later event of the same round finds the entry and adds nothing.
 */
export function registerLoyaltyEarning(events: EventDispatcher) {
  events.subscribe(GAME_BET_EVENT, async (event, tx) => {
    const { roundId } = event.payload as { roundId: string };
    await creditRound(tx, roundId);
  });
}
