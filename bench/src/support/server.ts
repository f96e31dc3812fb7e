// The real server (apps/server/src/main.ts) in a child process on a scratch database, and its logged errors.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setServerPid } from './cpu.ts';
import type { HttpClient } from './http.ts';
import { fmt } from './measure.ts';
import { databaseUrl, repoRoot } from './pg.ts';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export type Server = { child: ChildProcess; logErrors: string[]; exited: Promise<number | null> };

/** A database of BENCH_PG_URL by name, or a folder for the embedded PGlite. */
export type ServerStorage = { postgres: string } | { pgliteDir: string };

/** The environment the server gets from this process: without a database or Redis it was not given. */
function inheritedEnv(storage: ServerStorage) {
  if ('postgres' in storage) return { ...process.env, DATABASE_URL: databaseUrl(storage.postgres) };
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = process.env;
  return { ...rest, PGLITE_DIR: storage.pgliteDir };
}

/**
 * The V8 flags `npm start` gives the server (apps/server/package.json, start:prod; decision 0027): a
 * young generation of 64 MB, in which a page's short-lived objects die without a full collection.
 */
const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=64'];

/**
 * Starts the server on `port` and `storage` (production mode, no web pages, warnings and up logged)
 * with `env` on top, and waits (at most 60 s) until GET /api/health answers 200 through `client`.
 * BENCH_SERVER_NODE_ARGS adds Node options to the server only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
export async function startServer(options: {
  port: number;
  storage: ServerStorage;
  client: HttpClient;
  env?: Record<string, string>;
}): Promise<Server> {
  const { port } = options;
  const nodeArgs = [
    ...PRODUCTION_NODE_ARGS,
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inheritedEnv(options.storage),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: `bench-session-secret-${randomUUID()}`,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      // The benches settle deposits through the sandbox PSP's signed webhooks: turned on explicitly in
      // production (decision 0011), where it is off by default.
      PAYMENT_SANDBOX: 'true',
      // Each bench run uses a fresh key, never an operator's key file.
      OPERATOR_KEY: `bench-operator-key-${randomUUID()}`,
      ...options.env,
    },
  });
  const logErrors: string[] = [];
  // Pino writes one JSON line per entry; errors (level 50 and up) and anything not JSON are kept.
  const keep = (line: string) => {
    if (!line.trim()) return;
    let level = 50;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 50;
    } catch {}
    if (level >= 50) logErrors.push(line);
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) keep(line);
    });
    stream.on('end', () => keep(partial));
  }
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  // A busy machine (other work on the same cores) may need longer: BENCH_START_SECONDS.
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    const gone = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('wait'), 250)),
    ]);
    if (gone !== 'wait') throw new Error(`the server exited (${gone}) at start:\n${logErrors.join('\n')}`);
    try {
      if ((await options.client.request('GET', '/api/health')).status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the server did not answer /api/health within ${startSeconds} s:\n${logErrors.join('\n')}`,
      );
    }
  }
  return { child, logErrors, exited };
}

export async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** Prints each distinct logged error with its count, and writes all of them to os.tmpdir()/fileName. */
export function printServerErrors(logErrors: string[], fileName: string) {
  if (logErrors.length === 0) return;
  const logFile = path.join(os.tmpdir(), fileName);
  fs.writeFileSync(logFile, `${logErrors.join('\n')}\n`);
  const messages = new Map<string, number>();
  for (const text of logErrors) {
    let message = text.slice(0, 160);
    try {
      const entry = JSON.parse(text) as { msg?: string; err?: { message?: string } };
      message = `${entry.msg ?? ''}: ${entry.err?.message ?? ''}`;
    } catch {}
    messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  for (const [message, n] of messages) console.log(`  ${n} x ${message}`);
  console.log(`  (all of them in ${logFile})`);
}

/**
 * A bench's server: a free port (the client's base URL), the server started on `database` with `env`
 * (startServer), its pid given to the CPU meter, and its boot time printed.
 */
export async function bootBenchServer(
  client: HttpClient,
  database: string,
  env: Record<string, string>,
): Promise<Server> {
  const port = await freePort();
  client.baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = await startServer({ port, storage: { postgres: database }, client, env });
  setServerPid(server.child.pid);
  console.log(
    `server up on ${database} in ${fmt((performance.now() - started) / 1000, 1)} s (migrations included)`,
  );
  return server;
}
