// Requests per second of one URL at a fixed number of connections (autocannon), its latency, and the
// CPU time the serving process spent per request (read from /proc), after a warm-up that is not counted.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { processCpuMs } from '../support/cpu.ts';
import { repoRoot } from '../support/pg.ts';
import { freePort } from '../support/server.ts';

export type Throughput = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, plus socket errors and timeouts. */
  failed: number;
  /** CPU of the serving process per answered request, in ms (NaN without /proc). */
  cpuMsPerRequest: number;
};

export type Load = {
  url: string;
  /** The process serving `url`, whose CPU time is read. */
  pid: number;
  headers?: Record<string, string>;
  connections: number;
  /** About how long the measured phase lasts (its request count is set from the warm-up's rate). */
  seconds: number;
  warmupSeconds: number;
};

/** Per request, generous: a loaded server-rendered page can take seconds. */
const TIMEOUT_SECONDS = 60;

/** Waits until `pid` uses less than a tenth of a core (what was in flight when a phase ended is done). */
async function waitIdle(pid: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let before = processCpuMs(pid);
  while (before !== undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = processCpuMs(pid);
    if (after === undefined || after - before < 50) return;
    before = after;
  }
}

/**
 * A warm-up of `warmupSeconds`, then as many requests as its rate would serve in `seconds`, every one
 * waited for: the CPU time read around them is theirs alone, none cut off at the end.
 */
export async function measureThroughput(load: Load): Promise<Throughput> {
  const { url, headers, connections } = load;
  const warmup = await autocannon({
    url,
    headers,
    connections,
    duration: load.warmupSeconds,
    timeout: TIMEOUT_SECONDS,
  });
  await waitIdle(load.pid);
  const amount = Math.max(
    connections * 2,
    Math.round((warmup.requests.total / warmup.duration) * load.seconds),
  );
  const cpuBefore = processCpuMs(load.pid);
  const result = await autocannon({ url, headers, connections, amount, timeout: TIMEOUT_SECONDS });
  const cpuAfter = processCpuMs(load.pid);
  const requests = result.requests.total;
  await waitIdle(load.pid);
  return {
    requestsPerSecond: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || requests === 0
        ? Number.NaN
        : (cpuAfter - cpuBefore) / requests,
  };
}

export type ReferenceServer = { url: string; pid: number; stop: () => Promise<void> };

/** The bare Fastify route (support/bare-fastify.ts) in its own process, once it answers. */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/src/support/bare-fastify.ts'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port) } },
  );
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bare Fastify server exited (${child.exitCode})`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the bare Fastify server did not answer within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'close');
    },
  };
}
