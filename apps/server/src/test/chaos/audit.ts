// What the database says after the chaos: the ledger postings of the load's calls and the outbox.
import { count, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents } from '../../domains/events/tables.ts';
import { ledgerTransactions } from '../../domains/wallet/tables.ts';
import type { Effect } from './load.ts';

/** How many ledger transactions carry each idempotency key of the run (its calls' ids all contain `chaos-{runId}-`). */
export async function postingsPerKey(db: Db, runId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: ledgerTransactions.idempotencyKey, postings: count() })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `%:chaos-${runId}-%`))
    .groupBy(ledgerTransactions.idempotencyKey);
  return Object.fromEntries(rows.map((row) => [row.key, row.postings]));
}

/** One posting per call answered 2xx, and nothing else. */
export const expectedPostings = (effects: Effect[]) =>
  Object.fromEntries(effects.map((effect) => [effect.ledgerKey, 1]));

/** Each player's balance in cents by the answered calls: deposits - bets + wins. */
export function expectedBalances(effects: Effect[], players: number): number[] {
  const balances = new Array<number>(players).fill(0);
  for (const effect of effects)
    balances[effect.seat]! += effect.kind === 'bet' ? -effect.cents : effect.cents;
  return balances;
}

export async function undeliveredEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(domainEvents).where(isNull(domainEvents.deliveredAt));
  return row?.n ?? 0;
}
