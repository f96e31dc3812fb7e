// Test fixture (run with tsx by restart.test.ts): the real app with its job workers on, on a database
// the test shares with it (a PGlite folder or a PostgreSQL URL).
//   schedule <key> <ms>: schedules the recording job `ms` ahead, says "scheduled", then waits to be killed.
//   work: says "ready" and runs due jobs until SIGTERM, then closes cleanly.
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loadEnv } from '../../plugins/env.ts';
import { defineRecordingJob } from './test-jobs.ts';

const [target, mode, key, aheadMs] = process.argv.slice(2);
const database = target!.startsWith('postgres')
  ? await openDatabase({ driver: 'postgres', url: target! })
  : await openDatabase({ driver: 'pglite', dataDir: target! });
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS_WORKERS: 'true',
  JOBS_POLL_SECONDS: '0.5',
});
const app = await buildApp({ env, database });
const recording = defineRecordingJob(app);
await app.ready();

if (mode === 'schedule') {
  const runAt = new Date(Date.now() + Number(aheadMs));
  await app.jobs.schedule(app.db, recording, { key: key!, runAt, data: { note: `from ${process.pid}` } });
  process.stdout.write('scheduled\n');
} else {
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
  process.stdout.write('ready\n');
}
setInterval(() => {}, 60_000);
