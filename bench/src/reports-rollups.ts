// The reports' rollups (issue 31, decisions 0046 and 0050) at the issue's size: BENCH_ROUNDS rounds (a bet and,
// for about half, a win: ledger transactions and entries seeded in SQL) over 90 days, folded by the
// rollup's fold; then the 90-day GGR report timed one call at a time next to a `SELECT 1` measured in
// the same run (the ratio is what carries across machines), and bets/s through the ledger's postings
// with the fold running beside them against without it.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { foldAll, foldRun } from '../../apps/server/src/domains/reports/fold.ts';
import { dailySummary } from '../../apps/server/src/domains/reports/summary.ts';
import { debitBet } from '../../apps/server/src/domains/wallet/postings.ts';
import { fmt, percentile, pool } from './support/measure.ts';
import { databaseUrl, dropDatabase, psql, recreateDatabase } from './support/pg.ts';

const DATABASE = process.env.BENCH_DATABASE ?? 'casino_bench_reports';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
/** How often the fold runs beside the bets: every second, 60 times the job's cadence. */
const FOLD_EVERY_MS = Number(process.env.BENCH_FOLD_EVERY_MS ?? 1000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const DAYS = 90;
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const BETS = Number(process.env.BENCH_BETS ?? 6_000);
const GOAL_MS = 200;
const BET_CONCURRENCY = Number(process.env.BENCH_BET_CONCURRENCY ?? 8);
const GAMES = ['slot-wild-twenty', 'slot-classic-sevens', 'roulette', 'crash'];

const seededId = (label: string, n: string) => `md5('${label}' || ${n})::uuid`;

/** Players with a EUR account (cash, bonus, reserved) and one house account; balances kept consistent. */
function seedAccounts() {
  psql(
    DATABASE,
    `INSERT INTO players (id, email, nickname, country, currency, locale, created_at)
     SELECT ${seededId('p', 'i')}, 'r' || i || '@bench.example', 'r_' || i, (ARRAY['DE','GB','FI'])[1 + i % 3],
       'EUR', 'en', now() - (i % ${DAYS}) * interval '1 day' FROM generate_series(1, ${PLAYERS}) AS i;
     INSERT INTO wallet_accounts (id, player_id, currency, is_active)
     SELECT ${seededId('w', 'i')}, ${seededId('p', 'i')}, 'EUR', true FROM generate_series(1, ${PLAYERS}) AS i;
     INSERT INTO ledger_accounts (wallet_account_id, name, currency)
     SELECT ${seededId('w', 'i')}, part, 'EUR' FROM generate_series(1, ${PLAYERS}) AS i,
       unnest(ARRAY['cash','bonus','reserved']) AS part;
     INSERT INTO ledger_accounts (name, currency, allow_negative) VALUES ('house:cash#bench', 'EUR', true)`,
  );
}

/**
 * Each round a bet of 1 to 10 EUR (cash → house) and, every other one, a win of twice it (house →
 * cash), spread over the 90 days. Entries carry no running balances worth auditing (before = after -
 * amount, versions unique per row): the fold reads amounts and accounts only.
 */
function seedRounds() {
  psql(
    DATABASE,
    `CREATE TEMP TABLE seeded AS
       SELECT r, (r % ${PLAYERS}) + 1 AS player, (100 + (r % 10) * 100)::bigint AS stake,
         now() - ((r % ${DAYS}) * interval '1 day') - ((r % 86000) * interval '1 second') AS at
       FROM generate_series(1, ${ROUNDS}) AS r;
     WITH t AS (
       INSERT INTO ledger_transactions (kind, idempotency_key, metadata, created_at)
       SELECT kind, 'bench:' || kind || ':' || r,
         jsonb_build_object('gameId', (ARRAY[${GAMES.map((g) => `'${g}'`).join(',')}])[1 + r % ${GAMES.length}],
           'providerId', 'studio', 'roundId', r::text, 'sessionId', ${seededId('s', 'player')}), at
       FROM seeded, unnest(ARRAY['bet', 'win']) AS kind WHERE kind = 'bet' OR r % 2 = 0
       RETURNING id, kind, (metadata->>'roundId')::int AS r
     )
     INSERT INTO ledger_entries (transaction_id, account_id, currency, amount, balance_before, balance_after, account_version)
     SELECT t.id, a.id, 'EUR', CASE WHEN t.kind = 'bet' THEN -s.stake ELSE 2 * s.stake END, 0,
       CASE WHEN t.kind = 'bet' THEN -s.stake ELSE 2 * s.stake END, t.id
     FROM t JOIN seeded s ON s.r = t.r
     JOIN ledger_accounts a ON a.wallet_account_id = ${seededId('w', 's.player')} AND a.name = 'cash'`,
  );
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function series(calls: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) times.push(await timed(run));
  return times.sort((a, b) => a - b);
}

async function main() {
  console.log(`reports rollups: ${ROUNDS} rounds over ${DAYS} days, ${PLAYERS} players`);
  recreateDatabase(DATABASE);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(DATABASE) });
  try {
    await database.migrate();
    seedAccounts();
    const seedMs = await timed(async () => seedRounds());
    console.log(`seeded in ${fmt(seedMs / 1000, 1)} s`);
    const foldMs = await timed(() => foldAll(database.db, { settleMs: 0 }));
    console.log(
      `folded ${ROUNDS} rounds in ${fmt(foldMs / 1000, 1)} s (${fmt((foldMs * 1000) / ROUNDS, 1)} µs per round)`,
    );

    const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const reference = await series(CALLS, () => database.db.execute(sql`SELECT 1`));
    const report = await series(CALLS, () => dailySummary(database.db, { from, to, currency: 'EUR' }));
    const p50 = percentile(report, 50);
    console.log(
      `90-day GGR report: p50 ${fmt(p50, 1)} ms, p95 ${fmt(percentile(report, 95), 1)} ms ` +
        `(${fmt(p50 / percentile(reference, 50))}× a SELECT 1 of ${fmt(percentile(reference, 50), 2)} ms); ` +
        `goal < ${GOAL_MS} ms: ${p50 < GOAL_MS ? 'met' : 'NOT met'}`,
    );

    let bets = 0;
    fundedAccount(0);
    const foldRuns = { count: 0, ms: 0, rounds: 0 };
    /**
     * Bets through the ledger's postings, BET_CONCURRENCY at a time, with the fold beside them or not,
     * each run starting with the rollups caught up. The fold runs as the job runs it (`foldRun`, in
     * one transaction) every FOLD_EVERY_MS (the job runs once a minute; this is 60 times as often),
     * each run folding the bets since the last: what keeping the rollups costs the bets.
     */
    const betsPerSecond = async (withFold: boolean) => {
      await foldAll(database.db, { settleMs: 0 });
      let folding = withFold;
      const folder = (async () => {
        while (folding) {
          const start = performance.now();
          foldRuns.rounds += await database.db.transaction((tx) => foldRun(tx, { settleMs: 0 }));
          foldRuns.ms += performance.now() - start;
          foldRuns.count += 1;
          await new Promise((resolve) => setTimeout(resolve, FOLD_EVERY_MS));
        }
      })();
      const ms = await pool(Array.from({ length: BETS }), BET_CONCURRENCY, async () => {
        const n = bets++;
        await debitBet(database.db, {
          walletAccountId: fundedAccount(n),
          currency: 'EUR',
          amount: 1n,
          idempotencyKey: `bench-bet-${n}`,
          metadata: { gameId: GAMES[0], providerId: 'studio' },
        });
      });
      folding = false;
      await folder;
      return (BETS * 1000) / ms;
    };
    // Off and on twice each, interleaved, so that a drift of the machine's load hits both.
    const runs = { off: [] as number[], on: [] as number[] };
    for (let i = 0; i < 2; i++) {
      runs.off.push(await betsPerSecond(false));
      runs.on.push(await betsPerSecond(true));
    }
    const off = Math.max(...runs.off);
    const on = Math.max(...runs.on);
    console.log(
      `fold runs beside the bets: ${foldRuns.count}, ${fmt(foldRuns.ms / foldRuns.count, 1)} ms each, ` +
        `${fmt((foldRuns.ms * 1000) / Math.max(foldRuns.rounds, 1), 1)} µs per bet folded`,
    );
    console.log(
      `bets/s rollups off ${fmt(off)}, on ${fmt(on)} (best of 2, ${BET_CONCURRENCY} in flight, ` +
        `the fold every ${FOLD_EVERY_MS} ms): ` +
        `${fmt(((on - off) / off) * 100, 1)} % (goal: within 5 %)`,
    );
  } finally {
    await database.close();
    dropDatabase(DATABASE);
  }
}

/** A funded wallet account for the n-th bet (its cash comes from the seeded wins). */
const funded: string[] = [];
function fundedAccount(n: number): string {
  if (funded.length === 0) {
    // The seeded entries keep no balances: these accounts get one, and the version of their last entry.
    psql(
      DATABASE,
      `UPDATE ledger_accounts la SET balance = 100000000,
         version = coalesce((SELECT max(account_version) FROM ledger_entries e WHERE e.account_id = la.id), 0)
       WHERE la.id IN (SELECT id FROM ledger_accounts WHERE name = 'cash' ORDER BY wallet_account_id LIMIT 200)`,
    );
    funded.push(
      ...psql(
        DATABASE,
        `SELECT wa.id FROM wallet_accounts wa JOIN ledger_accounts la ON la.wallet_account_id = wa.id
         WHERE la.name = 'cash' ORDER BY wa.id LIMIT 200`,
      ).split('\n'),
    );
  }
  return funded[n % funded.length]!;
}

await main();
