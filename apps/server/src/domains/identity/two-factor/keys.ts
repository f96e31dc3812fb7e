import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Db } from '../../../db/client.ts';
import { loadServerSecret } from '../../../db/server-secrets.ts';

/** RFC 6238 defaults, the ones every authenticator app reads: 30-second steps, 6 digits, SHA-1. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one pass too (clocks drift, typing takes time). */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

/**
 * The key that encrypts the authenticator secrets and keys the recovery-code hashes: its own server
 * secret (not the session secret), so rotating SESSION_SECRET leaves every player's 2FA in place.
 */
export type TwoFactorKeys = { encryption: Buffer; recovery: Buffer };

const loaded = new WeakMap<Db, Promise<TwoFactorKeys>>();

export function twoFactorKeys(db: Db): Promise<TwoFactorKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadServerSecret(db, 'two-factor', undefined).then(({ secret }) => ({
      encryption: createHmac('sha256', secret).update('totp-secret-encryption').digest(),
      recovery: createHmac('sha256', secret).update('recovery-code-hash').digest(),
    }));
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

export const newTotpSecret = () => new Uint8Array(randomBytes(SECRET_BYTES));

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(keys: TwoFactorKeys, secret: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(keys: TwoFactorKeys, stored: string): Uint8Array {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return new Uint8Array(plain);
}

export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

/** The step whose code `code` is, among the current one and its neighbours, or null. */
export function matchingStep(secret: Uint8Array, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(nowMs);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = generateHOTP(secret, BigInt(step), TOTP_DIGITS);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) return step;
  }
  return null;
}

/** `xxxxx-xxxxx` in lowercase base32: 50 random bits each. */
export function newRecoveryCode(): string {
  const text = encodeBase32LowerCaseNoPadding(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (keys: TwoFactorKeys, code: string) =>
  createHmac('sha256', keys.recovery).update(normalizeRecoveryCode(code)).digest('hex');
