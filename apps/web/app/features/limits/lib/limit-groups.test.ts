import type { Limit } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { isAdvancedMode, periodGroups } from './limit-groups.ts';

const limit = (definition: number, period: string, currency: string): Limit => ({
  id: `${definition}-${period}-${currency}`,
  definition,
  status: 1,
  period,
  amount: 10,
  currentAmount: 0,
  currency,
  startedAt: null,
  expiredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  cancelProcess: false,
  pendingExist: false,
  pendingAmount: null,
  pendingAt: null,
});

describe('limit groups', () => {
  it('groups one definition by period in the order daily, weekly, monthly', () => {
    const limits = [
      limit(3, 'monthly', 'EUR'),
      limit(3, 'daily', 'USD'),
      limit(1, 'weekly', 'EUR'),
      limit(3, 'daily', 'EUR'),
    ];
    const groups = periodGroups(limits, 3);
    expect(groups.map((group) => group.period)).toEqual(['daily', 'monthly']);
    expect(groups[0]!.limits.map((item) => item.currency)).toEqual(['EUR', 'USD']);
  });

  it('turns advanced mode on only for more than two groups that each cover every currency', () => {
    const all = ['daily', 'weekly', 'monthly'].flatMap((period) => [
      limit(3, period, 'EUR'),
      limit(3, period, 'USD'),
    ]);
    expect(isAdvancedMode(periodGroups(all, 3), ['EUR', 'USD'])).toBe(true);
    expect(isAdvancedMode(periodGroups(all.slice(1), 3), ['EUR', 'USD'])).toBe(false);
    expect(isAdvancedMode(periodGroups(all.slice(0, 4), 3), ['EUR', 'USD'])).toBe(false);
  });
});
