// Prints a one-time sign-in link for a player: npm run autologin-link --workspace @casino/server -- <e-mail or phone> [minutes]
import { autologinLink } from '../domains/identity/autologin.ts';
import { openCliDatabase } from './cli-database.ts';

const [login, minutes = '15'] = process.argv.slice(2);
if (!login) {
  console.error('Usage: autologin-link <e-mail or phone> [minutes, default 15]');
  process.exit(2);
}
const cli = openCliDatabase();
const env = cli.env;
const database = await cli.database;
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
