// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyCrashBet } from './crash-moment.ts';
import { CASHOUT_BALANCE_RETRY_MS, useCashOutBalance } from './use-cashout-balance.ts';

const riding: MyCrashBet = {
  roundId: 'round-1',
  amount: '1',
  autoCashout: 1.2,
  cashedOutAt: null,
  win: null,
  player: 'ab***cd',
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the balance after an auto cash-out (issue 28, item 7)', () => {
  it('reads the balance when the feed shows the bet cashed out, and once more a little later', () => {
    const refresh = vi.fn();
    const { rerender } = renderHook(({ bet }) => useCashOutBalance(bet, refresh), {
      initialProps: { bet: riding as MyCrashBet | null },
    });
    expect(refresh).not.toHaveBeenCalled();

    rerender({ bet: { ...riding, cashedOutAt: 1.2, win: '1.2' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CASHOUT_BALANCE_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);

    // The same cash-out shown again (a later bets message) reads nothing more; the next round starts afresh.
    rerender({ bet: { ...riding, cashedOutAt: 1.2, win: '1.2', player: 'ab***cd' } });
    vi.advanceTimersByTime(CASHOUT_BALANCE_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender({ bet: null });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
