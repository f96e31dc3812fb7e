import { type Limit, LimitDefinition, limitPeriods } from '@casino/contracts';

/** The cash limits in the page's order (spec section 4): deposit, bet, loss. */
export const CASH_DEFINITIONS = [LimitDefinition.deposit, LimitDefinition.bet, LimitDefinition.loss] as const;
export type CashDefinition = (typeof CASH_DEFINITIONS)[number];

/** Content keys of each definition. */
export const DEFINITION_KEYS: Record<number, string> = {
  [LimitDefinition.bet]: 'bet',
  [LimitDefinition.loss]: 'loss',
  [LimitDefinition.deposit]: 'deposit',
  [LimitDefinition.selfExclusion]: 'selfExclusion',
  [LimitDefinition.coolingOff]: 'coolingOff',
};

const periodOrder = (period: string) => {
  const index = (limitPeriods as readonly string[]).indexOf(period);
  return index === -1 ? limitPeriods.length : index;
};

export type PeriodGroup = { period: string; limits: Limit[] };

/** One definition's limits grouped by period, daily, weekly, monthly (spec section 4), currencies sorted. */
export function periodGroups(limits: Limit[], definition: number): PeriodGroup[] {
  const own = limits.filter((limit) => limit.definition === definition);
  const periods = [...new Set(own.map((limit) => limit.period))].sort(
    (a, b) => periodOrder(a) - periodOrder(b),
  );
  return periods.map((period) => ({
    period,
    limits: own
      .filter((limit) => limit.period === period)
      .sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? '')),
  }));
}

/**
 * Advanced mode (spec section 9): more than two period groups, each covering every currency the
 * player holds; the page then shows one table of periods by currencies.
 */
export function isAdvancedMode(groups: PeriodGroup[], currencies: readonly string[]): boolean {
  if (groups.length <= 2 || currencies.length === 0) return false;
  return groups.every((group) =>
    currencies.every((currency) => group.limits.some((limit) => limit.currency === currency)),
  );
}

export const exclusionOf = (limits: Limit[], definition: number) =>
  limits.find((limit) => limit.definition === definition);

/** The fill of a limit's bar, 0 to 100. */
export function usedPercent(limit: Limit): number {
  if (!limit.amount || limit.currentAmount === null) return 0;
  return Math.min(100, Math.round((limit.currentAmount / limit.amount) * 100));
}
