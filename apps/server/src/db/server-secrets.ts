import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Secrets the server generates for itself when none is configured (the session signing key, the
 * operator key, webhook secrets ...): infrastructure every part of the server may use.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
