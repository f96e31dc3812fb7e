import { ErrorCode } from '@casino/contracts';
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { isKnownDevice } from './devices.ts';
import { HOUR_MS } from './rate-events.ts';
import { rateEvents } from './tables.ts';

/** Failures count for this long (a sliding window). */
export const THROTTLE_WINDOW_MS = HOUR_MS;
/** The longest wait between two attempts, however many failures came before. */
export const MAX_THROTTLE_DELAY_MS = 15 * 60 * 1000;

/** Failures of one scope and subject (rate_events rows); `free` of them cost no wait. */
export type ThrottleRule = { scope: string; subject: string; free: number };

/** 429 without looking at the attempt; `Retry-After` tells when the next one is looked at. */
export class ThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    super(ErrorCode.rateLimited, 'Too many failed attempts. Try again later.');
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** After n failures, n > free: 2^(n - free) seconds, capped; none before. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free) * 1000, MAX_THROTTLE_DELAY_MS);
}

/** Milliseconds until the rule lets the next attempt through (0: now), from the stored failures. */
export async function waitOf(db: Db, rule: ThrottleRule, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ failures: count(), last: max(rateEvents.createdAt) })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.scope, rule.scope),
        eq(rateEvents.subject, rule.subject),
        gt(rateEvents.createdAt, new Date(now - THROTTLE_WINDOW_MS)),
      ),
    );
  const delay = delayAfter(row?.failures ?? 0, rule.free);
  if (delay === 0 || !row?.last) return 0;
  return Math.max(0, new Date(row.last).getTime() + delay - now);
}

/** The longest wait of the rules. */
export async function longestWait(db: Db, rules: ThrottleRule[]): Promise<number> {
  const waits = await Promise.all(rules.map((rule) => waitOf(db, rule)));
  return Math.max(0, ...waits);
}

/**
 * Throws 429 (with the wait) before the secret is looked at while the account's rules make it wait,
 * so failures cost an attacker time, not the player their account: a device the player signed in
 * from before is still let through, throttled by its own rule only (per account and device). The
 * password check and the second factor both throttle this way.
 */
export async function passThrottle(
  db: Db,
  applying: { account: ThrottleRule[]; device: ThrottleRule | null },
  playerId: string | null,
  deviceHash: string | null,
) {
  const wait = await longestWait(db, applying.account);
  if (wait === 0) return;
  if (!applying.device || !(await isKnownDevice(db, playerId, deviceHash))) throw new ThrottledError(wait);
  const deviceWait = await waitOf(db, applying.device);
  if (deviceWait > 0) throw new ThrottledError(deviceWait);
}

/** Route `onError` hook: a throttled answer says when to come back. */
export async function sendRetryAfter(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
}
