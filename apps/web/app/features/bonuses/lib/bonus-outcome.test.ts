import { describe, expect, it } from 'vitest';
import { pushOutcome } from './bonus-outcome.ts';

describe('the alert of a pushed bonus, keyed status-result', () => {
  it.each([
    [1, 1, 'issued'],
    [2, 1, 'activated'],
    [2, 2, 'activated'],
    [3, 2, 'played'],
    [3, 3, 'cancelled'],
    [3, 4, 'expired'],
    [3, 5, 'lost'],
  ] as const)('%i-%i is %s', (status, result, outcome) => {
    expect(pushOutcome(status, result, 'bonus')).toBe(outcome);
  });

  it('has none for free spins that are "lost", or an unknown pair', () => {
    expect(pushOutcome(3, 5, 'freeSpin')).toBeNull();
    expect(pushOutcome(1, 3, 'bonus')).toBeNull();
  });
});
