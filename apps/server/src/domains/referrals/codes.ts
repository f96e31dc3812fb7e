import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ProfileExtras } from '../identity/player-hooks.ts';
import { referralCodes, referrals } from './tables.ts';

/** No 0/O, 1/I/L: a code read out or typed from a screen is not mistaken. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const ATTEMPTS = 5;

export function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code as typed or carried by a link: trimmed and upper case; null when nothing is left. */
export function normalizeReferralCode(code: string | null | undefined): string | null {
  const normalized = code?.trim().toUpperCase() ?? '';
  return normalized.length > 0 && normalized.length <= 64 ? normalized : null;
}

/** Gives the player a code unless they have one; a code another player drew already is drawn again. */
export async function ensureReferralCode(tx: Db, playerId: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await tx.insert(referralCodes).values({ playerId, code: newReferralCode() }).onConflictDoNothing();
    const code = await referralCodeOf(tx, playerId);
    if (code) return code;
  }
  throw new Error(`No free referral code for player ${playerId}`);
}

export async function referralCodeOf(db: Db, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.playerId, playerId));
  return row?.code ?? null;
}

export async function ownerOfCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ playerId: referralCodes.playerId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.playerId ?? null;
}

export async function qualifiedCount(db: Db, ownerId: string): Promise<number> {
  return db.$count(referrals, and(eq(referrals.ownerId, ownerId), eq(referrals.status, 'qualified')));
}

/** The profile's referralCode and qualifiedReferralsCount (registered with identity). */
export async function referralProfile(db: Db, playerId: string): Promise<ProfileExtras> {
  const [referralCode, qualifiedReferralsCount] = await Promise.all([
    referralCodeOf(db, playerId),
    qualifiedCount(db, playerId),
  ]);
  return { referralCode, qualifiedReferralsCount };
}
