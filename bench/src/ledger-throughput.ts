// Ledger postings per second through the API on the local PostgreSQL, next to pgbench's TPC-B figure
// from the same run. The real server (apps/server/src/main.ts) runs in a child process on a scratch
// database; this process plays the players and the PSP: it registers players, opens deposit invoices
// (timed apart, no posting), then settles them with signed sandbox webhooks at a fixed concurrency
// (each settled webhook is one `deposit` posting), then sends withdrawal requests (each one
// `withdrawal.reserve` posting). Then the operator's ledger check, then pgbench on its own database.
// Run: npm run bench:ledger --workspace @casino/bench
// (BENCH_PG_URL, BENCH_CONCURRENCY, BENCH_PLAYERS, BENCH_INVOICES, BENCH_PGBENCH_SECONDS).
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const PG_URL = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 3000);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
/** Scratch databases, dropped and created at the start and dropped at the end: never `test`. */
const SERVER_DB = 'casino_bench_ledger';
const PGBENCH_DB = 'casino_pgbench';
const DEPOSIT_AMOUNT = '20.00';
const CURRENCY = 'EUR';
const WEBHOOK_SECRET = `bench-webhook-secret-${randomUUID()}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');

const pgArgs = [
  '-h',
  PG_URL.hostname,
  '-p',
  PG_URL.port || '5432',
  '-U',
  decodeURIComponent(PG_URL.username),
];
const pgEnv = {
  ...process.env,
  PGOPTIONS: '-c client_min_messages=warning',
  ...(PG_URL.password ? { PGPASSWORD: decodeURIComponent(PG_URL.password) } : {}),
};
const databaseUrl = (name: string) => {
  const url = new URL(PG_URL.href);
  url.pathname = `/${name}`;
  return url.href;
};

function psql(database: string, sql: string): string {
  return execFileSync(
    'psql',
    [...pgArgs, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', database, '-c', sql],
    {
      env: pgEnv,
      encoding: 'utf8',
    },
  ).trim();
}

const recreateDatabase = (name: string) => {
  psql('postgres', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql('postgres', `CREATE DATABASE ${name}`);
};
const dropDatabase = (name: string) => psql('postgres', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

// --- HTTP client: keep-alive sockets, one per request in flight -----------------------------------

type Answer = { status: number; body: string; ms: number };

let baseUrl = '';
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(
  method: string,
  url: string,
  options: { json?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${url}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as { data: unknown };
}

/** Runs `work` over the items with `concurrency` calls in flight; wall time in ms. */
async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
  return performance.now() - started;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Phase = {
  label: string;
  done: number;
  ms: number;
  latencies: number[];
  /** HTTP status (and outcome) -> count, for what did not go as planned. */
  other: Map<string, number>;
  /** CPU used during the phase, in percent of one core. */
  cpu?: CpuShares;
  /** The server's database connections during the phase. */
  sessions?: Sessions;
};

const newPhase = (label: string): Phase => ({ label, done: 0, ms: 0, latencies: [], other: new Map() });
const countOther = (phase: Phase, key: string) => phase.other.set(key, (phase.other.get(key) ?? 0) + 1);

// --- CPU: who used the cores during a phase (Linux /proc; nothing elsewhere) ---------------------

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
let serverPid: number | undefined;

type CpuShares = { server: number; postgres: number; client: number; other: number };

/** utime, stime, and the reaped children's cutime and cstime of a process, in ticks; its name. */
function processTicks(pid: number | string): { name: string; own: number; children: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the name: field 3 (state) is index 0, so utime (14), stime (15), cutime (16), cstime (17).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { name, own: fields[11]! + fields[12]!, children: fields[13]! + fields[14]! };
  } catch {
    return null;
  }
}

function cpuSample() {
  try {
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const machine = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = machine
      .slice(0, 8)
      .reduce((sum, n, index) => (index === 3 || index === 4 ? sum : sum + n), 0);
    let postgres = 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const ticks = processTicks(entry);
      // The postmaster's cutime and cstime hold the backends that ended (pgbench's, at its end).
      if (ticks?.name === 'postgres') postgres += ticks.own + ticks.children;
    }
    const self = processTicks(process.pid);
    const server = serverPid === undefined ? null : processTicks(serverPid);
    return {
      at: performance.now(),
      busy,
      postgres,
      // This process and its reaped children (psql, pgbench).
      client: self ? self.own + self.children : 0,
      server: server ? server.own : 0,
    };
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function gives the CPU used since, in percent of one core. */
function cpuMeter(): () => CpuShares | undefined {
  const start = cpuSample();
  return () => {
    const end = cpuSample();
    if (!start || !end) return undefined;
    const percent = (ticks: number) => (ticks / TICKS_PER_SECOND / ((end.at - start.at) / 1000)) * 100;
    const server = end.server - start.server;
    const postgres = end.postgres - start.postgres;
    const client = end.client - start.client;
    return {
      server: percent(server),
      postgres: percent(postgres),
      client: percent(client),
      other: percent(Math.max(0, end.busy - start.busy - server - postgres - client)),
    };
  };
}

/** Domain events of the server's outbox not yet delivered (each settled deposit writes two). */
function undeliveredEvents(): number {
  try {
    return Number(psql(SERVER_DB, 'SELECT count(*) FROM domain_events WHERE delivered_at IS NULL'));
  } catch {
    return Number.NaN;
  }
}

/** Waits (at most `seconds`) for the dispatcher to deliver the outbox; how long it took, or null. */
async function drainOutbox(seconds: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const pending = undeliveredEvents();
    if (pending === 0 || Number.isNaN(pending)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

// --- The server in a child process ---------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

type Server = { child: ChildProcess; logErrors: string[]; exited: Promise<number | null> };

async function startServer(port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl(SERVER_DB),
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SESSION_SECRET: `bench-session-secret-${randomUUID()}`,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      // Every bench player registers from 127.0.0.1.
      REGISTRATION_RATE_LIMIT_PER_HOUR: '100000',
      // No wagering before a withdrawal: the bench deposits, then withdraws straight away.
      TURNOVER_MULTIPLIER: '0',
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    const gone = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('wait'), 250)),
    ]);
    if (gone !== 'wait') throw new Error(`the server exited (${gone}) at start:\n${logErrors.join('\n')}`);
    try {
      if ((await request('GET', '/api/health')).status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 60 s:\n${logErrors.join('\n')}`);
    }
  }
  return { child, logErrors, exited };
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

// --- The flow through the API ---------------------------------------------------------------------

type Player = { token: string; accountId: string };

async function registerPlayer(runId: string, index: number): Promise<Player> {
  const registered = expectStatus(
    await request('POST', '/api/player/register', {
      json: {
        email: `bench-${runId}-${index}@example.com`,
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        birthdate: '1990-04-12',
        agreements: true,
        receiveEmailPromo: false,
        currency: CURRENCY,
      },
    }),
    201,
    'register',
  ).data as { accessToken: string };
  const token = registered.accessToken;
  const accounts = expectStatus(await request('GET', '/api/wallet/accounts', { token }), 200, 'accounts')
    .data as { id: string; currency: string }[];
  const existing = accounts.find((account) => account.currency === CURRENCY);
  const accountId =
    existing?.id ??
    (
      expectStatus(
        await request('POST', '/api/wallet/accounts', { token, json: { currency: CURRENCY } }),
        201,
        'create account',
      ).data as { id: string }
    ).id;
  return { token, accountId };
}

/**
 * The sandbox PSP's webhook for a paid invoice: a JSON event and its X-Signature, `sha256=<hex
 * HMAC-SHA256 of the raw body>` with PSP_WEBHOOK_SECRET (the server's sandbox PSP signs the same way).
 */
function webhook(invoiceId: string) {
  const body = JSON.stringify({
    eventId: `bench-evt-${invoiceId}`,
    type: 'payment.succeeded',
    transactionId: `bench-tx-${invoiceId}`,
    invoiceId,
    amount: DEPOSIT_AMOUNT,
    currency: CURRENCY,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return { body, signature: `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}` };
}

/**
 * A second timed phase: withdrawal requests of 20 EUR, each a `withdrawal.reserve` posting (cash ->
 * reserved of the player's own account, no shared system row). One untimed probe first: when the
 * route is missing or refuses, the phase is skipped with a note.
 */
async function withdrawals(players: Player[], count: number): Promise<Phase | string> {
  const first = players[0]!;
  const method = 'sandbox_card';
  const amount = 20;
  const body = (player: Player) => ({
    method,
    currency: CURRENCY,
    amount,
    accountId: player.accountId,
    fields: {},
  });
  const probe = await request('POST', '/api/payment/invoices/withdrawal', {
    token: first.token,
    json: body(first),
  });
  if (probe.status === 404 && probe.body.includes('Route '))
    return 'POST /api/payment/invoices/withdrawal does not exist yet: withdrawal phase skipped';
  if (probe.status !== 201)
    return `withdrawal phase skipped: the probe request (${method}, ${amount} ${CURRENCY}) answered HTTP ${probe.status} ${probe.body.slice(0, 200)}`;
  const phase = newPhase(`withdrawal requests/s (API, ${CONCURRENCY} conc)`);
  const items = Array.from({ length: count }, (_, index) => players[index % players.length]!);
  const cpu = cpuMeter();
  const sessions = sampleSessions(SERVER_DB);
  phase.ms = await pool(items, CONCURRENCY, async (player) => {
    const answer = await request('POST', '/api/payment/invoices/withdrawal', {
      token: player.token,
      json: body(player),
    });
    phase.latencies.push(answer.ms);
    if (answer.status === 201) phase.done++;
    else countOther(phase, `HTTP ${answer.status} ${answer.body.slice(0, 120)}`);
  });
  phase.cpu = cpu();
  phase.sessions = await sessions();
  return phase;
}

// --- pgbench ---------------------------------------------------------------------------------------

const execFileAsync = promisify(execFile);

async function pgbench() {
  execFileSync('pgbench', [...pgArgs, '-i', '-s', '1', '-q', PGBENCH_DB], { env: pgEnv, stdio: 'pipe' });
  const cpu = cpuMeter();
  const sessions = sampleSessions(PGBENCH_DB);
  const jobs = String(Math.min(2, CONCURRENCY));
  const { stdout } = await execFileAsync(
    'pgbench',
    [...pgArgs, '-c', String(CONCURRENCY), '-j', jobs, '-T', String(PGBENCH_SECONDS), PGBENCH_DB],
    { env: pgEnv, encoding: 'utf8' },
  );
  const waits = await sessions();
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps line in the pgbench output:\n${stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency), cpu: cpu(), sessions: waits };
}

type Sessions = {
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
function sampleSessions(database: string): () => Promise<Sessions | undefined> {
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

// --- The run --------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main() {
  const pgVersion = psql('postgres', 'SHOW server_version');
  console.log(
    `ledger throughput: PostgreSQL ${pgVersion} at ${PG_URL.host}, ${CONCURRENCY} in flight, ${PLAYERS} players, ` +
      `${INVOICES} deposits of ${DEPOSIT_AMOUNT} ${CURRENCY}, ${os.cpus().length} cores`,
  );
  recreateDatabase(SERVER_DB);
  recreateDatabase(PGBENCH_DB);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  let server: Server | undefined;
  try {
    const bootStarted = performance.now();
    server = await startServer(port);
    serverPid = server.child.pid;
    console.log(
      `server up on ${SERVER_DB} in ${fmt((performance.now() - bootStarted) / 1000, 1)} s (migrations included)`,
    );

    // Not part of the postings figure: players, their EUR accounts and the pending deposit invoices
    // (the invoices' own rate is printed too).
    const runId = randomUUID().slice(0, 8);
    const players: Player[] = new Array(PLAYERS);
    const registerMs = await pool(
      Array.from({ length: PLAYERS }, (_, index) => index),
      Math.min(CONCURRENCY, 8),
      async (index) => {
        players[index] = await registerPlayer(runId, index);
      },
    );
    console.log(`${PLAYERS} players registered in ${fmt(registerMs / 1000, 1)} s`);
    const invoiceIds: string[] = new Array(INVOICES);
    const invoicesPhase = newPhase(`deposit invoices/s (API, ${CONCURRENCY} conc)`);
    const invoicesCpu = cpuMeter();
    invoicesPhase.ms = await pool(
      Array.from({ length: INVOICES }, (_, index) => index),
      CONCURRENCY,
      async (index) => {
        const player = players[index % PLAYERS]!;
        const answer = await request('POST', '/api/payment/invoices/deposit', {
          token: player.token,
          json: {
            method: 'sandbox_card',
            currency: CURRENCY,
            country: 'DE',
            amount: 20,
            accountId: player.accountId,
            fields: {},
          },
        });
        invoicesPhase.latencies.push(answer.ms);
        invoiceIds[index] = (
          expectStatus(answer, 201, 'deposit invoice').data as { invoiceId: string }
        ).invoiceId;
        invoicesPhase.done++;
      },
    );
    invoicesPhase.cpu = invoicesCpu();
    console.log(`${INVOICES} deposit invoices opened in ${fmt(invoicesPhase.ms / 1000, 1)} s`);

    // Timed: one signed webhook per invoice, each one `deposit` posting (PSP clearing -> player cash).
    // The invoices' events are delivered first, so the dispatcher has no backlog when the clock starts.
    await drainOutbox(60);
    const postings = newPhase(`ledger postings/s (API, ${CONCURRENCY} conc)`);
    const postingsCpu = cpuMeter();
    const postingsSessions = sampleSessions(SERVER_DB);
    postings.ms = await pool(invoiceIds, CONCURRENCY, async (invoiceId) => {
      const { body, signature } = webhook(invoiceId);
      let answer: Answer;
      try {
        answer = await request('POST', '/api/payment/webhooks/sandbox', {
          raw: body,
          headers: { 'x-signature': signature },
        });
      } catch (error) {
        countOther(postings, `network error ${(error as Error).message}`);
        return;
      }
      postings.latencies.push(answer.ms);
      const status =
        answer.status === 200 ? (JSON.parse(answer.body) as { data: { status: string } }).data.status : '';
      if (status === 'settled') postings.done++;
      else countOther(postings, `HTTP ${answer.status} ${status || answer.body.slice(0, 120)}`);
    });
    postings.cpu = postingsCpu();
    postings.sessions = await postingsSessions();
    const backlog = undeliveredEvents();
    const drainMs = await drainOutbox(60);
    console.log(`${postings.done} webhooks settled in ${fmt(postings.ms / 1000, 1)} s`);

    const withdrawalPhase = await withdrawals(players, Math.floor(INVOICES / 2));
    if (typeof withdrawalPhase === 'string') console.log(withdrawalPhase);

    const errorsBeforeShutdown = server.logErrors.length;
    await stopServer(server);
    const postedKinds = new Map(
      psql(SERVER_DB, 'SELECT kind, count(*) FROM ledger_transactions GROUP BY kind ORDER BY kind')
        .split('\n')
        .filter(Boolean)
        .map((text) => text.split('|') as [string, string]),
    );
    const deposits = Number(postedKinds.get('deposit') ?? 0);
    const check = ledgerCheck();

    console.log(`pgbench TPC-B (scale 1) on ${PGBENCH_DB}, ${PGBENCH_SECONDS} s ...`);
    const tpcb = await pgbench();

    console.log('');
    const percent = (n: number | undefined) => (n === undefined ? '' : fmt(n));
    const row = (cells: string[]) =>
      console.log(cells.map((cell, index) => (index === 0 ? cell.padEnd(44) : cell.padStart(9))).join(''));
    row(['', 'rate', 'p50 ms', 'p99 ms', 'server%', 'pg%', 'client%', 'other%']);
    const phases = [
      invoicesPhase,
      postings,
      ...(typeof withdrawalPhase === 'string' ? [] : [withdrawalPhase]),
    ];
    for (const phase of phases) {
      const sorted = [...phase.latencies].sort((x, y) => x - y);
      row([
        phase.label,
        fmt((phase.done * 1000) / phase.ms),
        fmt(percentile(sorted, 50), 1),
        fmt(percentile(sorted, 99), 1),
        percent(phase.cpu?.server),
        percent(phase.cpu?.postgres),
        percent(phase.cpu?.client),
        percent(phase.cpu?.other),
      ]);
    }
    row([
      `pgbench TPC-B tps (${CONCURRENCY} conc, -j 2, scale 1)`,
      fmt(tpcb.tps),
      `avg ${fmt(tpcb.latencyMs, 1)}`,
      '',
      '',
      percent(tpcb.cpu?.postgres),
      percent(tpcb.cpu?.client),
      percent(tpcb.cpu?.other),
    ]);
    const rate = (postings.done * 1000) / postings.ms;
    row(['ledger postings/s ÷ TPC-B tps', fmt(rate / tpcb.tps, 2)]);
    console.log('');
    console.log(
      `CPU in % of one core (${os.cpus().length} cores): the server process, PostgreSQL, this process ` +
        'with pgbench, and everything else on the machine',
    );
    const busiest = Math.max(...[...phases.map((phase) => phase.cpu?.other ?? 0), tpcb.cpu?.other ?? 0]);
    if (busiest > 20)
      console.log(
        `warning: other processes used up to ${fmt(busiest)}% of a core in a phase: figures skewed`,
      );
    for (const phase of phases)
      for (const [what, n] of phase.other) console.log(`${phase.label}: ${n} x ${what}`);
    // pg_stat_activity every 200 ms: connections of the database, running, waiting for a row lock.
    const sessionsLine = (label: string, waits: Sessions | undefined) =>
      waits &&
      console.log(
        `connections, ${label}: ${fmt(waits.connections, 1)} open, ${fmt(waits.active, 1)} running, ` +
          `${fmt(waits.lockWaits, 1)} waiting for a lock (avg of ${waits.samples} samples; ` +
          `${fmt(waits.otherActive, 1)} running in other databases)`,
      );
    for (const phase of phases) sessionsLine(phase.label, phase.sessions);
    sessionsLine('pgbench', tpcb.sessions);
    console.log(
      `outbox after the postings: ${backlog} events undelivered, ` +
        (drainMs === null ? 'not drained within 60 s' : `drained in ${fmt(drainMs / 1000, 1)} s`),
    );
    console.log(
      `postings in the ledger: ${[...postedKinds].map(([kind, n]) => `${n} ${kind}`).join(', ')} ` +
        `(webhooks settled: ${postings.done}` +
        (typeof withdrawalPhase === 'string'
          ? ')'
          : `, withdrawal requests accepted: ${withdrawalPhase.done} + 1 probe)`),
    );
    console.log(`ledger check: ${check.ok ? 'OK' : 'FAILED'}: ${check.output.join(' ')}`);
    const atShutdown = server.logErrors.length - errorsBeforeShutdown;
    console.log(`server errors logged: ${errorsBeforeShutdown} during the run, ${atShutdown} at shutdown`);
    if (server.logErrors.length > 0) {
      const logFile = path.join(os.tmpdir(), 'casino-bench-ledger-errors.log');
      fs.writeFileSync(logFile, `${server.logErrors.join('\n')}\n`);
      const messages = new Map<string, number>();
      for (const text of server.logErrors) {
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
    if (!check.ok || deposits !== postings.done || postings.done !== INVOICES) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    agent.destroy();
    dropDatabase(SERVER_DB);
    dropDatabase(PGBENCH_DB);
  }
}

/** The operator's check (npm run ledger-check --workspace @casino/server) on the scratch database. */
function ledgerCheck(): { ok: boolean; output: string[] } {
  try {
    const output = execFileSync('npm', ['run', '--silent', 'ledger-check', '--workspace', '@casino/server'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl(SERVER_DB) },
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

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
