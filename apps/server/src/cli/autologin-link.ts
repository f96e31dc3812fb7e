// Prints a one-time sign-in link for a player: npm run autologin-link --workspace @casino/server -- <e-mail or phone> [minutes]
import { openDatabase } from '../db/client.ts';
import { autologinLink } from '../domains/identity/autologin.ts';
import { loadEnv } from '../plugins/env.ts';

const [login, minutes = '15'] = process.argv.slice(2);
if (!login) {
  console.error('Usage: autologin-link <e-mail or phone> [minutes, default 15]');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { driver: 'postgres', url: env.DATABASE_URL }
    : { driver: 'pglite', dataDir: env.PGLITE_DIR },
);
try {
  const link = await autologinLink(database.db, {
    login,
    publicUrl: env.PUBLIC_URL,
    configuredSecret: env.SESSION_SECRET,
    ttlSeconds: Number(minutes) * 60,
  });
  if (!link) {
    console.error(`No player signs in as ${login}.`);
    process.exitCode = 1;
  } else {
    console.log(link);
  }
} finally {
  await database.close();
}
