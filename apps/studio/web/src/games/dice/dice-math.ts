/**
 * Dice as the server computes it (apps/studio/src/games/dice): rolls and targets in hundredths
 * (0..9999), under wins on roll < target, over on roll > target, and a win pays
 * 0.99 · 10000 / winning rolls = 9900 / winning rolls times the bet, floored to the minor unit.
 */
export type DiceDirection = 'under' | 'over';

export const DICE_OUTCOMES = 10_000;
export const MIN_WINNING_ROLLS = 1;
export const MAX_WINNING_ROLLS = 9_800;
const PAYOUT_NUMERATOR = 9_900n;

export function winningRolls(direction: DiceDirection, targetHundredths: number): number {
  return direction === 'under' ? targetHundredths : DICE_OUTCOMES - 1 - targetHundredths;
}

/** The targets the server accepts for a direction: a win chance of 0.01 % to 98 %. */
export function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: MIN_WINNING_ROLLS, max: MAX_WINNING_ROLLS }
    : { min: DICE_OUTCOMES - 1 - MAX_WINNING_ROLLS, max: DICE_OUTCOMES - 1 - MIN_WINNING_ROLLS };
}

export function clampTarget(direction: DiceDirection, targetHundredths: number): number {
  const { min, max } = targetBounds(direction);
  return Math.min(max, Math.max(min, Math.round(targetHundredths)));
}

/** The other direction with the same win chance: under 49.50 becomes over 50.49. */
export function flipDirection(direction: DiceDirection, targetHundredths: number) {
  const flipped: DiceDirection = direction === 'under' ? 'over' : 'under';
  return { direction: flipped, targetHundredths: DICE_OUTCOMES - 1 - targetHundredths };
}

export function diceMultiplier(direction: DiceDirection, targetHundredths: number): number {
  return Number(PAYOUT_NUMERATOR) / winningRolls(direction, targetHundredths);
}

/** What a winning roll pays in minor units: bet · 9900 / winning rolls, floored like the server. */
export function dicePayoutMinor(
  betMinor: bigint,
  direction: DiceDirection,
  targetHundredths: number,
): bigint {
  return (betMinor * PAYOUT_NUMERATOR) / BigInt(winningRolls(direction, targetHundredths));
}

export function rollWins(
  direction: DiceDirection,
  targetHundredths: number,
  rollHundredths: number,
): boolean {
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
}

/** Hundredths as the player reads them: 4950 → "49.50". */
export const hundredthsText = (hundredths: number) => (hundredths / 100).toFixed(2);

/** "49.50 %" */
export const winChanceText = (direction: DiceDirection, targetHundredths: number) =>
  `${hundredthsText(winningRolls(direction, targetHundredths))} %`;

/** "2.0000×": four decimals, truncated, so that the figure never promises more than the payout. */
export function multiplierText(direction: DiceDirection, targetHundredths: number): string {
  const tenThousandths = Math.floor((9_900 * 10_000) / winningRolls(direction, targetHundredths));
  return `${(tenThousandths / 10_000).toFixed(4)}×`;
}

/** "49.5" or "49.50" typed by the player, to hundredths; null when it is not such a number. */
export function parseHundredths(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
