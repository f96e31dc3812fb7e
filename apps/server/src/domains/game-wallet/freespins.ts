import type { GameWalletFreespins } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { currencyUnit } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import type { GameSessionRow } from './tables.ts';

/**
 * Free spins played through the seamless wallet. The free spins belong to the bonus domain, which
 * registers here what the wallet asks of them: the balance call's offer and a rollback's spin given
 * back. Taking a spin and adding a round's win to the winnings happen inside game_wallet_move (migration
 * 0023), which writes FREESPINS_FINISHED_EVENT when the last spin's round has settled.
 */

/** game_wallet_move's outbox event once free spins are played out: payload `{ playerFreespinId }`. */
export const FREESPINS_FINISHED_EVENT = 'bonuses.freespins-finished';

/** Free spins a session may play: spins left, each staking `betAmount` (minor units). */
export type FreespinsOffer = { id: string; remaining: number; betAmount: bigint };

/** Whose free spins, in which game: the session's player, wallet account and game. */
export type FreespinsHolder = { playerId: string; walletAccountId: string; gameId: string };

export type FreespinsSource = (db: Db, holder: FreespinsHolder) => Promise<FreespinsOffer | null>;

/** A free-spin bet was rolled back: its spin is given back (nothing else moved). */
export type FreespinRollbackHook = (tx: Db, rollback: { freespinId: string }) => Promise<void>;

let source: FreespinsSource | null = null;
const rollbackHooks = new Set<FreespinRollbackHook>();

/** Sets where the balance call finds free spins (the last one registered wins); returns what removes it. */
export function registerFreespinsSource(reader: FreespinsSource): () => void {
  source = reader;
  return () => {
    if (source === reader) source = null;
  };
}

export function registerFreespinRollbackHook(hook: FreespinRollbackHook): () => void {
  rollbackHooks.add(hook);
  return () => {
    rollbackHooks.delete(hook);
  };
}

export async function freespinsOffer(db: Db, holder: FreespinsHolder): Promise<FreespinsOffer | null> {
  return source ? source(db, holder) : null;
}

export async function freespinRolledBack(tx: Db, rollback: { freespinId: string }): Promise<void> {
  for (const hook of rollbackHooks) await hook(tx, rollback);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Free spins are named by uuid: any other id names none (and must not reach a uuid cast in SQL). */
export const isFreespinId = (id: string) => UUID.test(id);

/** The balance call's `freespins`: the offer of the session's player and game, its stake as decimal text. */
export async function freespinsAnswer(db: Db, session: GameSessionRow): Promise<GameWalletFreespins | null> {
  const offer = await freespinsOffer(db, session);
  if (!offer) return null;
  const unit = await currencyUnit(db, session.currency);
  if (!unit) throw new Error(`Unknown currency ${session.currency}`);
  return { id: offer.id, remaining: offer.remaining, betAmount: minorToDecimalString(offer.betAmount, unit) };
}
