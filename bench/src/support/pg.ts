// The local PostgreSQL of the benches: psql, scratch databases, pg_stat_activity sampling and the
// operator's ledger check. BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432).
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const PG_URL = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432');
export const execFileAsync = promisify(execFile);

export const pgArgs = [
  '-h',
  PG_URL.hostname,
  '-p',
  PG_URL.port || '5432',
  '-U',
  decodeURIComponent(PG_URL.username),
];
export const pgEnv = {
  ...process.env,
  PGOPTIONS: '-c client_min_messages=warning',
  ...(PG_URL.password ? { PGPASSWORD: decodeURIComponent(PG_URL.password) } : {}),
};
export const databaseUrl = (name: string) => {
  const url = new URL(PG_URL.href);
  url.pathname = `/${name}`;
  return url.href;
};

export function psql(database: string, sql: string): string {
  return execFileSync(
    'psql',
    [...pgArgs, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', database, '-c', sql],
    {
      env: pgEnv,
      encoding: 'utf8',
    },
  ).trim();
}

/** Only the benches' own scratch databases (casino_*) are ever dropped or created: never `test`. */
function scratch(name: string) {
  if (!/^casino_[a-z0-9_]+$/.test(name)) throw new Error(`not a bench scratch database: ${name}`);
  return name;
}

export const recreateDatabase = (name: string) => {
  psql('postgres', `DROP DATABASE IF EXISTS ${scratch(name)} WITH (FORCE)`);
  psql('postgres', `CREATE DATABASE ${scratch(name)}`);
};
export const dropDatabase = (name: string) =>
  psql('postgres', `DROP DATABASE IF EXISTS ${scratch(name)} WITH (FORCE)`);

export type Sessions = {
  connections: number;
  active: number;
  lockWaits: number;
  /** Statements running in other databases: someone else's load on the same server. */
  otherActive: number;
  samples: number;
};

/**
 * Samples pg_stat_activity of a database every 200 ms until stopped: on average, how many connections
 * were open, running a statement, and waiting for a lock (a row another transaction holds).
 */
export function sampleSessions(database: string): () => Promise<Sessions | undefined> {
  const sql =
    `SELECT count(*) FILTER (WHERE datname = '${database}'), ` +
    `count(*) FILTER (WHERE datname = '${database}' AND state = 'active'), ` +
    `count(*) FILTER (WHERE datname = '${database}' AND wait_event_type = 'Lock'), ` +
    `count(*) FILTER (WHERE datname <> '${database}' AND state = 'active') ` +
    'FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname IS NOT NULL';
  const totals = { connections: 0, active: 0, lockWaits: 0, otherActive: 0, samples: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { stdout } = await execFileAsync(
          'psql',
          [...pgArgs, '-X', '-A', '-t', '-F', ' ', '-d', 'postgres', '-c', sql],
          {
            env: pgEnv,
            encoding: 'utf8',
          },
        );
        const [connections = 0, active = 0, lockWaits = 0, otherActive = 0] = stdout
          .trim()
          .split(' ')
          .map(Number);
        totals.connections += connections;
        totals.active += active;
        totals.lockWaits += lockWaits;
        totals.otherActive += otherActive;
        totals.samples++;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    if (totals.samples === 0) return undefined;
    return {
      connections: totals.connections / totals.samples,
      active: totals.active / totals.samples,
      lockWaits: totals.lockWaits / totals.samples,
      otherActive: totals.otherActive / totals.samples,
      samples: totals.samples,
    };
  };
}

/** The operator's check (npm run ledger-check --workspace @casino/server) on a scratch database. */
export function ledgerCheck(database: string): { ok: boolean; output: string[] } {
  try {
    const output = execFileSync('npm', ['run', '--silent', 'ledger-check', '--workspace', '@casino/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl(database) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output: output.trim().split('\n') };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    const output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim().split('\n');
    return { ok: false, output: output.filter((text) => !text.startsWith('npm warn')).slice(0, 20) };
  }
}
