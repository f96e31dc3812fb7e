import { describe, expect, it } from 'vitest';
import { newServerSeed } from '../rng/provably-fair.ts';
import {
  BASIS,
  drawResult,
  oddsHundredths,
  outcomeOf,
  priced,
  probabilities,
  SPORTSBOOK_CLIENT_SEED,
  SPORTSBOOK_MARGIN_BP,
  scheduleFixture,
  TEAMS,
  winOf,
} from './model.ts';

const SELECTIONS = ['home', 'draw', 'away'] as const;
/** Every selection's stated RTP bound: 1 / (1 + 5 %). */
const MAX_RTP = BASIS / (BASIS + SPORTSBOOK_MARGIN_BP);

const pairs = TEAMS.flatMap((home) =>
  TEAMS.filter((away) => away !== home).map((away) => [home, away] as const),
);

describe('sportsbook odds', () => {
  it('gives every pairing probabilities that add up to 10 000 basis points, none below 5 %', () => {
    for (const [home, away] of pairs) {
      const p = probabilities(home, away);
      expect(p.home + p.draw + p.away).toBe(BASIS);
      for (const selection of SELECTIONS) expect(p[selection]).toBeGreaterThanOrEqual(500);
    }
  });

  it('favours the stronger side and the home side', () => {
    const [strong, weak] = [TEAMS[0]!, TEAMS.at(-1)!];
    expect(probabilities(strong, weak).home).toBeGreaterThan(probabilities(weak, strong).away);
    const even = { name: 'A', rating: 75 };
    const p = probabilities(even, { ...even, name: 'B' });
    expect(p.home).toBeGreaterThan(p.away);
  });

  it('prices each selection at 1 / (p × 1.05) rounded down: RTP at most 95.24 %, less than 0.01 odds below', () => {
    for (const [home, away] of pairs) {
      const p = probabilities(home, away);
      const odds = priced(p);
      for (const selection of SELECTIONS) {
        const rtp = (p[selection] / BASIS) * (odds[selection] / 100);
        expect(rtp).toBeLessThanOrEqual(MAX_RTP + 1e-12);
        expect(rtp).toBeGreaterThan(MAX_RTP - (p[selection] / BASIS) * 0.01);
      }
      // The book's overround: the implied probabilities add up to at least 105 %.
      const overround = SELECTIONS.reduce((sum, selection) => sum + 100 / odds[selection], 0);
      expect(overround).toBeGreaterThanOrEqual(1 + SPORTSBOOK_MARGIN_BP / BASIS - 1e-12);
    }
  });

  it('has exact figures for a known probability', () => {
    // p = 50 %: 1 / (0.5 × 1.05) = 1.9047… → 1.90; p = 25 %: 3.8095… → 3.80.
    expect(oddsHundredths(5000)).toBe(190);
    expect(oddsHundredths(2500)).toBe(380);
    // Never below 1.01, however likely.
    expect(oddsHundredths(9990)).toBe(101);
  });

  it('pays amount × odds rounded down to the minor unit', () => {
    expect(winOf(100n, 190)).toBe(190n);
    expect(winOf(333n, 215)).toBe(715n); // 715.95 → 715
    expect(winOf(1n, 101)).toBe(1n);
  });
});

describe('sportsbook results', () => {
  it('maps a uniform draw onto home, draw, away at the probability boundaries', () => {
    const p = { home: 4000, draw: 2800, away: 3200 };
    expect(outcomeOf(0, p)).toBe('home');
    expect(outcomeOf(3999, p)).toBe('home');
    expect(outcomeOf(4000, p)).toBe('draw');
    expect(outcomeOf(6799, p)).toBe('draw');
    expect(outcomeOf(6800, p)).toBe('away');
    expect(outcomeOf(9999, p)).toBe('away');
  });

  it('draws the same result from the same seeds, with a score that agrees with it', () => {
    const seed = newServerSeed();
    const p = { home: 4500, draw: 2600, away: 2900 };
    for (let nonce = 1; nonce <= 200; nonce += 1) {
      const first = drawResult(seed, SPORTSBOOK_CLIENT_SEED, nonce, p);
      expect(drawResult(seed, SPORTSBOOK_CLIENT_SEED, nonce, p)).toEqual(first);
      const { home, away } = first.score;
      const expected = home > away ? 'home' : home < away ? 'away' : 'draw';
      expect(first.outcome).toBe(expected);
    }
  });

  it('draws outcomes at their probabilities, so a book of all three selections returns about 95 %', () => {
    const p = { home: 4600, draw: 2600, away: 2800 };
    const odds = priced(p);
    const seed = newServerSeed();
    const rounds = 30_000;
    const counts = { home: 0, draw: 0, away: 0 };
    let returned = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const { outcome } = drawResult(seed, SPORTSBOOK_CLIENT_SEED, nonce, p);
      counts[outcome] += 1;
      returned += odds[outcome] / 100;
    }
    for (const selection of SELECTIONS) {
      const expected = p[selection] / BASIS;
      // 4.5 standard errors: fails about once in 100 000 runs if the draw is right.
      const tolerance = 4.5 * Math.sqrt((expected * (1 - expected)) / rounds);
      expect(Math.abs(counts[selection] / rounds - expected)).toBeLessThan(tolerance);
    }
    // One unit on each selection every fixture: 3 staked, the winner's odds returned.
    const exact = SELECTIONS.reduce((sum, s) => sum + ((p[s] / BASIS) * odds[s]) / 100, 0) / 3;
    expect(exact).toBeLessThanOrEqual(MAX_RTP);
    expect(Math.abs(returned / (3 * rounds) - exact)).toBeLessThan(0.02);
  });

  it('schedules two different teams, priced, with a committed seed', () => {
    for (let index = 0; index < 50; index += 1) {
      const fixture = scheduleFixture((size) => Math.floor(Math.random() * size));
      expect(fixture.home).not.toBe(fixture.away);
      expect(fixture.odds).toEqual(priced(fixture.probabilities));
      expect(fixture.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
