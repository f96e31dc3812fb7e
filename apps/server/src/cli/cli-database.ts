import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../plugins/env.ts';

/**
 * The database the server would use (DATABASE_URL, else PGlite in PGLITE_DIR), migrated like the
 * server does at start, for operator commands.
 */
export function openCliDatabase() {
  const env = loadEnv();
  const database = openDatabase(
    env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dataDir: env.PGLITE_DIR },
  ).then(async (opened) => {
    await opened.migrate();
    return opened;
  });
  return { env, database };
}
