import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password; with no hash (unknown login, social-only account) it still spends the time of a
 * real check, so response times do not tell which logins exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
