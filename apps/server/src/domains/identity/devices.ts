import { createHash } from 'node:crypto';
import { FINGERPRINT_MAX } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from './tables.ts';

/** Stands in for "no player" so that unknown logins cost the same query as known ones. */
const NO_PLAYER = '00000000-0000-0000-0000-000000000000';

/** The client's fingerprint from a request body, when it sent a usable one. */
export function fingerprintOf(body: unknown): string | null {
  const value = (body as { fingerprint?: unknown } | null | undefined)?.fingerprint;
  return typeof value === 'string' && value.length > 0 && value.length <= FINGERPRINT_MAX ? value : null;
}

/** SHA-256 of the client's fingerprint, else of its user agent; null when it sent neither. */
export function deviceHashOf(fingerprint: string | null, userAgent: string | null): string | null {
  const source = fingerprint ? `fingerprint:${fingerprint}` : userAgent ? `user-agent:${userAgent}` : null;
  return source === null ? null : createHash('sha256').update(source).digest('hex');
}

/** Whether the player opened a session from this device before (open or closed since). */
export async function isKnownDevice(db: Db, playerId: string | null, deviceHash: string | null) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId ?? NO_PLAYER), eq(sessions.deviceHash, deviceHash ?? '')))
    .limit(1);
  return !!row && !!playerId && !!deviceHash;
}

/**
 * Whether the player opened a session from this device at this address: a sign-up from there is most
 * likely the same person (a device hash alone is shared by phones of one model and settings).
 */
export async function usedDeviceAt(
  db: Db,
  playerId: string,
  deviceHash: string,
  ip: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), eq(sessions.deviceHash, deviceHash), eq(sessions.ip, ip)))
    .limit(1);
  return !!row;
}

/** The device a session was opened from (its hash), for checks made inside the session (step-up). */
export async function sessionDeviceHash(db: Db, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ deviceHash: sessions.deviceHash })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.deviceHash ?? null;
}
