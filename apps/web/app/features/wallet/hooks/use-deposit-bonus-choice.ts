import type { PaymentMethod } from '@casino/contracts';
import { useEffect, useState } from 'react';
import {
  bonusChoice,
  choiceForAmount,
  type DepositBonuses,
  defaultChoice,
  defaultDepositAmount,
  isInRange,
  openingChoice,
} from '../../bonuses/deposit.ts';
import { depositSession } from '../lib/deposit-session.ts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { initialFieldValues, methodLimits } from '../lib/method-fields.ts';

type OpeningOptions = { method: PaymentMethod; unit: DisplayUnit; bonuses: DepositBonuses };

/**
 * The bonus a deposit form opens with (spec section 4), written to the deposit session once mounted,
 * and the amount it starts at in currency units (section 5: the bonus's minimum when it is higher).
 */
export function useOpeningBonus({ method, unit, bonuses }: OpeningOptions): number {
  const [opening] = useState(() => {
    const limits = methodLimits(method, initialFieldValues(method));
    const crypto = unit.type === 'crypto';
    const choice = openingChoice(depositSession.get().bonus, bonuses.offers, {
      limits,
      crypto,
      declineByDefault: bonuses.declineByDefault,
      codeOpen: bonuses.waitingCode !== null,
    });
    const bonus = bonuses.offers.find((offer) => offer.id === choice.bonusId);
    const preset = method.presets.find((item) => item.default)?.amount ?? null;
    return { choice, amount: defaultDepositAmount(preset, limits, bonus, crypto) };
  });
  useEffect(() => depositSession.chooseBonus(opening.choice), [opening]);
  return opening.amount;
}

/** The typed amount (display units) moves the choice on when it leaves the chosen bonus's range. */
export function useBonusFollowsAmount(bonuses: DepositBonuses, amount: number | null, unit: DisplayUnit) {
  const { factor, type } = unit;
  useEffect(() => {
    const current = depositSession.get().bonus;
    const inCurrency = amount === null ? null : amount / factor;
    const next = choiceForAmount(current, bonuses.offers, inCurrency, type === 'crypto');
    if (next !== current) depositSession.chooseBonus(next);
  }, [bonuses.offers, amount, factor, type]);
}

/**
 * The code input opens in place of a bonus; closed, the selector starts over from the first bonus the
 * amount takes (or decline, as the settings say).
 */
export function toggleBonusCode(
  open: boolean,
  bonuses: DepositBonuses,
  amount: number | null,
  unit: DisplayUnit,
) {
  if (open) return depositSession.chooseBonus(bonusChoice.code());
  const inCurrency = amount === null ? null : amount / unit.factor;
  const crypto = unit.type === 'crypto';
  const context = { declineByDefault: bonuses.declineByDefault, codeOpen: false };
  depositSession.chooseBonus(
    defaultChoice(
      bonuses.offers,
      context,
      (bonus) => inCurrency === null || isInRange(bonus, inCurrency, crypto),
    ),
  );
}
