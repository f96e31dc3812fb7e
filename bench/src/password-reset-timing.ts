// How long POST /api/player/passwords/reset takes for registered and for unknown addresses (issue 11,
// defect 8: the answer's time must not tell them apart). In process on the embedded database, requests
// one at a time through app.inject, the two kinds interleaved; the domain-event dispatcher runs as in
// production and sends the links in the background.
// Run: npm run bench:reset-timing --workspace @casino/bench (BENCH_RESETS per kind, default 200).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, prepareDatabase } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadEnv } from '../../apps/server/src/plugins/env.ts';
import { percentile } from './support/measure.ts';

const RESETS = Number(process.env.BENCH_RESETS ?? 200);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-reset-'));
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PASSWORD_RESETS_PER_IP_PER_HOUR: String(10 * RESETS),
  REGISTRATION_RATE_LIMIT_PER_HOUR: String(10 * RESETS),
});
const database = await openDatabase({ driver: 'pglite', dataDir });
await prepareDatabase(database);
const app = await buildApp({ env, database });
await app.ready();

const known = Array.from({ length: RESETS }, (_, index) => `bench-known-${index}@example.com`);
const unknown = Array.from({ length: RESETS }, (_, index) => `bench-unknown-${index}@example.com`);
for (const email of known) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    payload: {
      email,
      password: 'bench-pass-1',
      password_confirmation: 'bench-pass-1',
      birthdate: '1990-01-01',
      agreements: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration: ${response.statusCode} ${response.body}`);
}
await app.events.dispatchPending();

const times = { known: [] as number[], unknown: [] as number[] };
for (let index = 0; index < RESETS; index++) {
  for (const kind of index % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
    const email = (kind === 'known' ? known : unknown)[index]!;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/player/passwords/reset',
      payload: { email },
    });
    times[kind].push(performance.now() - started);
    if (response.statusCode !== 204) throw new Error(`reset: ${response.statusCode} ${response.body}`);
  }
}
await app.events.dispatchPending();

console.log(`${RESETS} resets per kind, PGlite, in process, ${os.cpus().length} cores`);
console.log('address'.padEnd(12), 'p50 ms'.padStart(8), 'p90 ms'.padStart(8), 'p99 ms'.padStart(8));
for (const kind of ['known', 'unknown'] as const) {
  const sorted = times[kind].toSorted((a, b) => a - b);
  const cells = [50, 90, 99].map((p) => percentile(sorted, p).toFixed(2).padStart(8));
  console.log(kind.padEnd(12), ...cells);
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
