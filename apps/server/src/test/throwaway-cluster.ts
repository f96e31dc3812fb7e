import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** A PostgreSQL cluster of its own, on 127.0.0.1 only, that a test may stop and start at will. */
export type ThrowawayCluster = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it (immediately) and deletes its files; safe to call whatever state it is in. */
  destroy: () => Promise<void>;
};

/** The bin folder of the newest PostgreSQL installed with initdb and pg_ctl, or null. */
export function postgresBinDir(): string | null {
  if (!fs.existsSync(POSTGRES_ROOT)) return null;
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((version) => fs.existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

/**
 * initdb refuses to run as root, so as root the cluster belongs to the postgres user. Trust auth is
 * fine: it listens on 127.0.0.1 only, and its socket lives in its own temporary folder.
 */
export async function startThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-pg-cluster-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);

  const port = await freePort();
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const pgCtl = (...args: string[]) => pgTool('pg_ctl', ['-D', dataDir, ...args]);
  const start = async () => {
    await pgCtl('-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start');
  };
  const stop = async () => {
    await pgCtl('-m', 'fast', '-w', '-t', '30', 'stop');
  };
  const destroy = async () => {
    await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, destroy };
}

/** A port in 55432..56431 that nothing listens on right now. */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 55432 + Math.floor(Math.random() * 1000);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port for a throwaway PostgreSQL cluster');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
