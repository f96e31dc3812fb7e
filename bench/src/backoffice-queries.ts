// The back office's reads at the size of issue 30: player search, the player 360 page and the
// withdrawal queue, timed one request at a time on BENCH_PLAYERS players and BENCH_ROUNDS rounds,
// next to a bare Fastify route measured in the same run.
import http from 'node:http';
import os from 'node:os';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { is, Placeholder } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { queuePageStatement } from '../../apps/server/src/domains/withdrawal-review/queue.ts';
import { startReferenceServer } from './site/throughput.ts';
import { createHttpClient, expectStatus, type HttpClient } from './support/http.ts';
import { fmt, percentile } from './support/measure.ts';
import { dropDatabase, psql, recreateDatabase } from './support/pg.ts';
import { bootBenchServer, printServerErrors, type Server, stopServer } from './support/server.ts';

/** BENCH_DATABASE: another scratch name (casino_*) when two runs share one PostgreSQL. */
const DATABASE = process.env.BENCH_DATABASE ?? 'casino_bench_backoffice';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS ?? 300);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
/** Issue 30's goal for each route's p95. */
const GOAL_MS = 50;
const OPERATOR_KEY = `bench-operator-key-${process.pid}-${Date.now()}`;
const STAFF_COOKIE = 'backoffice-session';

/** The n-th seeded player's id, the same in SQL and here: md5 of a label, read as a uuid. */
const seededId = (label: string, n: string) => `md5('${label}' || ${n})::uuid`;

/**
 * Players with an e-mail, a nickname and a phone; two sessions each from devices of which about 5 %
 * are shared by two players; an active EUR account with its cash, bonus and reserved parts (balances
 * 0, so the ledger stays consistent without entries).
 */
function seedPlayers() {
  psql(
    DATABASE,
    `INSERT INTO players (id, email, phone, password_hash, nickname, country, currency, locale, status,
       email_confirmed_at, registration_ip, last_sign_in_at, created_at)
     SELECT ${seededId('p', 'i')}, 'user' || i || '@mail' || (i % 97) || '.example',
       '+49' || (1500000000 + i * 7)::text, 'x',
       (ARRAY['lucky','wild','ace','king','queen','star','gold','spin','reel','jack'])[1 + i % 10] || '_' || i,
       (ARRAY['DE','GB','BR','CA','FI'])[1 + i % 5], 'EUR', 'en', CASE WHEN i % 50 = 0 THEN 3 ELSE 1 END,
       CASE WHEN i % 3 = 0 THEN now() END, '10.' || (i % 250) || '.' || (i / 250 % 250) || '.1',
       now() - (i % 1000) * interval '1 hour', now() - (i % 3000) * interval '1 hour'
     FROM generate_series(1, ${PLAYERS}) AS i`,
  );
  const devices = Math.max(1, Math.floor(PLAYERS * 1.9));
  psql(
    DATABASE,
    `INSERT INTO sessions (player_id, method, ip, user_agent, created_at, last_seen_at, closed_at, device_hash)
     SELECT ${seededId('p', 'i')}, 'password', '10.0.' || (i % 250) || '.' || k, 'Mozilla/5.0 bench',
       now() - (k * 30 + i % 30) * interval '1 day', now() - (k * 30 + i % 30) * interval '1 day' + interval '1 hour',
       CASE WHEN k = 1 THEN now() - (30 + i % 30) * interval '1 day' END,
       md5('device' || ((i * 2 + k) % ${devices}))
     FROM generate_series(1, ${PLAYERS}) AS i, generate_series(0, 1) AS k`,
  );
  psql(
    DATABASE,
    `INSERT INTO wallet_accounts (id, player_id, currency, status, is_active)
     SELECT ${seededId('w', 'i')}, ${seededId('p', 'i')}, 'EUR', 1, true FROM generate_series(1, ${PLAYERS}) AS i;
     INSERT INTO ledger_accounts (wallet_account_id, name, currency)
     SELECT ${seededId('w', 'i')}, part, 'EUR'
     FROM generate_series(1, ${PLAYERS}) AS i, unnest(ARRAY['cash','bonus','reserved']) AS part`,
  );
}

/**
 * Rounds of the catalogue's studio games, skewed: the round's player is PLAYERS * random()^3, so the
 * first players have thousands of rounds and most have a few. One in 20 is still open. Each player
 * with a pending withdrawal (the first WITHDRAWALS of every 100th player) gets a large win in the
 * last 24 hours every other one.
 */
function seedRounds() {
  psql(
    DATABASE,
    `SELECT setseed(0.30);
     INSERT INTO game_rounds (provider_id, provider_round_id, session_id, player_id, wallet_account_id,
       game_slug, currency, bet_minor, win_minor, status, created_at, settled_at)
     SELECT 'studio', r::text, ${seededId('gs', 'n')}, ${seededId('p', 'n')}, ${seededId('w', 'n')},
       slugs[1 + r % cardinality(slugs)], 'EUR', bet, CASE WHEN r % 4 = 0 THEN bet * 2 ELSE 0 END,
       CASE WHEN r % 20 = 0 THEN 'open' ELSE 'settled' END, at,
       CASE WHEN r % 20 = 0 THEN NULL ELSE at + interval '2 seconds' END
     FROM (
       SELECT r, 1 + floor(${PLAYERS} * random() ^ 3)::int AS n, 100 + (r % 50) * 100 AS bet,
         now() - random() * interval '90 days' AS at,
         (SELECT array_agg(slug ORDER BY slug) FROM games WHERE provider_id = 'studio') AS slugs
       FROM generate_series(1, ${ROUNDS}) AS r
     ) AS drawn;
     INSERT INTO game_rounds (provider_id, provider_round_id, session_id, player_id, wallet_account_id,
       game_slug, currency, bet_minor, win_minor, status, created_at, settled_at)
     SELECT 'studio', 'large-' || w, ${seededId('gs', 'n')}, ${seededId('p', 'n')}, ${seededId('w', 'n')},
       'slot-classic-sevens', 'EUR', 1000, 250000, 'settled', now() - interval '3 hours', now() - interval '3 hours'
     FROM generate_series(1, ${WITHDRAWALS}, 2) AS w, LATERAL (SELECT w * 100 % ${PLAYERS} + 1 AS n) AS p`,
  );
}

/**
 * A settled card deposit for every 5th player (from an IBAN, so the queue's new-destination flag has
 * something to compare with) and WITHDRAWALS pending withdrawals, one per player, every third to the
 * IBAN the player deposited from.
 */
function seedInvoices() {
  psql(
    DATABASE,
    `INSERT INTO payment_invoices (player_id, wallet_account_id, type, status, provider, method, currency,
       amount, fields, created_at)
     SELECT ${seededId('p', 'i')}, ${seededId('w', 'i')}, 1, 2, 'sandbox', 'card', 'EUR', 5000,
       jsonb_build_object('iban', 'DE' || lpad(i::text, 20, '0')), now() - interval '30 days'
     FROM generate_series(1, ${PLAYERS}, 5) AS i;
     INSERT INTO payment_invoices (player_id, wallet_account_id, type, status, provider, method, currency,
       amount, fields, public_data, created_at)
     SELECT ${seededId('p', 'n')}, ${seededId('w', 'n')}, 2, 1, 'sandbox', 'bank_transfer', 'EUR', 10000 + w * 100,
       jsonb_build_object('iban', iban), jsonb_build_object('destination', iban),
       now() - (${WITHDRAWALS} - w) * interval '1 minute'
     FROM generate_series(1, ${WITHDRAWALS}) AS w,
       LATERAL (SELECT w * 100 % ${PLAYERS} + 1 AS n) AS p,
       LATERAL (SELECT 'DE' || lpad((CASE WHEN w % 3 = 0 THEN n ELSE n + 7 END)::text, 20, '0') AS iban) AS d
     ORDER BY w`,
  );
}

function seed() {
  const started = performance.now();
  const steps: [string, () => void][] = [
    ['players, sessions, accounts', seedPlayers],
    ['rounds', seedRounds],
    ['invoices', seedInvoices],
    ['VACUUM ANALYZE', () => psql(DATABASE, 'VACUUM ANALYZE')],
  ];
  for (const [label, step] of steps) {
    const stepStarted = performance.now();
    step();
    console.log(`  ${label.padEnd(28)} ${fmt((performance.now() - stepStarted) / 1000, 1)} s`);
  }
  const counts = psql(
    DATABASE,
    `SELECT (SELECT count(*) FROM players) || ' players, ' || (SELECT count(*) FROM sessions) || ' sessions, ' ||
       (SELECT count(*) FROM game_rounds) || ' rounds, ' ||
       (SELECT count(*) FROM payment_invoices WHERE type = 2 AND status = 1) || ' pending withdrawals; ' ||
       'most rounds of one player ' || (SELECT max(c) FROM (SELECT count(*) AS c FROM game_rounds GROUP BY player_id) AS m) ||
       ', players with none ' || (SELECT count(*) FROM players p WHERE NOT EXISTS (SELECT 1 FROM game_rounds g WHERE g.player_id = p.id))`,
  );
  console.log(`seeded in ${fmt((performance.now() - started) / 1000, 1)} s: ${counts}`);
}

/** An authenticator app on the enrolment's secret: the code of the current 30-second step. */
const totpCode = (secret: string) => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);

/** The first owner, as an operator makes one (invited with the operator key), enrolled: the session cookie. */
async function ownerCookie(client: HttpClient): Promise<string> {
  const invited = await client.request('POST', '/api/operator/staff/owners', {
    json: { email: 'owner@bench.example', name: 'Bench Owner' },
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  const invite = expectStatus(invited, 201, 'owner invitation').data as { enrolmentUrl: string };
  const token = invite.enrolmentUrl.split('/').pop()!;
  const read = await client.request('GET', `/api/backoffice/enrolment/${token}`);
  const { totp } = expectStatus(read, 200, 'enrolment link').data as { totp: { secret: string } };
  const done = await client.request('POST', `/api/backoffice/enrolment/${token}`, {
    json: { password: 'correct horse battery bench', code: totpCode(totp.secret) },
  });
  expectStatus(done, 200, 'enrolment');
  const cookie = [done.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${STAFF_COOKIE}=`));
  if (!cookie) throw new Error('the enrolment set no back-office session cookie');
  return cookie;
}

/** Seeded values the requests draw from at random. */
type Samples = { ids: string[]; heavyIds: string[]; emails: string[]; nicknames: string[]; phones: string[] };

function samples(): Samples {
  const column = (sql: string) => psql(DATABASE, sql).split('\n').filter(Boolean);
  return {
    ids: column('SELECT id FROM players ORDER BY random() LIMIT 1000'),
    // Players with the most rounds: the rounds list counts all of them.
    heavyIds: column('SELECT player_id FROM game_rounds GROUP BY player_id ORDER BY count(*) DESC LIMIT 50'),
    emails: column('SELECT email FROM players ORDER BY random() LIMIT 1000'),
    nicknames: column('SELECT nickname FROM players ORDER BY random() LIMIT 1000'),
    phones: column('SELECT phone FROM players ORDER BY random() LIMIT 1000'),
  };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
/** A start of `text` a person would type: between `min` characters and all of it. */
const startOf = (text: string, min: number) =>
  text.slice(0, min + Math.floor(Math.random() * (text.length - min + 1)));

/** What a search by e-mail is typed as: the whole local part and the @, then some of the domain. */
const emailStart = (email: string) => startOf(email, email.indexOf('@') + 1);

type Target = { label: string; url: () => string };

function targets(s: Samples, nextCursor: string): Target[] {
  const players = '/api/backoffice/players';
  const search = (q: string) => `${players}?q=${encodeURIComponent(q)}`;
  return [
    // The floor of every back-office read: the session's lookup and its last-use UPDATE (a commit).
    { label: 'staff session only (GET /me)', url: () => '/api/backoffice/me' },
    { label: 'search: e-mail start (with @)', url: () => search(emailStart(pick(s.emails))) },
    { label: 'search: nickname start', url: () => search(startOf(pick(s.nicknames), 3)) },
    { label: 'search: phone start', url: () => search(startOf(pick(s.phones), 7)) },
    { label: 'search: exact id', url: () => search(pick(s.ids)) },
    { label: 'player 360 head', url: () => `${players}/${pick(s.ids)}` },
    { label: 'player rounds, page 1', url: () => `${players}/${pick(s.ids)}/rounds` },
    { label: '... of the 50 busiest players', url: () => `${players}/${pick(s.heavyIds)}/rounds` },
    { label: 'withdrawal queue, page 1', url: () => '/api/backoffice/withdrawals' },
    {
      label: '... next page (meta.nextCursor)',
      url: () => `/api/backoffice/withdrawals?cursor=${nextCursor}`,
    },
  ];
}

/** The queue's first page answers the cursor of the second. */
async function queueCursor(client: HttpClient, cookie: string) {
  const first = await client.request('GET', '/api/backoffice/withdrawals', { headers: { cookie } });
  const { meta } = expectStatus(first, 200, 'withdrawal queue') as { meta?: { nextCursor: string | null } };
  if (!meta?.nextCursor) throw new Error('the withdrawal queue has no next page: seed more withdrawals');
  return meta.nextCursor;
}

/** Items in an answer's `data` (1 for an object): what the route found, from its first counted answer. */
const itemsOf = (body: string) => {
  const { data } = JSON.parse(body) as { data: unknown };
  return Array.isArray(data) ? data.length : 1;
};

type Timed = { sorted: number[]; items: number[] };

/** Latencies of REQUESTS requests, one at a time, after WARMUP uncounted ones; any answer but 200 stops the run. */
async function timeSequentially(client: HttpClient, target: Target, headers: Record<string, string>) {
  const timed: Timed = { sorted: [], items: [] };
  for (let n = -WARMUP; n < REQUESTS; n++) {
    const answer = await client.request('GET', target.url(), { headers });
    if (answer.status !== 200)
      throw new Error(`${target.label}: HTTP ${answer.status} ${answer.body.slice(0, 300)}`);
    if (n >= 0) {
      timed.sorted.push(answer.ms);
      timed.items.push(itemsOf(answer.body));
    }
  }
  timed.sorted.sort((a, b) => a - b);
  return timed;
}

type Row = { label: string; p50: number; p95: number; p99: number; rows: string };

function printTable(bare: Row, rows: Row[]) {
  const line = (cells: string[]) =>
    console.log(
      `| ${cells[0]!.padEnd(34)} | ${cells
        .slice(1, 5)
        .map((cell) => cell.padStart(7))
        .join(' | ')} | ${cells[5]!.padStart(7)} | ${cells[6]!.padEnd(4)} |`,
    );
  line(['', 'p50 ms', 'p95 ms', 'p99 ms', 'items', '÷ bare', 'goal']);
  line(['-'.repeat(34), '------:', '------:', '------:', '------:', '------:', '----']);
  line([bare.label, fmt(bare.p50, 2), fmt(bare.p95, 2), fmt(bare.p99, 2), '', '1.0x', '']);
  for (const row of rows)
    line([
      row.label,
      fmt(row.p50, 2),
      fmt(row.p95, 2),
      fmt(row.p99, 2),
      row.rows,
      `${fmt(row.p95 / bare.p95, 1)}x`,
      row.p95 < GOAL_MS ? 'met' : 'MISS',
    ]);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => fmt(n, 2))
    .join(' ');

const rowOf = (label: string, { sorted, items }: Timed): Row => ({
  label,
  p50: percentile(sorted, 50),
  p95: percentile(sorted, 95),
  p99: percentile(sorted, 99),
  rows: fmt(items.reduce((sum, n) => sum + n, 0) / Math.max(1, items.length), 1),
});

/** A bound parameter as a literal of the EXECUTE below (numbers and text; PostgreSQL casts them). */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * The withdrawal queue's first page exactly as the server writes it (its own builder, on a database
 * that only renders), prepared and executed as the server runs it, its parameters keeping their types.
 */
function queuePageSql(): Prepared {
  const db = drizzle.mock({ schema, casing: 'snake_case' }) as unknown as Db;
  const { sql, params } = queuePageStatement(db, { keyset: false }).toSQL();
  const values: Record<string, unknown> = {
    limit: 51,
    since: new Date(Date.now() - 86_400_000).toISOString(),
  };
  const bound = params.map((param) => (is(param, Placeholder) ? values[param.name] : param));
  return {
    prepare: `PREPARE queue_page AS ${sql}`,
    execute: `EXECUTE queue_page(${bound.map(literal).join(', ')})`,
  };
}

/** A statement with bound parameters, prepared in the session that explains its execution. */
type Prepared = { prepare: string; execute: string };

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements behind the routes, as the server's code writes them,
 * on one seeded value each: the plan's nodes that touch a table, and the execution time.
 */
function explainSearches(s: Samples) {
  const id = s.heavyIds[0]!;
  const email = s.emails[0]!;
  const statements: [string, string | Prepared][] = [
    [
      'search by e-mail start',
      `SELECT * FROM players WHERE email LIKE '${emailStart(email)}%' ORDER BY email LIMIT 20`,
    ],
    [
      'search by nickname start',
      `SELECT * FROM players WHERE lower(nickname) LIKE '${s.nicknames[0]!.slice(0, 3).toLowerCase()}%' ORDER BY lower(nickname) LIMIT 20`,
    ],
    [
      'search by phone start',
      `SELECT * FROM players WHERE phone LIKE '${s.phones[0]!.slice(0, 7)}%' ORDER BY phone LIMIT 20`,
    ],
    ['rounds count, busiest player', `SELECT count(*) FROM game_rounds WHERE player_id = '${id}'`],
    [
      'rounds page, busiest player',
      `SELECT * FROM game_rounds WHERE player_id = '${id}' ORDER BY created_at DESC, id DESC LIMIT 20`,
    ],
    ['queue: the page, one statement', queuePageSql()],
  ];
  console.log('\nEXPLAIN (ANALYZE, BUFFERS), one seeded value each:');
  for (const [label, sql] of statements) {
    const script =
      typeof sql === 'string'
        ? `EXPLAIN (ANALYZE, BUFFERS) ${sql}`
        : `${sql.prepare}; EXPLAIN (ANALYZE, BUFFERS) ${sql.execute}`;
    const plan = psql(DATABASE, script).split('\n');
    const scans = plan
      .filter((line) =>
        /Scan|Index Cond|Filter|Rows Removed|Buffers|SubPlan|Planning Time|Execution Time/.test(line),
      )
      .map((line) =>
        line
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost=[^)]*\)/, ''),
      );
    console.log(`  ${label}:`);
    for (const line of scans) console.log(`    ${line}`);
  }
}

/** The bare route first (its own process, nothing else running), then each back-office route. */
async function measure(client: HttpClient, cookie: string) {
  const reference = await startReferenceServer();
  const bareClient = createHttpClient(1);
  bareClient.baseUrl = reference.url.replace(/\/$/, '');
  let bare: Row;
  try {
    bare = rowOf(
      'bare Fastify route (GET /, JSON)',
      await timeSequentially(bareClient, { label: 'bare', url: () => '/' }, {}),
    );
  } finally {
    await reference.stop();
    bareClient.agent.destroy();
  }
  const seeded = samples();
  const rows: Row[] = [];
  for (const target of targets(seeded, await queueCursor(client, cookie))) {
    const row = rowOf(target.label, await timeSequentially(client, target, { cookie }));
    console.log(`  ${target.label.padEnd(34)} p95 ${fmt(row.p95, 2)} ms`);
    rows.push(row);
  }
  if (process.env.BENCH_EXPLAIN !== '0') explainSearches(seeded);
  return { bare, rows };
}

async function main() {
  console.log(
    `backoffice queries: ${PLAYERS} players, ${ROUNDS} rounds, ${WITHDRAWALS} pending withdrawals; ` +
      `${REQUESTS} requests per route one at a time after ${WARMUP} uncounted`,
  );
  recreateDatabase(DATABASE);
  const client = createHttpClient(1);
  let server: Server | undefined;
  // An error no promise carries (a socket's, outside any request) skips the finally below.
  process.once('uncaughtException', (error) => {
    console.error(error);
    server?.child.kill('SIGKILL');
    dropDatabase(DATABASE);
    process.exit(1);
  });
  try {
    server = await bootBenchServer(client, DATABASE, { OPERATOR_KEY });
    seed();
    // The health check's keep-alive socket went idle during the seeding (minutes at full size) and
    // the server may have closed it: a fresh agent for the measured requests.
    client.agent.destroy();
    client.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const cookie = await ownerCookie(client);
    const before = loadAverage();
    const { bare, rows } = await measure(client, cookie);
    console.log(`\nload average before ${before}, after ${loadAverage()} (2 cores)`);
    printTable(bare, rows);
    printServerErrors(server.logErrors, 'bench-backoffice-errors.log');
  } finally {
    if (server) await stopServer(server);
    client.agent.destroy();
    dropDatabase(DATABASE);
  }
}

await main();
