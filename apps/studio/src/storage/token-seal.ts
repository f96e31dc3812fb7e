import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the platform tokens the studio must keep (see studio_sessions.sealedToken), with a
 * key derived from the provider secret: a copy of the studio's tables alone gives no usable token.
 * Sealed text: base64url(iv ‖ tag ‖ ciphertext).
 */
export type TokenSeal = { seal(token: string): string; open(sealed: string): string | null };

export function tokenSeal(secret: string): TokenSeal {
  const key = createHash('sha256').update(`studio-session-token:${secret}`).digest();
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
