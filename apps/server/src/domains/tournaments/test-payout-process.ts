// Test fixture (run with tsx by payout.test.ts): the real app in a process of its own, on the test's
// PostgreSQL database, that runs every job due at <asOf> (the fake clock) once, says "ran", and exits.
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loadEnv } from '../../plugins/env.ts';

const [url, asOf] = process.argv.slice(2);
const database = await openDatabase({ driver: 'postgres', url: url! });
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // The test's app's secrets (an app stores the studio's secret it is given).
  STUDIO_WALLET_SECRET: process.env.STUDIO_WALLET_SECRET,
  PSP_WEBHOOK_SECRET: process.env.PSP_WEBHOOK_SECRET,
  OPERATOR_KEY: process.env.OPERATOR_KEY,
});
const app = await buildApp({ env, database });
await app.ready();
const runs = await app.jobs.runDue(new Date(asOf!));
process.stdout.write(`ran ${runs}\n`);
await app.close();
await database.close();
process.exit(0);
