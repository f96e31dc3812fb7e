import { ErrorCode, isErrorCode } from '@casino/contracts';
import { findStudioCurrency, type StudioCurrency } from '../catalogue/currencies.ts';
import { decimalToMinor, minorToDecimal } from '../catalogue/money.ts';
import { StudioError } from '../server/errors.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { StudioDb } from '../storage/db.ts';
import { WalletCallError } from '../wallet-client/wallet-call-error.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';
import { demoPurse } from './demo-purse.ts';
import { type PurseBet, purseBetOf, purseTransactionId } from './purse-bet.ts';

export { DEMO_START_BALANCE, refillDemoBalance } from './demo-purse.ts';
export type { PurseBet } from './purse-bet.ts';
export { purseBetOf } from './purse-bet.ts';

/** Free spins the platform gave the player in the session's game: spins left, each staking `betAmount`. */
export type PurseFreespins = { id: string; remaining: number; betAmount: bigint };

/**
 * The money of one session's rounds, in the currency's minor units. Real money goes through the
 * platform's seamless wallet, demo money is the studio's FUN balance of the session. Every method
 * answers the balance after it.
 */
export interface Purse {
  readonly currency: StudioCurrency;
  balance(): Promise<bigint>;
  /** The balance and the free spins the platform names for the session's game (demo: never any). */
  state(): Promise<{ balance: bigint; freespins: PurseFreespins | null }>;
  /**
   * Takes the stake of `roundId`. Not enough money: 402 15011 with the real balance. When the wallet's
   * answer is lost, the bet is rolled back by its transaction id and the call fails with 503. With
   * `freespinId` the bet is one of those free spins: the platform takes a spin instead of money.
   */
  bet(
    roundId: string,
    amount: bigint,
    freespinId?: string | null,
  ): Promise<{ bet: PurseBet; balance: bigint }>;
  /** Pays what the round won; 0 closes a lost round. Safe to repeat: the wallet answers a replay. */
  win(roundId: string, amount: bigint): Promise<bigint>;
  /** Gives a bet back (a round that cannot be played or settled). Safe to repeat. */
  rollback(bet: PurseBet): Promise<bigint>;
}

export type PurseFor = (session: PlayerSession) => Purse;

/** The purse of a session: the wallet's for real money, the session's FUN balance for demo. */
export function createPurseFor(deps: { db: StudioDb; wallet: WalletClient }): PurseFor {
  return (session) =>
    session.mode === 'demo' ? demoPurse(deps.db, session) : walletPurse(deps.wallet, session);
}

export function studioCurrencyOf(code: string): StudioCurrency {
  const currency = findStudioCurrency(code);
  if (!currency) throw new StudioError(ErrorCode.currencyNotEnabled, `The studio does not play in ${code}.`);
  return currency;
}

function walletPurse(wallet: WalletClient, session: PlayerSession): Purse {
  const token = session.walletToken;
  if (!token) throw StudioError.unauthorized('This real-money session has no platform token.');
  const currency = studioCurrencyOf(session.currency);
  const toMinor = (decimal: string) => decimalToMinor(decimal, currency.decimals) ?? 0n;
  const call = { sessionToken: token, currency: currency.code };
  const rollback = async (bet: PurseBet) => {
    const answer = await wallet
      .rollback({
        ...call,
        transactionId: purseTransactionId(bet.roundId, 'rollback'),
        roundId: bet.roundId,
        referenceTransactionId: bet.transactionId,
        amount: minorToDecimal(bet.amount, currency.decimals),
      })
      .catch(rethrowAsStudioError(currency));
    return toMinor(answer.balance);
  };
  const state = async () => {
    const answer = await wallet.balance(token, currency.code).catch(rethrowAsStudioError(currency));
    const offered = answer.freespins;
    const freespins = offered ? { ...offered, betAmount: toMinor(offered.betAmount) } : null;
    return { balance: toMinor(answer.balance), freespins };
  };
  return {
    currency,
    balance: async () => (await state()).balance,
    state,
    async bet(roundId, amount, freespinId) {
      const bet = purseBetOf(roundId, amount);
      try {
        const answer = await wallet.bet({
          ...call,
          transactionId: bet.transactionId,
          roundId,
          amount: minorToDecimal(amount, currency.decimals),
          ...(freespinId ? { freespinId } : {}),
        });
        return { bet, balance: toMinor(answer.balance) };
      } catch (error) {
        if (error instanceof WalletCallError && error.outcomeUnknown) await rollbackUnknownBet(rollback, bet);
        return rethrowAsStudioError(currency)(error);
      }
    },
    async win(roundId, amount) {
      const answer = await wallet
        .win({
          ...call,
          transactionId: purseTransactionId(roundId, 'win'),
          roundId,
          amount: minorToDecimal(amount, currency.decimals),
        })
        .catch(rethrowAsStudioError(currency));
      return toMinor(answer.balance);
    },
    rollback,
  };
}

/** A bet whose answer was lost may have been taken: roll it back, a few times if the wallet is slow. */
async function rollbackUnknownBet(rollback: (bet: PurseBet) => Promise<bigint>, bet: PurseBet) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      await rollback(bet);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** The wallet's refusals as the studio's errors: same status and code, with the real balance. */
function rethrowAsStudioError(currency: StudioCurrency) {
  return (error: unknown): never => {
    if (!(error instanceof WalletCallError)) throw error;
    if (error.outcomeUnknown) throw StudioError.unavailable('The game wallet is not reachable; try again.');
    const extra = error.balance === undefined ? {} : { balance: error.balance, currency: currency.code };
    if (error.notEnoughMoney)
      throw new StudioError(ErrorCode.gameInsufficientFunds, 'Not enough money for the bet.', extra);
    throw new StudioError(isErrorCode(error.code) ? error.code : ErrorCode.badRequest, error.message, extra);
  };
}
