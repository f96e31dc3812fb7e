// The real server (src/main.ts) as a child process: spawned, started, killed with SIGKILL, stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../plugins/env.ts';

export type ServerProcess = {
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Log lines at level error and up, and anything that is not a pino line (a crash's stack). */
  errors: string[];
};

/** Variables of the test run that must not reach the server: it gets its database and services from `env`. */
const NOT_INHERITED = ['DATABASE_URL', 'REDIS_URL', 'PGLITE_DIR', 'NODE_OPTIONS'];

const READY_WITHIN_MS = 60_000;
const STANDBY_MAIN = path.join(import.meta.dirname, 'standby-main.ts');

/**
 * Spawns the server process with its modules loaded but not started (standby-main.ts): it opens its
 * database and listens only at goLive().
 */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const inherited = { ...process.env };
  for (const name of NOT_INHERITED) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', STANDBY_MAIN], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  // A process that died before goLive() would make the write fail; goLive() reports it.
  child.stdin!.on('error', () => undefined);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, exited, errors: [] };
  for (const stream of [child.stdout!, child.stderr!])
    readLines(stream, (line) => {
      if (isError(line)) server.errors.push(line);
    });
  return server;
}

/** Starts a spawned server (src/main.ts) and waits until /api/health answers 200. */
export async function goLive(server: ServerProcess, port: number) {
  server.child.stdin!.write('go\n');
  await waitForHealth(server, port);
}

function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) onLine(line);
  });
}

function isError(line: string) {
  if (!line.trim()) return false;
  try {
    return ((JSON.parse(line) as { level?: number }).level ?? 50) >= 50;
  } catch {
    return true;
  }
}

async function waitForHealth(server: ServerProcess, port: number) {
  const deadline = Date.now() + READY_WITHIN_MS;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (!(await isHealthy(port))) {
    if (exited) throw new Error(`the server exited at start:\n${server.errors.join('\n')}`);
    if (Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health in time:\n${server.errors.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isHealthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** kill -9: the process gets no chance to finish anything. Resolves once it is gone. */
export async function killServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** A graceful stop (SIGTERM), with SIGKILL after 15 s. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
