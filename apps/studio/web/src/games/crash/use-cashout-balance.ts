import { useEffect } from 'react';
import type { MyCrashBet } from './crash-moment.ts';

/** How long after the feed shows a cash-out the balance is read again, should the payment land late. */
export const CASHOUT_BALANCE_RETRY_MS = 1500;

/**
 * An auto cash-out is paid by the round, not by a call of this page, so no answer carries the new
 * balance: read it once the feed shows the player's bet cashed out, and again a little later (another
 * node's feed, or a poll, may show the cash-out before its payment is booked). The balance moving also
 * makes the session's figures (and the casino's session bar) read again.
 */
export function useCashOutBalance(bet: MyCrashBet | null, refreshBalance: () => void): void {
  const cashedRound = bet && bet.cashedOutAt !== null ? bet.roundId : null;
  useEffect(() => {
    if (cashedRound === null) return;
    refreshBalance();
    const again = window.setTimeout(refreshBalance, CASHOUT_BALANCE_RETRY_MS);
    return () => window.clearTimeout(again);
  }, [cashedRound, refreshBalance]);
}
