import { ErrorCode } from '@casino/contracts';

/**
 * A seamless-wallet call that did not succeed. `status` 0: the answer never came (network error,
 * timeout), so whether the platform processed it is unknown, as with a 5xx.
 */
export class WalletCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** The player's real balance, when the platform knew the session. */
    readonly balance?: string,
  ) {
    super(message);
  }

  /** The call may or may not have been processed: a bet in this state must be rolled back. */
  get outcomeUnknown(): boolean {
    return this.status === 0 || this.status >= 500;
  }

  get notEnoughMoney(): boolean {
    return this.code === ErrorCode.gameInsufficientFunds;
  }

  static lost(cause: unknown): WalletCallError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new WalletCallError(0, ErrorCode.serviceUnavailable, `The game wallet did not answer: ${reason}`);
  }
}
