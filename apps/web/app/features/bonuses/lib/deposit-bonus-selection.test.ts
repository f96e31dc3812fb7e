import { describe, expect, it } from 'vitest';
import {
  type BonusRange,
  bonusChoice,
  choiceForAmount,
  defaultChoice,
  defaultDepositAmount,
  isAffordable,
  isInRange,
  openingChoice,
  UNCHOSEN,
} from './deposit-bonus-selection.ts';

const range = (id: string, minDeposit: number | null, maxDeposit: number | null): BonusRange => ({
  id,
  minDeposit,
  maxDeposit,
});

/** Free Spins Friday's tiers: 20 to 49.99, 50 to 99.99, 100 and more. */
const TIERS = [range('fs-30', 20, 49.99), range('fs-60', 50, 99.99), range('fs-100', 100, null)];
const WELCOME = range('welcome', 20, null);
const LIMITS = { min: 10, max: 1000 };
const NO_CODE = { declineByDefault: false, codeOpen: false };
const affordable = (bonus: BonusRange) => isAffordable(bonus, LIMITS, false);

describe('a bonus is in range', () => {
  it('from its minimum to its maximum deposit, both included', () => {
    expect(isInRange(TIERS[0]!, 20, false)).toBe(true);
    expect(isInRange(TIERS[0]!, 49.99, false)).toBe(true);
    expect(isInRange(TIERS[0]!, 19.99, false)).toBe(false);
    expect(isInRange(TIERS[0]!, 50, false)).toBe(false);
  });

  it('without bounds for a missing minimum or maximum', () => {
    expect(isInRange(range('open', null, null), 0.01, false)).toBe(true);
    expect(isInRange(WELCOME, 1_000_000, false)).toBe(true);
  });

  it('always for a crypto deposit: no range check', () => {
    expect(isInRange(TIERS[2]!, 0.001, true)).toBe(true);
  });
});

describe('a bonus is affordable', () => {
  it('when some deposit the method allows falls in its range', () => {
    expect(isAffordable(range('big', 500, null), LIMITS, false)).toBe(true);
    expect(isAffordable(range('huge', 5000, null), LIMITS, false)).toBe(false);
    expect(isAffordable(range('tiny', null, 5), LIMITS, false)).toBe(false);
  });

  it('always for crypto', () => {
    expect(isAffordable(range('huge', 5000, null), LIMITS, true)).toBe(true);
  });
});

describe('the default choice', () => {
  it('is the first affordable bonus', () => {
    const bonuses = [range('huge', 5000, null), WELCOME, ...TIERS];
    expect(defaultChoice(bonuses, NO_CODE, affordable)).toEqual(bonusChoice.bonus('welcome'));
  });

  it('is decline when the settings decline deposit bonuses by default', () => {
    expect(defaultChoice([WELCOME], { declineByDefault: true, codeOpen: false }, affordable)).toEqual(
      bonusChoice.decline(),
    );
  });

  it('is none (the code) while the bonus-code input is open', () => {
    const choice = defaultChoice([WELCOME], { declineByDefault: true, codeOpen: true }, affordable);
    expect(choice).toEqual(bonusChoice.code());
    expect(choice.bonusId).toBeNull();
    expect(choice.isBonusDecline).toBe(false);
  });

  it('is decline when no bonus is affordable, and nothing when none is on offer', () => {
    expect(defaultChoice([range('huge', 5000, null)], NO_CODE, affordable)).toEqual(
      bonusChoice.decline(true),
    );
    expect(defaultChoice([], NO_CODE, affordable)).toBe(UNCHOSEN);
  });
});

describe('the choice follows the amount', () => {
  it('keeps the chosen bonus while the amount stays in its range (the same object)', () => {
    const chosen = bonusChoice.bonus('fs-30');
    expect(choiceForAmount(chosen, TIERS, 35, false)).toBe(chosen);
  });

  it('moves to the next eligible bonus when the amount leaves the range', () => {
    expect(choiceForAmount(bonusChoice.bonus('fs-30'), TIERS, 60, false)).toEqual(bonusChoice.bonus('fs-60'));
    expect(choiceForAmount(bonusChoice.bonus('fs-60'), TIERS, 150, false)).toEqual(
      bonusChoice.bonus('fs-100'),
    );
  });

  it('sets decline when no bonus takes the amount', () => {
    expect(choiceForAmount(bonusChoice.bonus('fs-30'), TIERS, 10, false)).toEqual(bonusChoice.decline(true));
  });

  it('brings a bonus back when the amount fits again after a decline it caused ("1", "10", "100")', () => {
    const declined = choiceForAmount(bonusChoice.bonus('welcome'), [WELCOME], 1, false);
    expect(declined).toEqual(bonusChoice.decline(true));
    expect(choiceForAmount(declined, [WELCOME], 10, false)).toBe(declined);
    expect(choiceForAmount(declined, [WELCOME], 100, false)).toEqual(bonusChoice.bonus('welcome'));
  });

  it("keeps the player's own decline and the open code input whatever the amount", () => {
    const declined = bonusChoice.decline();
    const code = bonusChoice.code();
    expect(choiceForAmount(declined, TIERS, 60, false)).toBe(declined);
    expect(choiceForAmount(code, TIERS, 60, false)).toBe(code);
  });

  it('checks no range for crypto', () => {
    const chosen = bonusChoice.bonus('fs-100');
    expect(choiceForAmount(chosen, TIERS, 0.001, true)).toBe(chosen);
  });

  it('keeps the choice while the field is empty (mid-typing)', () => {
    const chosen = bonusChoice.bonus('fs-30');
    expect(choiceForAmount(chosen, TIERS, null, false)).toBe(chosen);
  });

  it('moves on when the chosen bonus is no longer on offer (a deposit used it)', () => {
    expect(choiceForAmount(bonusChoice.bonus('gone'), TIERS, 60, false)).toEqual(bonusChoice.bonus('fs-60'));
    expect(choiceForAmount(bonusChoice.bonus('gone'), [], 60, false)).toBe(UNCHOSEN);
  });
});

describe('decline, a chosen bonus and the code input exclude each other', () => {
  it.each([
    ['a bonus', bonusChoice.bonus('welcome')],
    ['decline', bonusChoice.decline()],
    ['the code', bonusChoice.code()],
  ])('%s sets only itself', (_, choice) => {
    const set = [choice.bonusId !== null, choice.isBonusDecline, choice.codeOpen].filter(Boolean);
    expect(set).toHaveLength(1);
  });
});

describe('the choice a form opens with', () => {
  const context = { ...NO_CODE, limits: LIMITS, crypto: false };

  it('is the default the first time', () => {
    expect(openingChoice(UNCHOSEN, [WELCOME], context)).toEqual(bonusChoice.bonus('welcome'));
  });

  it("keeps the player's choice of an earlier form while it is on offer", () => {
    const declined = bonusChoice.decline();
    expect(openingChoice(declined, [WELCOME], context)).toBe(declined);
    const chosen = bonusChoice.bonus('fs-60');
    expect(openingChoice(chosen, TIERS, context)).toBe(chosen);
  });

  it('starts over when the chosen bonus is not offered (another currency)', () => {
    expect(openingChoice(bonusChoice.bonus('elsewhere'), [WELCOME], context)).toEqual(
      bonusChoice.bonus('welcome'),
    );
  });

  it('opens the code when a deposit code is waiting', () => {
    expect(openingChoice(UNCHOSEN, [WELCOME], { ...context, codeOpen: true })).toEqual(bonusChoice.code());
  });
});

describe('the default amount', () => {
  it("is the bonus's minimum deposit when it is greater than the default preset", () => {
    expect(defaultDepositAmount(50, LIMITS, range('big', 100, null), false)).toBe(100);
  });

  it('is the default preset when the bonus asks for less, or there is no bonus', () => {
    expect(defaultDepositAmount(50, LIMITS, WELCOME, false)).toBe(50);
    expect(defaultDepositAmount(50, LIMITS, undefined, false)).toBe(50);
  });

  it("is the method's minimum without a default preset", () => {
    expect(defaultDepositAmount(null, LIMITS, undefined, false)).toBe(10);
    expect(defaultDepositAmount(null, LIMITS, WELCOME, false)).toBe(20);
  });

  it("stays within the method's limits", () => {
    expect(defaultDepositAmount(50, { min: 10, max: 80 }, range('big', 100, null), false)).toBe(80);
  });

  it("ignores the bonus's minimum for crypto (no range check)", () => {
    expect(defaultDepositAmount(0.01, { min: 0.001, max: 1 }, range('big', 0.5, null), true)).toBe(0.01);
  });
});
