import type { Db } from '../../db/client.ts';
import { type BetRuleInput, MaxBetExceededError, registerBetRule } from '../game-wallet/bet-rules.ts';
import { requireGame } from '../games/service.ts';
import { findPlayerById } from '../identity/players.ts';
import { playerProtection } from '../settings/operator-settings.ts';
import { convertMinor } from '../settings/rates.ts';
import { currencyUnit } from '../settings/service.ts';
import { decimalToMinor } from '../wallet/money.ts';

/**
 * RTS 14 (UKGC): the most a slot spin may stake, by age band, in minor units of `currency`. Players
 * whose age the profile does not tell are held to the lower band. The operator sets the bands
 * (playerProtection.slotStakeLimits, in decimal units); none set, slots have no cap.
 */
export type AgeBand = { fromAge: number; toAge: number | null; maxStakeMinor: bigint };
export type StakeLimits = { currency: string; bands: AgeBand[] };

/** The operator's bands in minor units; null when there are none or their currency is unknown (refused by the route). */
export async function slotStakeLimitsOf(db: Db): Promise<StakeLimits | null> {
  const limits = (await playerProtection(db)).slotStakeLimits;
  if (!limits) return null;
  const unit = await currencyUnit(db, limits.currency);
  if (!unit) return null;
  const bands = limits.bands.map((band) => ({
    fromAge: band.fromAge,
    toAge: band.toAge,
    maxStakeMinor: decimalToMinor(band.maxStake, unit) ?? 0n,
  }));
  return { currency: limits.currency, bands };
}

/** Whole years between a birth date (YYYY-MM-DD) and `now`, in UTC; null when there is none. */
export function ageOn(birthdate: string | null, now: Date): number | null {
  const match = birthdate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function bandMaxStake(limits: StakeLimits, age: number | null): bigint {
  const band =
    age === null
      ? undefined
      : limits.bands.find((entry) => age >= entry.fromAge && (entry.toAge === null || age <= entry.toAge));
  // No known age (or under every band): the strictest cap.
  return (
    band?.maxStakeMinor ??
    limits.bands.reduce(
      (low, entry) => (entry.maxStakeMinor < low ? entry.maxStakeMinor : low),
      limits.bands[0]!.maxStakeMinor,
    )
  );
}

/**
 * Registers the age band's slot stake cap as a bet rule (it runs inside the bet's money transaction):
 * a slot bet over the cap is refused with 15003 naming the cap. The caps are read from the operator's
 * settings (kept in memory) of `db`. Returns what removes the rule.
 */
export function registerSlotStakeRule(db: Db, now: () => Date = () => new Date()) {
  return registerBetRule(async (tx: Db, bet: BetRuleInput) => {
    const limits = await slotStakeLimitsOf(db);
    if (!limits) return;
    const { game } = await requireGame(tx, bet.gameId).catch(() => ({ game: null }));
    if (!game?.tags.includes('slot')) return;
    const player = await findPlayerById(tx, bet.playerId);
    const cap = bandMaxStake(limits, ageOn(player?.birthdate ?? null, now()));
    // Rounded down: the converted cap is never more than the rule's.
    const converted = await convertMinor(tx, cap, limits.currency, bet.currency);
    // A currency without a rate cannot be compared: refuse rather than let an uncapped stake through.
    if (converted === null || bet.amount > converted) throw new MaxBetExceededError(converted ?? 0n);
  });
}
