/** Formats an exchange value in a fiat currency, keeping small values readable. */
export function formatRate(value: number, currency: string, locale: string): string {
  const digits = value >= 100 ? 2 : value >= 1 ? 2 : 4;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}
