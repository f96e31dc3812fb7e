// Requests per second and latency of the site's busiest read paths, on the embedded database.
// Run: npm run bench --workspace @casino/bench (after npm run build for the SSR figures).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp, prepareDatabase } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadEnv } from '../../apps/server/src/plugins/env.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PGLITE_DIR: dataDir });
const database = await openDatabase({ driver: 'pglite', dataDir });
await prepareDatabase(database);
const serveWeb = fs.existsSync(path.join(env.WEB_BUILD_DIR, 'server/index.js'));
const app = await buildApp({ env, database, serveWeb });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const targets = [
  '/api/settings/currencies',
  '/api/settings/countries',
  '/api/player/init',
  '/api/content/page?path=home',
  ...(serveWeb ? ['/', '/de/static/terms'] : []),
];

console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per path, PGlite, ${os.cpus().length} cores`);
console.log(
  'path'.padEnd(30),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
);
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  console.log(
    target.padEnd(30),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
  );
}
if (!serveWeb) console.log('(no web build: run npm run build for the server-rendered page figures)');

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
