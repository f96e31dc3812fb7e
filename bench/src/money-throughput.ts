// The money path at casino scale, in one run on the local PostgreSQL next to pgbench's TPC-B on the same
// server (issue 13): seamless-wallet bets, bet+win rounds and settled deposits at a fixed concurrency,
// one player betting alone, each with p50/p99, its ratio to TPC-B tps, the outbox lag it left and how
// many postings shared a commit; then the goals and whether they are met. The real server
// (apps/server/src/main.ts) runs in a child process on a scratch database; this process plays the
// players, the PSP (signed sandbox webhooks) and the game studio (signed seamless-wallet calls).
// Run: npm run bench:money --workspace @casino/bench
// (BENCH_PG_URL, BENCH_CONCURRENCY, BENCH_PLAYERS, BENCH_BETS, BENCH_ROUNDS, BENCH_SEQUENTIAL_BETS,
// BENCH_DEPOSITS, BENCH_PGBENCH_SECONDS).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { cpuMeter } from './support/cpu.ts';
import { type Commits, lastPostingId, postingsPerCommit } from './support/group-commit.ts';
import { createHttpClient } from './support/http.ts';
import { countOther, fmt, newPhase, type Phase, percentile, pool } from './support/measure.ts';
import {
  betsRatioGoal,
  outboxGoal,
  p99Goal,
  printSummary,
  type SummaryRow,
  sequentialGoal,
} from './support/money-goals.ts';
import { type OutboxLag, outboxLag, outboxLagLine } from './support/outbox-lag.ts';
import { dropDatabase, ledgerCheck, PG_URL, psql, recreateDatabase, sampleSessions } from './support/pg.ts';
import { pgbench } from './support/pgbench.ts';
import { attempt, record } from './support/record.ts';
import {
  openDeposit,
  type Seat,
  seamlessWallet,
  seatPlayer,
  settleDeposit,
  settledStatus,
} from './support/seats.ts';
import { bootBenchServer, printServerErrors, type Server, stopServer } from './support/server.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const BETS = Number(process.env.BENCH_BETS ?? 4000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const SEQUENTIAL_BETS = Number(process.env.BENCH_SEQUENTIAL_BETS ?? 2000);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 2000);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
/** TPC-B as issue 13 sets it: scale 10, 8 clients, 2 threads. */
const PGBENCH = { scale: 10, clients: 8, jobs: 2 };
/** How long each phase's events may take to be delivered before the lag is read without them. */
const LAG_WAIT_SECONDS = 60;
/** Scratch databases, dropped and created at the start and dropped at the end: never `test`. */
const SERVER_DB = 'casino_bench_money';
const PGBENCH_DB = 'casino_pgbench_money';
const CURRENCY = 'EUR';
/** The sandbox card takes 10 to 5,000 EUR per deposit. */
const SEAT_DEPOSIT = '1000.00';
const MAX_DEPOSIT = 5000;
const BET_AMOUNT = '1.00';
const DEPOSIT_AMOUNT = '20.00';
const GAME = 'slot-classic-sevens';
const WEBHOOK_SECRET = `bench-webhook-secret-${randomUUID()}`;
const STUDIO_SECRET = `bench-studio-secret-${randomUUID()}`;

const client = createHttpClient(CONCURRENCY);
const walletCall = seamlessWallet(client, { secret: STUDIO_SECRET, provider: 'studio', currency: CURRENCY });

/** A timed phase with what it left behind: the outbox lag of its events and its postings per commit. */
type MoneyPhase = Phase & { lag?: OutboxLag; commits?: Commits };

const indices = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * Runs `count` calls with `concurrency` in flight, the CPU and the server's connections measured; then
 * reads the postings per commit and waits for the phase's events, so the next phase starts with an
 * empty outbox.
 */
async function measured(
  phase: MoneyPhase,
  count: number,
  concurrency: number,
  call: (index: number) => Promise<void>,
) {
  const afterId = lastPostingId(SERVER_DB);
  const from = new Date();
  const cpu = cpuMeter();
  const sessions = sampleSessions(SERVER_DB);
  phase.ms = await pool(indices(count), concurrency, (_, index) => call(index));
  phase.cpu = cpu();
  phase.sessions = await sessions();
  const to = new Date();
  phase.commits = postingsPerCommit(SERVER_DB, afterId);
  phase.lag = await outboxLag(SERVER_DB, from, to, LAG_WAIT_SECONDS);
  console.log(`${phase.label.trim()}: ${phase.done} of ${count} in ${fmt(phase.ms / 1000, 1)} s`);
  return phase;
}

const bet = (seat: Seat, transactionId: string, roundId: string) =>
  attempt(walletCall('bet', { sessionToken: seat.sessionToken, transactionId, roundId, amount: BET_AMOUNT }));

/** BETS bets of BET_AMOUNT spread over the players, each a unique transaction and round. */
function betsPhase(seats: Seat[], runId: string) {
  const phase: MoneyPhase = newPhase(`wallet bets (${CONCURRENCY} conc)`);
  return measured(phase, BETS, CONCURRENCY, async (index) => {
    const answer = await bet(
      seats[index % seats.length]!,
      `${runId}-bet-${index}`,
      `${runId}-round-${index}`,
    );
    if (record(phase, answer)) phase.done++;
  });
}

/** ROUNDS rounds of a bet then its win (every other one lost: a win of 0 closes the round). */
async function roundsPhase(seats: Seat[], runId: string) {
  const rounds: MoneyPhase = newPhase(`wallet rounds, bet+win (${CONCURRENCY} conc)`);
  const calls: MoneyPhase = newPhase('  their calls (bet or win)');
  await measured(rounds, ROUNDS, CONCURRENCY, async (index) => {
    const seat = seats[index % seats.length]!;
    const roundId = `${runId}-mixed-${index}`;
    const started = performance.now();
    if (!record(calls, await bet(seat, `${runId}-mixed-bet-${index}`, roundId))) return;
    calls.done++;
    const amount = index % 2 === 0 ? '0' : '1.90';
    const win = await attempt(
      walletCall('win', {
        sessionToken: seat.sessionToken,
        transactionId: `${runId}-mixed-win-${index}`,
        roundId,
        amount,
      }),
    );
    if (!record(calls, win)) return;
    calls.done++;
    rounds.latencies.push(performance.now() - started);
    rounds.done++;
  });
  calls.ms = rounds.ms;
  return { rounds, calls };
}

/** SEQUENTIAL_BETS bets of one player, one at a time. */
function sequentialPhase(seat: Seat, runId: string) {
  const phase: MoneyPhase = newPhase('one player, sequential bets (1 conc)');
  return measured(phase, SEQUENTIAL_BETS, 1, async (index) => {
    const answer = await bet(seat, `${runId}-alone-bet-${index}`, `${runId}-alone-round-${index}`);
    if (record(phase, answer)) phase.done++;
  });
}

/**
 * DEPOSITS invoices of DEPOSIT_AMOUNT opened untimed (their events delivered before the clock starts),
 * then each settled by a signed sandbox webhook: one `deposit` posting (PSP clearing -> player cash).
 */
async function depositsPhase(seats: Seat[]) {
  const invoiceIds: string[] = new Array(DEPOSITS);
  const openedFrom = new Date();
  const openMs = await pool(indices(DEPOSITS), CONCURRENCY, async (index) => {
    invoiceIds[index] = await openDeposit(client, seats[index % seats.length]!, CURRENCY, DEPOSIT_AMOUNT);
  });
  const opened = await outboxLag(SERVER_DB, openedFrom, new Date(), LAG_WAIT_SECONDS);
  console.log(
    `${DEPOSITS} deposit invoices opened (untimed) in ${fmt(openMs / 1000, 1)} s; ${outboxLagLine('of the invoices', opened)}`,
  );
  const phase: MoneyPhase = newPhase(`deposit postings, webhooks (${CONCURRENCY} conc)`);
  return measured(phase, DEPOSITS, CONCURRENCY, async (index) => {
    const invoiceId = invoiceIds[index]!;
    const answer = await attempt(
      settleDeposit(client, WEBHOOK_SECRET, { invoiceId, amount: DEPOSIT_AMOUNT, currency: CURRENCY }),
    );
    if (answer instanceof Error) {
      record(phase, answer);
      return;
    }
    phase.latencies.push(answer.ms);
    const status = settledStatus(answer);
    if (status === 'settled') phase.done++;
    else countOther(phase, `HTTP ${answer.status} ${status || answer.body.slice(0, 120)}`);
  });
}

/** Funded players at GAME: PLAYERS for the concurrent phases, one more who bets alone. */
async function seatPlayers(runId: string) {
  const seat = (index: number, deposits: string[]) =>
    seatPlayer(client, {
      runId,
      index,
      currency: CURRENCY,
      deposits,
      game: GAME,
      webhookSecret: WEBHOOK_SECRET,
    });
  const seats: Seat[] = new Array(PLAYERS);
  const started = performance.now();
  await pool(indices(PLAYERS), Math.min(CONCURRENCY, 8), async (index) => {
    seats[index] = await seat(index, [SEAT_DEPOSIT]);
  });
  const needed = SEQUENTIAL_BETS * Number(BET_AMOUNT);
  const alone = await seat(
    PLAYERS,
    Array.from({ length: Math.max(1, Math.ceil(needed / MAX_DEPOSIT)) }, () => `${MAX_DEPOSIT}.00`),
  );
  console.log(
    `${PLAYERS + 1} players registered, funded (signed webhooks) and at ${GAME} in ` +
      `${fmt((performance.now() - started) / 1000, 1)} s`,
  );
  return { seats, alone };
}

const sortedLatencies = (phase: Phase) => [...phase.latencies].sort((x, y) => x - y);
const rateOf = (phase: Phase) => (phase.done * 1000) / phase.ms;

async function main() {
  const pgVersion = psql('postgres', 'SHOW server_version');
  console.log(
    `money throughput: PostgreSQL ${pgVersion} at ${PG_URL.host}, ${CONCURRENCY} in flight, ${PLAYERS} players, ` +
      `${BETS} bets, ${ROUNDS} bet+win rounds, ${SEQUENTIAL_BETS} sequential bets of ${BET_AMOUNT} ${CURRENCY}, ` +
      `${DEPOSITS} deposits of ${DEPOSIT_AMOUNT} ${CURRENCY}, ${os.cpus().length} cores`,
  );
  recreateDatabase(SERVER_DB);
  recreateDatabase(PGBENCH_DB);
  let server: Server | undefined;
  try {
    server = await bootBenchServer(client, SERVER_DB, {
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STUDIO_WALLET_SECRET: STUDIO_SECRET,
      // Every bench player registers from 127.0.0.1.
      REGISTRATION_RATE_LIMIT_PER_HOUR: '100000',
      TURNOVER_MULTIPLIER: '0',
    });

    const runId = `bench-${randomUUID().slice(0, 8)}`;
    const { seats, alone } = await seatPlayers(runId);
    const bets = await betsPhase(seats, runId);
    const { rounds, calls } = await roundsPhase(seats, runId);
    const sequential = await sequentialPhase(alone, runId);
    const deposits = await depositsPhase(seats);

    const errorsBeforeShutdown = server.logErrors.length;
    await stopServer(server);
    const postedKinds = psql(
      SERVER_DB,
      'SELECT kind, count(*) FROM ledger_transactions GROUP BY kind ORDER BY kind',
    )
      .split('\n')
      .filter(Boolean)
      .map((text) => text.split('|').reverse().join(' '));
    const check = ledgerCheck(SERVER_DB);

    console.log(`pgbench TPC-B (scale ${PGBENCH.scale}) on ${PGBENCH_DB}, ${PGBENCH_SECONDS} s ...`);
    const tpcb = await pgbench({ database: PGBENCH_DB, ...PGBENCH, seconds: PGBENCH_SECONDS });

    const phases: MoneyPhase[] = [bets, rounds, calls, sequential, deposits];
    console.log('');
    printDetails(phases, tpcb);
    console.log('');
    printSummary(summaryRows({ bets, rounds, calls, sequential, deposits }, tpcb.tps));
    console.log('');
    console.log(`postings in the ledger: ${postedKinds.join(', ')}`);
    console.log(`ledger check: ${check.ok ? 'OK' : 'FAILED'}: ${check.output.join(' ')}`);
    const atShutdown = server.logErrors.length - errorsBeforeShutdown;
    console.log(`server errors logged: ${errorsBeforeShutdown} during the run, ${atShutdown} at shutdown`);
    printServerErrors(server.logErrors, 'casino-bench-money-errors.log');
    const failures = phases.reduce((sum, phase) => sum + phase.other.size, 0);
    if (!check.ok || failures > 0) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    client.agent.destroy();
    dropDatabase(SERVER_DB);
    dropDatabase(PGBENCH_DB);
  }
}

type Tpcb = Awaited<ReturnType<typeof pgbench>>;

/** Every phase's figures, CPU, connections, postings per commit, outbox lag and failed calls. */
function printDetails(phases: MoneyPhase[], tpcb: Tpcb) {
  const percent = (n: number | undefined) => (n === undefined ? '' : fmt(n));
  const width = (index: number) => (index === 0 ? 44 : index === 9 ? 12 : 9);
  const row = (cells: string[]) =>
    console.log(
      cells.map((cell, index) => (index === 0 ? cell.padEnd(44) : cell.padStart(width(index)))).join(''),
    );
  row(['', 'rate/s', 'p50 ms', 'p99 ms', 'failed', 'server%', 'pg%', 'client%', 'other%', 'per commit']);
  for (const phase of phases) {
    const sorted = sortedLatencies(phase);
    const shares = phase.label.startsWith('  ') ? undefined : phase.cpu;
    const perCommit = phase.commits?.commits ? phase.commits.postings / phase.commits.commits : undefined;
    row([
      phase.label,
      fmt(rateOf(phase)),
      fmt(percentile(sorted, 50), 1),
      fmt(percentile(sorted, 99), 1),
      String([...phase.other.values()].reduce((sum, n) => sum + n, 0)),
      percent(shares?.server),
      percent(shares?.postgres),
      percent(shares?.client),
      percent(shares?.other),
      perCommit === undefined ? '' : fmt(perCommit, 2),
    ]);
  }
  row([
    `pgbench TPC-B tps (-c ${PGBENCH.clients} -j ${PGBENCH.jobs}, -s ${PGBENCH.scale})`,
    fmt(tpcb.tps),
    `avg ${fmt(tpcb.latencyMs, 1)}`,
    '',
    '',
    '',
    percent(tpcb.cpu?.postgres),
    percent(tpcb.cpu?.client),
    percent(tpcb.cpu?.other),
  ]);
  console.log('');
  console.log(
    `CPU in % of one core (${os.cpus().length} cores): the server process, PostgreSQL, this process with ` +
      'pgbench, and everything else on the machine. Per commit: ledger postings per database transaction.',
  );
  const busiest = Math.max(...phases.map((phase) => phase.cpu?.other ?? 0), tpcb.cpu?.other ?? 0);
  if (busiest > 20)
    console.log(`warning: other processes used up to ${fmt(busiest)}% of a core in a phase: figures skewed`);
  for (const phase of phases) {
    const label = phase.label.trim();
    for (const [what, n] of phase.other) console.log(`${label}: ${n} x ${what}`);
    const waits = phase.sessions;
    if (waits)
      console.log(
        `connections, ${label}: ${fmt(waits.connections, 1)} open, ${fmt(waits.active, 1)} running, ` +
          `${fmt(waits.lockWaits, 1)} waiting for a lock (avg of ${waits.samples} samples; ` +
          `${fmt(waits.otherActive, 1)} running in other databases)`,
      );
    if (phase.lag) console.log(outboxLagLine(`of ${label}`, phase.lag));
  }
}

/** The goals of issue 13 against the phases and TPC-B tps. */
function summaryRows(
  phases: Record<'bets' | 'rounds' | 'calls' | 'sequential' | 'deposits', MoneyPhase>,
  tps: number,
): SummaryRow[] {
  const figures = (phase: MoneyPhase) => {
    const sorted = sortedLatencies(phase);
    const rate = rateOf(phase);
    return {
      label: phase.label,
      rate,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      ratio: rate / tps,
    };
  };
  const bets = figures(phases.bets);
  const calls = figures(phases.calls);
  const sequential = figures(phases.sequential);
  const deposits = figures(phases.deposits);
  const lagRows = [phases.bets, phases.rounds, phases.sequential, phases.deposits].flatMap((phase) =>
    phase.lag
      ? [
          {
            label: `outbox lag, ${phase.label.replace(/ \(.*\)$/, '')}`,
            p50: phase.lag.p50,
            p99: phase.lag.p99,
            goals: [outboxGoal(phase.lag.p99, phase.lag.undelivered)],
          },
        ]
      : [],
  );
  return [
    { ...bets, goals: [betsRatioGoal(bets.ratio), p99Goal(bets.p99)] },
    { ...figures(phases.rounds), goals: [{ text: 'none set (its calls below)', met: 'none' }] },
    { ...calls, ratio: undefined, goals: [p99Goal(calls.p99)] },
    { ...sequential, ratio: undefined, goals: [sequentialGoal(sequential.rate)] },
    { ...deposits, goals: [p99Goal(deposits.p99)] },
    {
      label: `pgbench TPC-B tps (-c ${PGBENCH.clients} -j ${PGBENCH.jobs}, -s ${PGBENCH.scale})`,
      rate: tps,
      goals: [],
    },
    ...lagRows,
  ];
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
