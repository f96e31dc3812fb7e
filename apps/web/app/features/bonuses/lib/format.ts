/** A share in percent (0 to 100) as the locale writes it: "35 %", "12.5%". */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A progress share for a bar, kept within 0 and 100. */
export function barShare(percent: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}
