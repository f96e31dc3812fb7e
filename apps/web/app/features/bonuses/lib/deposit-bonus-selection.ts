import type { Bonus } from '@casino/contracts';

/**
 * The deposit bonus selection of spec section 4 and the default amount of section 5, as pure rules.
 * Amounts are in the currency's unit (as the API has them), never in a display unit such as mBTC.
 */

/** What the rules need of an offer: which one, and the deposits it takes. */
export type BonusRange = Pick<Bonus, 'id' | 'minDeposit' | 'maxDeposit'>;

/** A bonus, decline, or the bonus-code input: the three exclude each other. */
export type DepositBonusChoice = {
  bonusId: string | null;
  isBonusDecline: boolean;
  /** The bonus-code input is open: a code stands for this deposit's bonus. */
  codeOpen: boolean;
  /**
   * Decline was set because the amount left every bonus's range, not by the player. Typing "100" passes
   * through "1" and "10": an amount that fits again brings the bonus back.
   */
  byAmount: boolean;
};

/** Nothing chosen yet (and nothing sent): the form starts from here. */
export const UNCHOSEN: DepositBonusChoice = {
  bonusId: null,
  isBonusDecline: false,
  codeOpen: false,
  byAmount: false,
};

export const bonusChoice = {
  bonus: (bonusId: string): DepositBonusChoice => ({ ...UNCHOSEN, bonusId }),
  decline: (byAmount = false): DepositBonusChoice => ({ ...UNCHOSEN, isBonusDecline: true, byAmount }),
  code: (): DepositBonusChoice => ({ ...UNCHOSEN, codeOpen: true }),
};

/** The method's deposit limits. */
export type AmountLimits = { min: number; max: number };

/** Whether a deposit of `amount` takes the bonus; crypto deposits take any bonus (no range check). */
export function isInRange(bonus: BonusRange, amount: number, crypto: boolean): boolean {
  if (crypto) return true;
  return (bonus.minDeposit ?? 0) <= amount && amount <= (bonus.maxDeposit ?? Number.POSITIVE_INFINITY);
}

/** Whether some deposit the method allows takes the bonus. */
export function isAffordable(bonus: BonusRange, limits: AmountLimits, crypto: boolean): boolean {
  if (crypto) return true;
  return (
    (bonus.minDeposit ?? 0) <= limits.max && (bonus.maxDeposit ?? Number.POSITIVE_INFINITY) >= limits.min
  );
}

type DefaultContext = {
  /** The settings' game.bonus.depositBonusDeclineDefault. */
  declineByDefault: boolean;
  /** A deposit code waits for this deposit, or the player opened the code input. */
  codeOpen: boolean;
};

/**
 * The choice a deposit starts with: the code when one is open, decline when the settings say so,
 * else the first bonus that fits (`fits`), else decline. No offers: nothing.
 */
export function defaultChoice(
  bonuses: readonly BonusRange[],
  context: DefaultContext,
  fits: (bonus: BonusRange) => boolean,
): DepositBonusChoice {
  if (context.codeOpen) return bonusChoice.code();
  if (bonuses.length === 0) return UNCHOSEN;
  if (context.declineByDefault) return bonusChoice.decline();
  const first = bonuses.find(fits);
  return first ? bonusChoice.bonus(first.id) : bonusChoice.decline(true);
}

/**
 * When the amount leaves the chosen bonus's range, or the bonus is no longer on offer: the first bonus
 * that fits, else decline. A decline the amount caused gives way to a bonus the amount fits again; the
 * player's own decline and the code input stay. The same object comes back when nothing changes.
 */
export function choiceForAmount(
  current: DepositBonusChoice,
  bonuses: readonly BonusRange[],
  amount: number | null,
  crypto: boolean,
): DepositBonusChoice {
  const chosen = current.bonusId === null ? undefined : bonuses.find((bonus) => bonus.id === current.bonusId);
  const withdrawn = current.bonusId !== null && !chosen;
  const autoDeclined = current.isBonusDecline && current.byAmount;
  if (!chosen && !withdrawn && !autoDeclined) return current;
  // An empty field is mid-typing: it keeps the choice.
  const fits = (bonus: BonusRange) => amount === null || isInRange(bonus, amount, crypto);
  if (chosen && fits(chosen)) return current;
  if (autoDeclined && amount === null) return current;
  const next = bonuses.find(fits);
  if (next) return bonusChoice.bonus(next.id);
  if (bonuses.length === 0) return UNCHOSEN;
  return autoDeclined ? current : bonusChoice.decline(true);
}

/**
 * The choice a deposit form opens with, keeping what the player chose before (another method of the
 * same wallet visit) while it still applies; a bonus no longer on offer starts over.
 */
export function openingChoice(
  previous: DepositBonusChoice,
  bonuses: readonly BonusRange[],
  context: DefaultContext & { limits: AmountLimits; crypto: boolean },
): DepositBonusChoice {
  const offered = previous.bonusId !== null && bonuses.some((bonus) => bonus.id === previous.bonusId);
  const kept = offered || previous.isBonusDecline || previous.codeOpen;
  if (kept && !previous.byAmount) return previous;
  return defaultChoice(bonuses, context, (bonus) => isAffordable(bonus, context.limits, context.crypto));
}

/**
 * The form's first amount (spec section 5): the chosen bonus's minimum deposit when it is above the
 * default preset (else the preset, else the method's minimum), within the method's limits. Crypto
 * has no range check, so its bonus asks for no particular amount.
 */
export function defaultDepositAmount(
  preset: number | null,
  limits: AmountLimits,
  bonus: BonusRange | undefined,
  crypto: boolean,
): number {
  const base = preset ?? limits.min;
  const wanted = !crypto && bonus?.minDeposit != null && bonus.minDeposit > base ? bonus.minDeposit : base;
  return Math.min(limits.max, Math.max(limits.min, wanted));
}
