import { ErrorCode } from '@casino/contracts';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { rateEvents } from './tables.ts';

export const HOUR_MS = 60 * 60 * 1000;

export type RateLimit = { scope: string; subject: string; max: number; windowMs?: number };

/** Events of a scope and subject within the window (one hour by default). */
export async function countRecentEvents(db: Db, limit: Omit<RateLimit, 'max'>): Promise<number> {
  const since = new Date(Date.now() - (limit.windowMs ?? HOUR_MS));
  const [row] = await db
    .select({ value: count() })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.scope, limit.scope),
        eq(rateEvents.subject, limit.subject),
        gt(rateEvents.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

export async function isOverLimit(db: Db, limits: RateLimit[]): Promise<boolean> {
  const counts = await Promise.all(limits.map((limit) => countRecentEvents(db, limit)));
  return counts.some((value, index) => value >= limits[index]!.max);
}

/** Throws 429 (10429, or the given code) when any of the limits is already reached. */
export async function enforceLimits(db: Db, limits: RateLimit[], code?: ErrorCode, message?: string) {
  if (await isOverLimit(db, limits))
    throw new AppError(code ?? ErrorCode.rateLimited, message ?? 'Too many attempts. Try again later.');
}

export async function recordEvents(db: Db, events: { scope: string; subject: string }[]) {
  // The app's clock, the one waitOf and countRecentEvents measure against.
  const createdAt = new Date();
  if (events.length > 0) await db.insert(rateEvents).values(events.map((event) => ({ ...event, createdAt })));
}

export async function clearEvents(db: Db, scope: string, subject: string) {
  await db.delete(rateEvents).where(and(eq(rateEvents.scope, scope), eq(rateEvents.subject, subject)));
}

/** Drops events older than any window we count over. */
export async function pruneRateEvents(db: Db, olderThanMs = 24 * HOUR_MS) {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(Date.now() - olderThanMs)));
}
