import type { LoyaltyAccount } from '@casino/contracts';

/** Points as the locale writes whole numbers: "12,500", "12.500". */
export function formatPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);
}

/** A level's earning rate (points per unit of the base currency): "2", "0.5", "1,25". */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate);
}

/** A share in percent as the locale writes it: "100%", "10 %". */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

export type LevelProgress = {
  /** How far the points earned are from the current level's threshold to the next one's: 0 to 100. */
  percent: number;
  /** Points still to earn to reach the next level. */
  remaining: number;
};

/**
 * The way to the next level (null at the top level). The level follows the points earned in all
 * (`earnedPoints`), not the points held, which spending lowers.
 */
export function levelProgress(account: LoyaltyAccount): LevelProgress | null {
  const next = account.nextLevel;
  if (!next) return null;
  const from = account.currentLevel.points;
  const span = next.points - from;
  const share = span > 0 ? ((account.earnedPoints - from) / span) * 100 : 100;
  return {
    percent: Math.min(100, Math.max(0, Number.isFinite(share) ? share : 0)),
    remaining: Math.max(0, next.points - account.earnedPoints),
  };
}
