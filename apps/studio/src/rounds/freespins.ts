import type { StudioFreespins } from '@casino/contracts';
import type { StudioCurrency } from '../catalogue/currencies.ts';
import { minorToDecimal } from '../catalogue/money.ts';
import type { PlayerSession } from '../server/player-session.ts';
import type { Purse, PurseFreespins } from './purse.ts';

/**
 * Free spins of a real-money slot session, as the platform's balance answer names them: the game page
 * offers them, a slot round played with their id stakes their bet amount and moves no money.
 */

export const freespinsView = (
  freespins: PurseFreespins | null,
  currency: StudioCurrency,
): StudioFreespins | null =>
  freespins && { ...freespins, betAmount: minorToDecimal(freespins.betAmount, currency.decimals) };

/** Only slots play free spins; a session of another game is offered none. */
export const playsFreespins = (session: PlayerSession, kind: string) =>
  session.mode === 'real' && kind === 'slot';

/** The balance, and for a slot session its free spins (null: none), in one wallet call. */
export async function balanceWithFreespins(purse: Purse, offered: boolean) {
  if (!offered) return { balance: await purse.balance() };
  const { balance, freespins } = await purse.state();
  return { balance, freespins: freespinsView(freespins, purse.currency) };
}
