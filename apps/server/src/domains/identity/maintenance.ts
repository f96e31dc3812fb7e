import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HOUR_MS, pruneRateEvents } from './rate-events.ts';
import { otpCodes, usedOneTimeTokens } from './tables.ts';

const DAY_MS = 24 * HOUR_MS;

/** Deletes what no check reads any more: old rate events, old SMS codes, used tokens past their expiry. */
export async function pruneIdentityData(db: Db) {
  const dayAgo = new Date(Date.now() - DAY_MS);
  await pruneRateEvents(db, DAY_MS);
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo));
  await db.delete(usedOneTimeTokens).where(lt(usedOneTimeTokens.expiresAt, dayAgo));
}
