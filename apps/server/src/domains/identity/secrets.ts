import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from './tables.ts';

const SESSION_SECRET_NAME = 'session';

/**
 * The configured secret, else one generated on first start and kept in the database, so that tokens
 * survive restarts and every process of a scaled-out site shares it.
 */
export async function loadSessionSecret(
  db: Db,
  configured: string | undefined,
): Promise<{ secret: string; generated: boolean }> {
  return loadServerSecret(db, SESSION_SECRET_NAME, configured);
}

/**
 * A named server secret (session, psp-webhook ...): the configured value, else one generated once and
 * kept in the database so that every process and every restart share it.
 */
export async function loadServerSecret(
  db: Db,
  name: string,
  configured: string | undefined,
): Promise<{ secret: string; generated: boolean }> {
  if (configured) return { secret: configured, generated: false };
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return { secret: row!.value, generated: true };
}
