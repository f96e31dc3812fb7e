// Ledger postings per second through the API on the local PostgreSQL, next to pgbench's TPC-B figure
// from the same run. The real server (apps/server/src/main.ts) runs in a child process on a scratch
// database; this process plays the players and the PSP: it registers players, opens deposit invoices
// (timed apart, no posting), then settles them with signed sandbox webhooks at a fixed concurrency
// (each settled webhook is one `deposit` posting), then sends withdrawal requests (each one
// `withdrawal.reserve` posting). Then the operator's ledger check, then pgbench on its own database.
// Run: npm run bench:ledger --workspace @casino/bench
// (BENCH_PG_URL, BENCH_CONCURRENCY, BENCH_PLAYERS, BENCH_INVOICES, BENCH_PGBENCH_SECONDS).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { cpuMeter } from './support/cpu.ts';
import { type Answer, createHttpClient, expectStatus } from './support/http.ts';
import { countOther, fmt, newPhase, type Phase, percentile, pool } from './support/measure.ts';
import { outboxLag, outboxLagLine } from './support/outbox-lag.ts';
import {
  dropDatabase,
  ledgerCheck,
  PG_URL,
  psql,
  recreateDatabase,
  type Sessions,
  sampleSessions,
} from './support/pg.ts';
import { pgbench } from './support/pgbench.ts';
import { type Player, registerPlayer, sandboxWebhook } from './support/players.ts';
import { bootBenchServer, printServerErrors, type Server, stopServer } from './support/server.ts';

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

const client = createHttpClient(CONCURRENCY);
const { request } = client;

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

// --- The flow through the API ---------------------------------------------------------------------

/** The sandbox PSP's signed webhook for a paid deposit invoice of DEPOSIT_AMOUNT. */
const webhook = (invoiceId: string) =>
  sandboxWebhook(WEBHOOK_SECRET, { invoiceId, amount: DEPOSIT_AMOUNT, currency: CURRENCY });

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

// --- The run --------------------------------------------------------------------------------------

async function main() {
  const pgVersion = psql('postgres', 'SHOW server_version');
  console.log(
    `ledger throughput: PostgreSQL ${pgVersion} at ${PG_URL.host}, ${CONCURRENCY} in flight, ${PLAYERS} players, ` +
      `${INVOICES} deposits of ${DEPOSIT_AMOUNT} ${CURRENCY}, ${os.cpus().length} cores`,
  );
  recreateDatabase(SERVER_DB);
  recreateDatabase(PGBENCH_DB);
  let server: Server | undefined;
  try {
    server = await bootBenchServer(client, SERVER_DB, {
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Every bench player registers from 127.0.0.1.
      REGISTRATION_RATE_LIMIT_PER_HOUR: '100000',
      // No wagering before a withdrawal: the bench deposits, then withdraws straight away.
      TURNOVER_MULTIPLIER: '0',
    });

    // Not part of the postings figure: players, their EUR accounts and the pending deposit invoices
    // (the invoices' own rate is printed too).
    const runId = randomUUID().slice(0, 8);
    const players: Player[] = new Array(PLAYERS);
    const registerMs = await pool(
      Array.from({ length: PLAYERS }, (_, index) => index),
      Math.min(CONCURRENCY, 8),
      async (index) => {
        players[index] = await registerPlayer(client, runId, index, CURRENCY);
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
    const postingsFrom = new Date();
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
    const postingsLag = await outboxLag(SERVER_DB, postingsFrom, new Date());
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
    const check = ledgerCheck(SERVER_DB);

    console.log(`pgbench TPC-B (scale 1) on ${PGBENCH_DB}, ${PGBENCH_SECONDS} s ...`);
    const tpcb = await pgbench({
      database: PGBENCH_DB,
      scale: 1,
      clients: CONCURRENCY,
      jobs: Math.min(2, CONCURRENCY),
      seconds: PGBENCH_SECONDS,
    });

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
    console.log(outboxLagLine('of the postings', postingsLag));
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
    printServerErrors(server.logErrors, 'casino-bench-ledger-errors.log');
    if (!check.ok || deposits !== postings.done || postings.done !== INVOICES) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    client.agent.destroy();
    dropDatabase(SERVER_DB);
    dropDatabase(PGBENCH_DB);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
