import type { Db } from '../../db/client.ts';
import { domainEvents } from './tables.ts';

export type DomainEvent<Payload = unknown> = {
  type: string;
  payload: Payload;
  /** The realtime channel that receives `{ event: type, ...payload }` (so a pushed payload is an object), e.g. `wallet:accounts#{playerId}`. */
  channel?: string;
};

export type StoredEvent = DomainEvent & { id: number; createdAt: Date };

/** Writes the event in the caller's transaction: it exists exactly when the change it reports does. */
export async function publishEvent(tx: Db, event: DomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({
    type: event.type,
    payload: event.payload ?? null,
    channel: event.channel ?? null,
  });
}
