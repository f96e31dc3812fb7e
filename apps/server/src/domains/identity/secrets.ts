import type { Db } from '../../db/client.ts';
import { loadServerSecret } from '../../db/server-secrets.ts';

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
