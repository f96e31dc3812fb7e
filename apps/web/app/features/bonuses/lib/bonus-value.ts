import type { Bonus } from '@casino/contracts';
import type { TFunction } from 'i18next';

type AmountItem = { amount: number; currency: string };

/** The amount of a per-currency list in the currency, or null when it has none. */
export function amountIn(items: readonly AmountItem[], currency: string): number | null {
  return items.find((item) => item.currency === currency)?.amount ?? null;
}

/**
 * What a bonus on offer is worth, as the selector shows it: "100% up to 500 EUR", "+20 EUR",
 * "+50 free spins", or a match with spins ("100% up to 500 EUR + 50 free spins"). `money` formats an
 * amount of the currency; `t` reads the modals' texts.
 */
export function bonusValueText(
  bonus: Bonus,
  currency: string,
  money: (amount: number) => string,
  t: TFunction,
): string {
  const { depositPercentage, maxAmountItems, amountItems, presets } = bonus.assignConditions;
  const parts: string[] = [];
  if (depositPercentage !== null) {
    const max = amountIn(maxAmountItems, currency);
    parts.push(
      max === null
        ? t('bonuses.value.percent', { percent: depositPercentage })
        : t('bonuses.value.percentUpTo', { percent: depositPercentage, max: money(max) }),
    );
  } else {
    const cash = amountIn(amountItems, currency);
    if (cash !== null) parts.push(t('bonuses.value.cash', { amount: money(cash) }));
  }
  const spins = presets[0]?.quantity ?? 0;
  if (spins > 0) parts.push(t('bonuses.value.freeSpins', { count: spins }));
  const text = parts.join(' + ');
  return depositPercentage === null && text ? t('bonuses.value.plus', { value: text }) : text;
}
