// pgbench's TPC-B on its own scratch database: the yardstick the money benches divide by.
import { execFileSync } from 'node:child_process';
import { cpuMeter } from './cpu.ts';
import { execFileAsync, pgArgs, pgEnv, sampleSessions } from './pg.ts';

export type PgbenchRun = {
  /** The database (created by the caller), the scale of `pgbench -i`, clients, threads and seconds. */
  database: string;
  scale: number;
  clients: number;
  jobs: number;
  seconds: number;
};

/** `pgbench -i -s scale` (untimed), then `pgbench -c clients -j jobs -T seconds`: tps and where the CPU went. */
export async function pgbench(run: PgbenchRun) {
  execFileSync('pgbench', [...pgArgs, '-i', '-s', String(run.scale), '-q', run.database], {
    env: pgEnv,
    stdio: 'pipe',
  });
  const cpu = cpuMeter();
  const sessions = sampleSessions(run.database);
  const { stdout } = await execFileAsync(
    'pgbench',
    [...pgArgs, '-c', String(run.clients), '-j', String(run.jobs), '-T', String(run.seconds), run.database],
    { env: pgEnv, encoding: 'utf8' },
  );
  const waits = await sessions();
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps line in the pgbench output:\n${stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency), cpu: cpu(), sessions: waits };
}
