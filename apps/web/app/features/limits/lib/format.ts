/** An amount in a currency's unit as the locale writes it; codes Intl does not know keep their code. */
export function formatLimitAmount(amount: number, currency: string | null, locale: string): string {
  if (!currency) return String(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 8 }).format(
      amount,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A date and time in the locale, in the browser's zone. */
export function formatLimitDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
