import {
  createRandomStream,
  hashServerSeed,
  newServerSeed,
  type RandomStream,
} from '../rng/provably-fair.ts';
import { randomInt } from '../rng/sampling.ts';
import type { SportsbookOutcome } from './tables.ts';

/**
 * The sportsbook's book (docs/games/rtp.md section 9).
 *
 * Model: each team has a rating (60-90). The draw takes D = max(1800, 2800 - 40·|Δ|) basis points of
 * 10 000, where Δ = home rating + 4 (home advantage) - away rating; the rest is split between the sides
 * in proportion to the squares of (home rating + 4) and away rating, rounded to whole basis points.
 *
 * Price: decimal odds = 1 / (p × (1 + margin)) with a 5 % margin, rounded DOWN to 0.01 (at least 1.01).
 * So every selection returns at most 1 / 1.05 = 95.238 % of the stake on average (its RTP), a little
 * less where the rounding cut the price; the book's overround Σ 1/odds is at least 1.05.
 *
 * Result: one uniform draw r in [0, 10 000) from the fixture's provably fair stream (its own server
 * seed, the public client seed, its number as nonce): home when r < pHome, draw when r < pHome + pDraw,
 * away otherwise; then a score consistent with it from the same stream.
 */
export const SPORTSBOOK_MARGIN_BP = 500;
export const BASIS = 10_000;
const HOME_ADVANTAGE = 4;
const MIN_ODDS_HUNDREDTHS = 101;

/** The public client seed of every fixture: fixtures are shared, so no player picks it. */
export const SPORTSBOOK_CLIENT_SEED = 'lucky-harbor-sportsbook';

export type Team = { name: string; rating: number };

/** The league of the virtual fixtures. */
export const TEAMS: readonly Team[] = [
  { name: 'Harbor Lions', rating: 88 },
  { name: 'Northport United', rating: 84 },
  { name: 'Saltmarsh Rovers', rating: 80 },
  { name: 'Lighthouse FC', rating: 78 },
  { name: 'Anchor Athletic', rating: 75 },
  { name: 'Tidewater City', rating: 73 },
  { name: 'Driftwood Town', rating: 70 },
  { name: 'Coral Bay Wanderers', rating: 68 },
  { name: 'Breakwater Albion', rating: 66 },
  { name: 'Kelp Forest Rangers', rating: 64 },
  { name: 'Seagull Park', rating: 62 },
  { name: 'Old Pier Corinthians', rating: 60 },
];

export type Probabilities = Record<SportsbookOutcome, number>;
export type Odds = Record<SportsbookOutcome, number>;

/** The outcome probabilities in basis points (they sum to 10 000). */
export function probabilities(home: Team, away: Team): Probabilities {
  const homeStrength = home.rating + HOME_ADVANTAGE;
  const delta = Math.abs(homeStrength - away.rating);
  const draw = Math.max(1800, 2800 - 40 * delta);
  const sides = BASIS - draw;
  const homeSquare = homeStrength ** 2;
  const awaySquare = away.rating ** 2;
  const homeBp = Math.round((sides * homeSquare) / (homeSquare + awaySquare));
  return { home: homeBp, draw, away: sides - homeBp };
}

/** Decimal odds in hundredths: ⌊100 / (p × (1 + margin))⌋, at least 1.01. */
export function oddsHundredths(probabilityBp: number, marginBp = SPORTSBOOK_MARGIN_BP): number {
  const exact = Math.floor((100 * BASIS * BASIS) / (probabilityBp * (BASIS + marginBp)));
  return Math.max(MIN_ODDS_HUNDREDTHS, exact);
}

export function priced(p: Probabilities): Odds {
  return { home: oddsHundredths(p.home), draw: oddsHundredths(p.draw), away: oddsHundredths(p.away) };
}

/** The outcome a uniform r in [0, 10 000) picks. */
export function outcomeOf(r: number, p: Probabilities): SportsbookOutcome {
  if (r < p.home) return 'home';
  if (r < p.home + p.draw) return 'draw';
  return 'away';
}

/** A score that agrees with the outcome: the loser 0-2 goals, the winner 1-3 more; a draw 0-3 each. */
function scoreFor(stream: RandomStream, outcome: SportsbookOutcome): { home: number; away: number } {
  if (outcome === 'draw') {
    const goals = randomInt(stream, 4);
    return { home: goals, away: goals };
  }
  const loser = randomInt(stream, 3);
  const winner = loser + 1 + randomInt(stream, 3);
  return outcome === 'home' ? { home: winner, away: loser } : { home: loser, away: winner };
}

export type FixtureDraw = { outcome: SportsbookOutcome; score: { home: number; away: number } };

/** The result the fixture's seeds decide; the verifier recomputes it from the revealed seed. */
export function drawResult(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  p: Probabilities,
): FixtureDraw {
  return resultFromStream(createRandomStream({ serverSeed, clientSeed, nonce }), p);
}

export function resultFromStream(stream: RandomStream, p: Probabilities): FixtureDraw {
  const outcome = outcomeOf(randomInt(stream, BASIS), p);
  return { outcome, score: scoreFor(stream, outcome) };
}

export type ScheduledFixture = {
  home: string;
  away: string;
  probabilities: Probabilities;
  odds: Odds;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
};

/** A new fixture between two different teams `pick` chooses, priced, with a fresh server seed. */
export function scheduleFixture(pick: (size: number) => number): ScheduledFixture {
  const homeIndex = pick(TEAMS.length);
  const awayIndex = (homeIndex + 1 + pick(TEAMS.length - 1)) % TEAMS.length;
  const home = TEAMS[homeIndex]!;
  const away = TEAMS[awayIndex]!;
  const p = probabilities(home, away);
  const serverSeed = newServerSeed();
  return {
    home: home.name,
    away: away.name,
    probabilities: p,
    odds: priced(p),
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: SPORTSBOOK_CLIENT_SEED,
  };
}

/** What a winning bet returns: amount × odds, rounded down to the minor unit. */
export function winOf(amountMinor: bigint, oddsHundredths: number): bigint {
  return (amountMinor * BigInt(oddsHundredths)) / 100n;
}
