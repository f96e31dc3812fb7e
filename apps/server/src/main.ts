import { buildApp, prepareDatabase } from './app.ts';
import { openDatabase } from './db/client.ts';
import { loadEnv } from './plugins/env.ts';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { driver: 'postgres', url: env.DATABASE_URL, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS }
    : { driver: 'pglite', dataDir: env.PGLITE_DIR },
);
await prepareDatabase(database, {
  turnoverMultiplier: env.TURNOVER_MULTIPLIER,
  jurisdiction: env.JURISDICTION,
  kycWithdrawalThreshold: env.KYC_WITHDRAWAL_THRESHOLD,
});
const app = await buildApp({ env, database, serveWeb: env.SERVE_WEB ?? env.NODE_ENV === 'production' });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: env.HOST, port: env.PORT });
