import { CHAT_AGENT_ONLINE_SECONDS } from '@casino/contracts';
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatAgentPresence } from './tables.ts';

/**
 * An agent is online while their open console keeps sending its heartbeat (every
 * CHAT_HEARTBEAT_SECONDS): a row per agent in the database, so every node sees the same agents
 * whichever gateway (built-in or Centrifugo) carries the console's subscriptions.
 */
export async function heartbeat(db: Db, staffId: string, now: Date) {
  await db
    .insert(chatAgentPresence)
    .values({ staffId, lastSeenAt: now })
    .onConflictDoUpdate({ target: chatAgentPresence.staffId, set: { lastSeenAt: now } });
}

const onlineSince = (now: Date) => new Date(now.getTime() - CHAT_AGENT_ONLINE_SECONDS * 1000);

export async function onlineAgentIds(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ staffId: chatAgentPresence.staffId })
    .from(chatAgentPresence)
    .where(gt(chatAgentPresence.lastSeenAt, onlineSince(now)));
  return new Set(rows.map((row) => row.staffId));
}

export async function agentsOnline(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatAgentPresence)
    .where(gt(chatAgentPresence.lastSeenAt, onlineSince(now)));
  return row?.count ?? 0;
}
