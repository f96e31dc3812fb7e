import type { StaffMe } from '@casino/contracts';

/** How long before the session's end the staff member is warned (and offered to stay). */
export const SESSION_WARNING_MS = 2 * 60_000;

/** The session's limits as this browser's clock sees them. */
export type SessionClock = {
  /** How long the session lasts unused (the server's STAFF_SESSION_IDLE_MINUTES). */
  idleWindowMs: number;
  /** The absolute end (sign-in + STAFF_SESSION_HOURS), which no activity moves. */
  absoluteEndAt: number;
};

/**
 * The limits of `me`, read at `receivedAt`: the answer's idle end is its own use of the session plus
 * the idle window. Staff machines and the server keep network time, so the server's times are taken
 * as they are; a few seconds of drift only move the warning by as much.
 */
export function sessionClockOf(session: StaffMe['session'], receivedAt: number): SessionClock {
  return {
    idleWindowMs: Math.max(0, Date.parse(session.idleExpiresAt) - receivedAt),
    absoluteEndAt: Date.parse(session.expiresAt),
  };
}

/** When the session ends if it is not used again after `lastUsedAt`. */
export function sessionEndAt(clock: SessionClock, lastUsedAt: number): number {
  return Math.min(lastUsedAt + clock.idleWindowMs, clock.absoluteEndAt);
}

export type SessionPhase = 'active' | 'warning' | 'ended';

export function sessionPhase(endAt: number, now: number): SessionPhase {
  if (now >= endAt) return 'ended';
  return endAt - now <= SESSION_WARNING_MS ? 'warning' : 'active';
}

/** Whether staying (using the session) would move its end: not when the absolute end is what comes. */
export const canExtend = (clock: SessionClock, lastUsedAt: number) =>
  lastUsedAt + clock.idleWindowMs < clock.absoluteEndAt;
