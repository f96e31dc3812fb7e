import { ErrorCode, TournamentState } from '@casino/contracts';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { activeAccountOf } from '../wallet/accounts.ts';
import { debitBuyIn } from '../wallet/postings.ts';
import { entryChangedEvent } from './events.ts';
import { type TournamentRow, tournamentEntries, tournaments } from './tables.ts';

/** A scheduled tournament by id or identity, 404 when there is none (a draft is the back office's only). */
export async function findTournament(db: Db, idOrIdentity: string, lock?: 'share'): Promise<TournamentRow> {
  const query = db
    .select()
    .from(tournaments)
    .where(
      and(
        isNotNull(tournaments.scheduledAt),
        isUuid(idOrIdentity)
          ? or(eq(tournaments.id, idOrIdentity), eq(tournaments.identity, idOrIdentity))
          : eq(tournaments.identity, idOrIdentity),
      ),
    );
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw AppError.notFound('Tournament not found.');
  return row;
}

const notJoinable = (why: string) => new AppError(ErrorCode.tournamentNotJoinable, why);

/**
 * Enters the player, once: a second call changes nothing. A buy-in is paid from the active account in
 * its currency through the ledger, in the same transaction as the entry, keyed by the entry, so it is
 * paid exactly once (12001 when the cash is not there, and then there is no entry either). Refused
 * (16010) once the tournament has ended or in a currency it does not take.
 */
export async function participate(db: Db, playerId: string, idOrIdentity: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const tournament = await findTournament(tx, idOrIdentity, 'share');
    if (tournament.state >= TournamentState.finishing || now >= tournament.endAt)
      throw notJoinable('The tournament has ended.');
    const account = await activeAccountOf(tx, playerId);
    if (!account) throw notJoinable('The player has no account to play the tournament with.');
    const { currency } = account;
    if (tournament.currencies.length > 0 && !tournament.currencies.includes(currency))
      throw notJoinable(`The tournament does not take ${currency}.`);
    const price = tournament.entryType === 'buy-in' ? tournament.buyIn[currency] : undefined;
    if (tournament.entryType === 'buy-in' && price === undefined)
      throw notJoinable(`The tournament has no buy-in in ${currency}.`);
    const [entry] = await tx
      .insert(tournamentEntries)
      .values({ tournamentId: tournament.id, playerId })
      .onConflictDoNothing()
      .returning();
    if (!entry) return;
    if (price !== undefined && BigInt(price) > 0n) {
      const holder = { playerId, walletAccountId: account.id, currency };
      await debitBuyIn(tx, {
        ...holder,
        amount: BigInt(price),
        idempotencyKey: `tournament:${entry.id}:buy-in`,
      });
      await publishAccountChanged(tx, holder);
    }
    await publishEvent(tx, entryChangedEvent(tournament.id, playerId));
  });
}
