import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import modals from '../../../../../../content/en/modals.json';
import { bonusesI18n, offer } from '../test/bonuses-harness.tsx';
import { bonusValueText } from './bonus-value.ts';

const t = bonusesI18n.getFixedT('en', 'modals') as TFunction;
const money = (amount: number) => `${amount.toFixed(2)} EUR`;
const assign = offer('x').assignConditions;

describe('what a bonus on offer is worth', () => {
  it('a match: its share, up to the maximum in the currency', () => {
    expect(bonusValueText(offer('a'), 'EUR', money, t)).toBe('100% up to 500.00 EUR');
  });

  it('a match without a maximum in the currency: only its share', () => {
    const bonus = offer('a', { assignConditions: { ...assign, maxAmountItems: [] } });
    expect(bonusValueText(bonus, 'EUR', money, t)).toBe('100%');
  });

  it('a cash bonus: its amount in the currency', () => {
    const bonus = offer('c', {
      type: 1,
      assignConditions: {
        ...assign,
        depositPercentage: null,
        amountItems: [{ amount: 20, currency: 'EUR' }],
      },
    });
    expect(bonusValueText(bonus, 'EUR', money, t)).toBe('+20.00 EUR');
  });

  it('free spins: the first preset’s quantity', () => {
    const bonus = offer('s', {
      type: 3,
      assignConditions: { ...assign, depositPercentage: null, presets: [{ quantity: 50, betAmount: 0.2 }] },
    });
    expect(bonusValueText(bonus, 'EUR', money, t)).toBe('+50 free spins');
  });

  it('a match with spins: both', () => {
    const bonus = offer('w', {
      assignConditions: { ...assign, presets: [{ quantity: 50, betAmount: 0.2 }] },
    });
    expect(bonusValueText(bonus, 'EUR', money, t)).toBe('100% up to 500.00 EUR + 50 free spins');
  });

  it('has its texts in the content', () => expect(modals.bonuses.value.percentUpTo).toContain('{max}'));
});
