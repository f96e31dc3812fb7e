import {
  GAME_BET_EVENT,
  type LoyaltyEarnGroup,
  type LoyaltyEarnRates,
  loyaltyEarnRatesSchema,
} from '@casino/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import { type RoundStakes, roundStakesOf } from '../game-wallet/rounds.ts';
import { type GameForWeights, gamesForWeights, SPORTSBOOK_TAG } from '../games/service.ts';
import { baseCurrencyConverter } from '../settings/rates.ts';
import { getPublicSettings } from '../settings/service.ts';
import { lockAccounts } from './accounts.ts';
import { listLevels } from './levels.ts';
import { addEarnedPoints, levelOf } from './points.ts';
import {
  type LoyaltyPointEntryRow,
  loyaltyAccounts,
  loyaltyEarnRates,
  loyaltyPointEntries,
} from './tables.ts';

/**
 * Which games each kind covers: the first kind a game matches (by slug, collection or tag) gives its
 * percent; a game no kind names earns nothing. The groups are the bonus weights' (domains/bonuses/
 * seed.ts: slots by their collection, the studio's instant and table games by slug), plus the
 * sportsbook by its tag. How much each kind counts is the operator's (loyalty_earn_rates, edited in
 * the back office); `percent` here is the seed's.
 */
type EarnGroup = {
  group: LoyaltyEarnGroup;
  percent: number;
  games?: string[];
  collections?: string[];
  tags?: string[];
};

export const EARN_GROUPS: readonly EarnGroup[] = [
  { group: 'slots', percent: 100, collections: ['slots'], tags: ['slot'] },
  { group: 'instant', percent: 50, games: ['crash', 'mines', 'plinko'] },
  { group: 'table', percent: 20, games: ['roulette'] },
  { group: 'sportsbook', percent: 50, tags: [SPORTSBOOK_TAG] },
];

/** The earn rates in force, read through the editor's schema, in EARN_GROUPS order. */
export async function earnRatesOf(db: Db): Promise<LoyaltyEarnRates> {
  const stored = new Map(
    (await db.select().from(loyaltyEarnRates)).map((row) => [row.group, row.percent] as const),
  );
  return loyaltyEarnRatesSchema.parse({
    rules: EARN_GROUPS.map(({ group, percent }) => ({ group, percent: stored.get(group) ?? percent })),
  });
}

/** The seed's rates, written once: an operator's change is not overwritten at the next start. */
export async function seedEarnRates(db: Db): Promise<void> {
  await db
    .insert(loyaltyEarnRates)
    .values(EARN_GROUPS.map(({ group, percent }) => ({ group, percent })))
    .onConflictDoNothing({ target: loyaltyEarnRates.group });
}

const matches = (rule: EarnGroup, game: GameForWeights) =>
  (rule.games ?? []).includes(game.slug) ||
  (rule.collections ?? []).some((collection) => game.collections.includes(collection)) ||
  (rule.tags ?? []).some((tag) => game.tags.includes(tag));

/** The percent a game's wagers count at these rates (0: no kind names it, or the catalogue does not list it). */
export function weightOf(rates: LoyaltyEarnRates, games: readonly GameForWeights[], slug: string): number {
  const game = games.find((item) => item.slug === slug);
  const group = game && EARN_GROUPS.find((rule) => matches(rule, game))?.group;
  return (group && rates.rules.find((rule) => rule.group === group)?.percent) ?? 0;
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

export const MICROS_PER_POINT = 1_000_000;

/**
 * What a cash wager of `baseMinor` minor units of the base currency (`baseUnit` of them in one unit)
 * earns, in millionths of a point: wager × weight × the level's rate, rounded down, in integers only.
 * Kept this fine so that small stakes add up (the account keeps the fraction, see creditRounds).
 */
export function microPointsFor(baseMinor: bigint, baseUnit: number, percent: number, rateBp: number): number {
  return Number(
    (baseMinor * BigInt(percent) * BigInt(rateBp) * BigInt(MICROS_PER_POINT)) /
      (BigInt(baseUnit) * 100n * 10_000n),
  );
}

/**
 * Whole points carried by earning `micros` on top of an account's `remainder` (both in millionths),
 * and the remainder left after.
 */
export function carry(remainder: number, micros: number): { points: number; remainder: number } {
  const total = remainder + micros;
  return { points: Math.floor(total / MICROS_PER_POINT), remainder: total % MICROS_PER_POINT };
}

/**
 * Credits the points of these rounds once each: nothing for a round still open, nothing while the club
 * is closed, nothing a second time (an entry is unique by round). One batch of round events costs the
 * same few statements however many rounds and players it holds: the rounds, the settings, the games,
 * the earn rates, the levels and the currency rates read once, the accounts made and locked in two, the entries written in one,
 * the points added in one, their pushes in one. Runs in the caller's transaction; answers the entries
 * written.
 */
export async function creditRounds(tx: Db, roundIds: string[]): Promise<LoyaltyPointEntryRow[]> {
  const rounds = (await roundStakesOf(tx, [...new Set(roundIds)])).filter((round) => cashWager(round) > 0n);
  // Every bet's event comes while its round is open: a batch of those costs this one read.
  if (rounds.length === 0 || !(await getPublicSettings(tx)).loyaltyEnabled) return [];
  const [games, rates] = await Promise.all([gamesForWeights(tx), earnRatesOf(tx)]);
  const weighted = rounds
    .map((round) => ({ round, percent: weightOf(rates, games, round.gameSlug) }))
    .filter((item) => item.percent > 0);
  if (weighted.length === 0) return [];
  const [levels, toBase] = await Promise.all([listLevels(tx), baseCurrencyConverter(tx)]);
  const accounts = await lockAccounts(
    tx,
    weighted.map((item) => item.round.playerId),
    levels,
  );
  // Under the accounts' locks: a round credited before (a redelivered event) adds nothing, not even
  // to the remainder.
  const credited = await creditedRounds(
    tx,
    weighted.map((item) => item.round.id),
  );
  const remainders = new Map(
    [...accounts.values()].map((account) => [account.id, account.earnRemainderMicros]),
  );
  const values = weighted.flatMap(({ round, percent }) => {
    if (credited.has(round.id)) return [];
    const account = accounts.get(round.playerId)!;
    const { rateBp } = levelOf(account, levels);
    const cash = cashWager(round);
    const base = toBase(cash, round.currency);
    const micros = base ? microPointsFor(base.amount, base.subunitToUnit, percent, rateBp) : 0;
    if (!base || micros === 0) return [];
    const { points, remainder } = carry(remainders.get(account.id)!, micros);
    remainders.set(account.id, remainder);
    return [
      {
        accountId: account.id,
        kind: 'earn' as const,
        points,
        microPoints: micros,
        roundId: round.id,
        cashMinor: cash,
        currency: round.currency,
        baseMinor: base.amount,
        baseCurrency: base.currency,
        weightPercent: percent,
        rateBp,
      },
    ];
  });
  if (values.length === 0) return [];
  // A round credited before (a redelivered event) writes nothing and adds nothing.
  const entries = await tx
    .insert(loyaltyPointEntries)
    .values(values)
    .onConflictDoNothing({ target: loyaltyPointEntries.roundId })
    .returning();
  const credits = [...accounts.values()].map((account) => ({
    account,
    points: entries
      .filter((entry) => entry.accountId === account.id)
      .reduce((sum, entry) => sum + entry.points, 0),
  }));
  await addEarnedPoints(tx, credits, levels);
  await keepRemainders(
    tx,
    [...accounts.values()]
      .filter((account) => remainders.get(account.id) !== account.earnRemainderMicros)
      .map((account) => ({ accountId: account.id, remainder: remainders.get(account.id)! })),
  );
  return entries;
}

async function creditedRounds(tx: Db, roundIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ roundId: loyaltyPointEntries.roundId })
    .from(loyaltyPointEntries)
    .where(inArray(loyaltyPointEntries.roundId, roundIds));
  return new Set(rows.map((row) => row.roundId!));
}

async function keepRemainders(tx: Db, changes: { accountId: string; remainder: number }[]) {
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map(({ accountId, remainder }) => sql`(${accountId}::uuid, ${remainder}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${loyaltyAccounts} AS a SET earn_remainder_micros = v.remainder
    FROM (VALUES ${rows}) AS v(id, remainder)
    WHERE a.id = v.id`);
}

/** One round's credit (see creditRounds): its entry, or null. */
export async function creditRound(tx: Db, roundId: string): Promise<LoyaltyPointEntryRow | null> {
  return (await creditRounds(tx, [roundId]))[0] ?? null;
}

/**
 * Points from the game wallet's rounds: every change of a round publishes GAME_BET_EVENT, and each
 * batch of them is credited in the transaction that delivers it, so the entries commit exactly when
 * the delivery does; a redelivered or later event of the same round finds the entry and adds nothing.
 */
export function registerLoyaltyEarning(events: EventDispatcher) {
  events.subscribeBatch(GAME_BET_EVENT, async (batch, tx) => {
    await creditRounds(
      tx,
      batch.map((event) => (event.payload as { roundId: string }).roundId),
    );
  });
}
