// Seamless-wallet bets per second and game-catalogue requests per second through the API on the local
// PostgreSQL. The real server (apps/server/src/main.ts) runs in a child process on a scratch database
// with known PSP_WEBHOOK_SECRET and STUDIO_WALLET_SECRET; this process plays the players, the PSP and
// the game studio. Untimed: players register, each is funded by one card deposit settled with a signed
// sandbox webhook, and launches slot-classic-sevens for real money (a game session token); 5,000 extra
// games go into the catalogue. Timed, at a fixed concurrency: balance calls, bets (each one `game.bet`
// posting), rounds of a bet and a win (with retention off, with the loyalty club open, then with the
// club, every quest on offer taken and the seeded tournaments running: retention's cost per round), the same rounds with a deposit bonus active, then the catalogue (a page, a deep page, a collection, a search,
// one game). Then the operator's ledger check.
// Run: npm run bench:games --workspace @casino/bench
// (BENCH_PG_URL, BENCH_CONCURRENCY, BENCH_PLAYERS, BENCH_BETS, BENCH_ROUNDS, BENCH_CATALOGUE_REQUESTS,
// BENCH_EXTRA_GAMES).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { cpuMeter } from './support/cpu.ts';
import { createHttpClient, expectStatus } from './support/http.ts';
import { fmt, newPhase, type Phase, percentile, pool } from './support/measure.ts';
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
import { attempt, record } from './support/record.ts';
import { type Seat, seamlessWallet, seatPlayer, takeDepositBonus } from './support/seats.ts';
import { bootBenchServer, printServerErrors, type Server, stopServer } from './support/server.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const BETS = Number(process.env.BENCH_BETS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const BALANCES = Number(process.env.BENCH_BALANCES ?? 2000);
const CATALOGUE_REQUESTS = Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 2000);
const EXTRA_GAMES = Number(process.env.BENCH_EXTRA_GAMES ?? 5000);
/** The scratch database, dropped and created at the start and dropped at the end: never `test`. */
const SERVER_DB = 'casino_bench_games';
const CURRENCY = 'EUR';
/** One deposit per player; the sandbox card takes 10 to 5,000 EUR. */
const DEPOSIT_AMOUNT = '1000.00';
const BET_AMOUNT = '1.00';
/** The second deposit of each player, with the first deposit bonus on offer (the welcome package's 2nd step). */
const BONUS_DEPOSIT = '100.00';
const GAME = 'slot-classic-sevens';
const PER_PAGE = 24;
const WEBHOOK_SECRET = `bench-webhook-secret-${randomUUID()}`;
const STUDIO_SECRET = `bench-studio-secret-${randomUUID()}`;
const PROVIDER = 'studio';

const client = createHttpClient(CONCURRENCY);
const { request } = client;
const walletCall = seamlessWallet(client, { secret: STUDIO_SECRET, provider: PROVIDER, currency: CURRENCY });

/** Runs `count` calls at CONCURRENCY with the CPU and the server's connections measured. */
async function timed(phase: Phase, count: number, call: (index: number) => Promise<void>) {
  const cpu = cpuMeter();
  const sessions = sampleSessions(SERVER_DB);
  phase.ms = await pool(
    Array.from({ length: count }, (_, index) => index),
    CONCURRENCY,
    (_, index) => call(index),
  );
  phase.cpu = cpu();
  phase.sessions = await sessions();
  return phase;
}

/**
 * EXTRA_GAMES games of the studio next to its seeded ones, titled from two of sixteen words and their
 * number ("Golden Viking 17"), every other one in the `slots` collection; then ANALYZE.
 */
function insertGames() {
  const words = [
    'golden',
    'lucky',
    'wild',
    'mega',
    'fruit',
    'royal',
    'dragon',
    'diamond',
    'fire',
    'magic',
    'pirate',
    'space',
    'jungle',
    'ocean',
    'viking',
    'candy',
  ];
  psql(
    SERVER_DB,
    `INSERT INTO games (slug, provider_id, title, image, descriptions, rtp, volatility, tags, position)
     SELECT 'bench-game-' || n, '${PROVIDER}',
       initcap(w[1 + n % 16]) || ' ' || initcap(w[1 + (n / 16) % 16]) || ' ' || n,
       '/images/games/bench-game-' || n || '.svg', jsonb_build_object('en', 'A bench game.'),
       '96.00', 'medium', ARRAY['slot'], 100 + n
     FROM generate_series(1, ${EXTRA_GAMES}) AS n, (SELECT ARRAY['${words.join("','")}'] AS w) AS words`,
  );
  psql(
    SERVER_DB,
    `INSERT INTO game_collection_games (collection_id, game_id, position)
     SELECT c.id, g.id, g.position FROM games g, game_collections c
     WHERE c.slug = 'slots' AND g.slug LIKE 'bench-game-%' AND g.position % 2 = 0`,
  );
  psql(SERVER_DB, 'ANALYZE games');
  psql(SERVER_DB, 'ANALYZE game_collection_games');
  return {
    games: Number(psql(SERVER_DB, 'SELECT count(*) FROM games')),
    slots: Number(
      psql(
        SERVER_DB,
        "SELECT count(*) FROM game_collection_games cg JOIN game_collections c ON c.id = cg.collection_id WHERE c.slug = 'slots'",
      ),
    ),
  };
}

type CataloguePhase = Phase & { matched: string };

/** GET `url` CATALOGUE_REQUESTS times (each index may pick its own url), after one untimed probe. */
async function catalogue(label: string, url: (index: number) => string): Promise<CataloguePhase> {
  const probe = await request('GET', url(0));
  let matched = `HTTP ${probe.status}`;
  if (probe.status === 200) {
    const body = JSON.parse(probe.body) as { data: unknown; meta?: { totalRows: number } };
    matched = body.meta
      ? `${body.meta.totalRows} rows, ${(body.data as unknown[]).length} on the page`
      : 'one game';
  }
  const phase: CataloguePhase = { ...newPhase(label), matched };
  await timed(phase, CATALOGUE_REQUESTS, async (index) => {
    if (record(phase, await attempt(request('GET', url(index))))) phase.done++;
  });
  return phase;
}

type Retention = 'off' | 'loyalty' | 'all';

const CENTURY = "interval '100 years'";
/** The server's settings cache, and a second more. */
const SETTINGS_CACHE_MS = 31_000;
/** As seeded: the club and quests open. */
let retentionSettings = { loyalty: true, quests: true };

/**
 * Opens or closes what consumes settled rounds: the loyalty club and quests by their site settings,
 * tournaments by moving them a century on (an open tournament is one that has started), and back.
 * The server keeps its settings for 30 s (settings/reference-cache.ts): a changed one is waited for.
 */
async function setRetention(on: Retention) {
  const setting = (key: string, value: boolean) =>
    psql(SERVER_DB, `UPDATE site_settings SET value = '${value}'::jsonb WHERE key = '${key}'`);
  const loyalty = on !== 'off';
  const quests = on === 'all';
  const settingsChanged = retentionSettings.loyalty !== loyalty || retentionSettings.quests !== quests;
  setting('loyaltyEnabled', loyalty);
  setting('questsEnabled', quests);
  retentionSettings = { loyalty, quests };
  const shifted = psql(
    SERVER_DB,
    `SELECT count(*) FROM tournaments WHERE start_at > now() + interval '50 years'`,
  );
  if (on === 'all' && shifted !== '0')
    psql(
      SERVER_DB,
      `UPDATE tournaments SET start_at = start_at - ${CENTURY}, end_at = end_at - ${CENTURY} WHERE start_at > now() + interval '50 years'`,
    );
  if (on !== 'all' && shifted === '0')
    psql(SERVER_DB, `UPDATE tournaments SET end_at = end_at + ${CENTURY}, start_at = start_at + ${CENTURY}`);
  if (settingsChanged) await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS));
}

const runningTournaments = () =>
  psql(
    SERVER_DB,
    'SELECT count(*) FROM tournaments WHERE start_at <= now() AND end_at > now() AND state < 4',
  );
const scoredRounds = () => psql(SERVER_DB, 'SELECT count(*) FROM tournament_rounds');
const questProgress = () => psql(SERVER_DB, 'SELECT count(*) FROM quest_progress_entries');

/** Every player takes every quest on offer (untimed); answers how many quests are active. */
async function takeQuests(seats: Seat[]): Promise<number> {
  let taken = 0;
  await pool(seats, Math.min(CONCURRENCY, 8), async (seat) => {
    const offered = await request('GET', '/api/retention/quests?perPage=20', { token: seat.token });
    expectStatus(offered, 200, 'quests on offer');
    for (const quest of (JSON.parse(offered.body) as { data: { id: string }[] }).data) {
      const answer = await request('PUT', `/api/retention/quests/${quest.id}/activate`, {
        token: seat.token,
      });
      expectStatus(answer, 200, 'quest activated');
      taken++;
    }
  });
  return taken;
}

async function main() {
  const pgVersion = psql('postgres', 'SHOW server_version');
  console.log(
    `games throughput: PostgreSQL ${pgVersion} at ${PG_URL.host}, ${CONCURRENCY} in flight, ${PLAYERS} players, ` +
      `${BETS} bets of ${BET_AMOUNT} ${CURRENCY}, ${ROUNDS} bet+win rounds, ${EXTRA_GAMES} extra games, ` +
      `${os.cpus().length} cores`,
  );
  recreateDatabase(SERVER_DB);
  let server: Server | undefined;
  try {
    server = await bootBenchServer(client, SERVER_DB, {
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STUDIO_WALLET_SECRET: STUDIO_SECRET,
      // Every bench player registers from 127.0.0.1.
      REGISTRATION_RATE_LIMIT_PER_HOUR: '100000',
      TURNOVER_MULTIPLIER: '0',
    });
    // The server has seeded its own games and collections by now: the extra ones go in next to them.
    const inserted = insertGames();
    console.log(`catalogue: ${inserted.games} games, ${inserted.slots} of them in the slots collection`);

    const runId = randomUUID().slice(0, 8);
    const seats: Seat[] = new Array(PLAYERS);
    const seatMs = await pool(
      Array.from({ length: PLAYERS }, (_, index) => index),
      Math.min(CONCURRENCY, 8),
      async (index) => {
        seats[index] = await seatPlayer(client, {
          runId,
          index,
          currency: CURRENCY,
          deposits: [DEPOSIT_AMOUNT],
          game: GAME,
          webhookSecret: WEBHOOK_SECRET,
        });
      },
    );
    console.log(
      `${PLAYERS} players registered, funded with ${DEPOSIT_AMOUNT} ${CURRENCY} (signed webhook) and ` +
        `launched ${GAME} in ${fmt(seatMs / 1000, 1)} s`,
    );
    const seatOf = (index: number) => seats[index % PLAYERS]!;

    const balances = newPhase(`wallet balance calls/s (${CONCURRENCY} conc)`);
    await timed(balances, BALANCES, async (index) => {
      const answer = await attempt(walletCall('balance', { sessionToken: seatOf(index).sessionToken }));
      if (record(balances, answer)) balances.done++;
    });

    const betsFrom = new Date();
    const bets: Phase = newPhase(`wallet bets/s (${CONCURRENCY} conc)`);
    await timed(bets, BETS, async (index) => {
      const answer = await attempt(
        walletCall('bet', {
          sessionToken: seatOf(index).sessionToken,
          transactionId: `bench-${runId}-bet-${index}`,
          roundId: `bench-${runId}-round-${index}`,
          amount: BET_AMOUNT,
        }),
      );
      if (record(bets, answer)) bets.done++;
    });
    console.log(`${bets.done} bets accepted in ${fmt(bets.ms / 1000, 1)} s`);

    // A round: a bet, then its win (every other round lost: a win of 0 closes it, moving nothing).
    const playRounds = async (label: string, tag: string) => {
      const phase: Phase = newPhase(label);
      const calls: Phase = newPhase(`  their calls/s (bet or win)`);
      await timed(phase, ROUNDS, async (index) => {
        const seatNow = seatOf(index);
        const roundId = `bench-${runId}-${tag}-${index}`;
        const started = performance.now();
        const bet = await attempt(
          walletCall('bet', {
            sessionToken: seatNow.sessionToken,
            transactionId: `bench-${runId}-${tag}-bet-${index}`,
            roundId,
            amount: BET_AMOUNT,
          }),
        );
        if (!record(calls, bet)) return;
        calls.done++;
        const win = await attempt(
          walletCall('win', {
            sessionToken: seatNow.sessionToken,
            transactionId: `bench-${runId}-${tag}-win-${index}`,
            roundId,
            amount: index % 2 === 0 ? '0' : '1.90',
          }),
        );
        if (!record(calls, win)) return;
        calls.done++;
        phase.latencies.push(performance.now() - started);
        phase.done++;
      });
      calls.ms = phase.ms;
      console.log(`${phase.done} rounds settled in ${fmt(phase.ms / 1000, 1)} s (${tag})`);
      return { phase, calls };
    };
    // The same rounds three times, each phase's events drained before the next starts, so the
    // dispatcher's time for them is the phase's own: with retention off (the loyalty club and quests
    // closed, every tournament moved a century on), with the club open, then with the club, two active
    // quests per player and the running tournaments all consuming every settled round.
    const retention = async (on: Retention, label: string, tag: string) => {
      await setRetention(on);
      const from = new Date();
      const played = await playRounds(label, tag);
      return { ...played, lag: await outboxLag(SERVER_DB, from, new Date()) };
    };
    const noLoyalty = await retention(
      'off',
      `wallet rounds/s, bet+win, retention off (${CONCURRENCY} conc)`,
      'plain',
    );
    const {
      phase: rounds,
      calls: roundCalls,
      lag: roundsLag,
    } = await retention('loyalty', `wallet rounds/s, bet+win, loyalty (${CONCURRENCY} conc)`, 'mixed');
    await setRetention('all');
    const questsTaken = await takeQuests(seats);
    const tournamentsOpen = await retention(
      'all',
      `  ... + quests + tournaments (${CONCURRENCY} conc)`,
      'retention',
    );
    // The same rounds with a deposit bonus active on every account (untimed: one more deposit each):
    // each bet also locks the bonus, counts its weighted wagering and writes its outbox event.
    let bonusName = '';
    await pool(seats, Math.min(CONCURRENCY, 8), async (seat) => {
      bonusName = await takeDepositBonus(client, seat, {
        currency: CURRENCY,
        amount: BONUS_DEPOSIT,
        webhookSecret: WEBHOOK_SECRET,
      });
    });
    const { phase: bonusRounds } = await playRounds(
      `  ... with an active bonus (${CONCURRENCY} conc)`,
      'bonus',
    );
    const betsLag = await outboxLag(SERVER_DB, betsFrom, new Date());

    const deepPage = Math.max(1, Math.floor((inserted.games - 1) / PER_PAGE));
    const cataloguePhases = [
      await catalogue(`GET /api/game/games?perPage=${PER_PAGE}`, () => `/api/game/games?perPage=${PER_PAGE}`),
      await catalogue(
        `  ... &page=${deepPage}`,
        () => `/api/game/games?perPage=${PER_PAGE}&page=${deepPage}`,
      ),
      await catalogue(
        `  ... &collectionId[]=slots`,
        () => `/api/game/games?perPage=${PER_PAGE}&collectionId[]=slots`,
      ),
      await catalogue(`  ... &name=gol`, () => `/api/game/games?perPage=${PER_PAGE}&name=gol`),
      await catalogue(
        'GET /api/game/games/{slug}',
        (index) => `/api/game/games/bench-game-${1 + ((index * 7919) % EXTRA_GAMES)}`,
      ),
    ];

    const errorsBeforeShutdown = server.logErrors.length;
    await stopServer(server);
    const postedKinds = new Map(
      psql(SERVER_DB, 'SELECT kind, count(*) FROM ledger_transactions GROUP BY kind ORDER BY kind')
        .split('\n')
        .filter(Boolean)
        .map((text) => text.split('|') as [string, string]),
    );
    const walletRows = psql(
      SERVER_DB,
      'SELECT kind, status, count(*) FROM game_wallet_transactions GROUP BY kind, status ORDER BY kind, status',
    )
      .split('\n')
      .filter(Boolean)
      .map((text) => {
        const [kind, status, n] = text.split('|');
        return `${n} ${kind} ${status}`;
      });
    const check = ledgerCheck(SERVER_DB);

    console.log('');
    const percent = (n: number | undefined) => (n === undefined ? '' : fmt(n));
    const row = (cells: string[]) =>
      console.log(cells.map((cell, index) => (index === 0 ? cell.padEnd(44) : cell.padStart(9))).join(''));
    row(['', 'rate', 'p50 ms', 'p99 ms', 'failed', 'server%', 'pg%', 'client%', 'other%']);
    const phases: Phase[] = [
      balances,
      bets,
      noLoyalty.phase,
      rounds,
      tournamentsOpen.phase,
      roundCalls,
      bonusRounds,
      ...cataloguePhases,
    ];
    for (const phase of phases) {
      const sorted = [...phase.latencies].sort((x, y) => x - y);
      const failed = [...phase.other.values()].reduce((sum, n) => sum + n, 0);
      const shares = phase === roundCalls ? undefined : phase.cpu;
      row([
        phase.label,
        fmt((phase.done * 1000) / phase.ms),
        fmt(percentile(sorted, 50), 1),
        fmt(percentile(sorted, 99), 1),
        String(failed),
        percent(shares?.server),
        percent(shares?.postgres),
        percent(shares?.client),
        percent(shares?.other),
      ]);
    }
    console.log('');
    console.log(
      `CPU in % of one core (${os.cpus().length} cores): the server process, PostgreSQL, this process, ` +
        'and everything else on the machine',
    );
    const busiest = Math.max(...phases.map((phase) => phase.cpu?.other ?? 0));
    if (busiest > 20)
      console.log(
        `warning: other processes used up to ${fmt(busiest)}% of a core in a phase: figures skewed`,
      );
    for (const phase of cataloguePhases) console.log(`${phase.label.trim()}: ${phase.matched}`);
    for (const phase of phases)
      for (const [what, n] of phase.other) console.log(`${phase.label.trim()}: ${n} x ${what}`);
    const sessionsLine = (label: string, waits: Sessions | undefined) =>
      waits &&
      console.log(
        `connections, ${label}: ${fmt(waits.connections, 1)} open, ${fmt(waits.active, 1)} running, ` +
          `${fmt(waits.lockWaits, 1)} waiting for a lock (avg of ${waits.samples} samples; ` +
          `${fmt(waits.otherActive, 1)} running in other databases)`,
      );
    for (const phase of [bets, rounds]) sessionsLine(phase.label, phase.sessions);
    const perRound = (phase: Phase) => phase.ms / Math.max(1, phase.done);
    console.log(
      `an active bonus (${bonusName}): ${fmt(perRound(bonusRounds), 2)} ms per round against ` +
        `${fmt(perRound(rounds), 2)} without, x${fmt(perRound(bonusRounds) / perRound(rounds), 2)} ` +
        `(wall time at ${CONCURRENCY} in flight)`,
    );
    console.log(
      `loyalty (points on each settled round): ${fmt(perRound(rounds), 2)} ms per round against ` +
        `${fmt(perRound(noLoyalty.phase), 2)} with the club closed, x${fmt(perRound(rounds) / perRound(noLoyalty.phase), 2)} ` +
        `(wall time at ${CONCURRENCY} in flight); delivery of their events p50 ${fmt(roundsLag.p50)} ms / ` +
        `p99 ${fmt(roundsLag.p99)} ms against p50 ${fmt(noLoyalty.lag.p50)} ms / p99 ${fmt(noLoyalty.lag.p99)} ms`,
    );
    console.log(
      `retention (loyalty, ${questsTaken} active quests, ${runningTournaments()} running tournaments on each ` +
        `settled round): ${fmt(perRound(tournamentsOpen.phase), 2)} ms per round against ` +
        `${fmt(perRound(noLoyalty.phase), 2)} with retention off, ` +
        `x${fmt(perRound(tournamentsOpen.phase) / perRound(noLoyalty.phase), 2)}; delivery of their events ` +
        `p50 ${fmt(tournamentsOpen.lag.p50)} ms / p99 ${fmt(tournamentsOpen.lag.p99)} ms; ` +
        `${scoredRounds()} rounds scored in tournaments, ${questProgress()} quest progress entries`,
    );
    console.log(`postings in the ledger: ${[...postedKinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
    console.log(
      `game wallet transactions: ${walletRows.join(', ')} (bets accepted: ${bets.done} + ` +
        `${roundCalls.done - rounds.done} + ${noLoyalty.calls.done - noLoyalty.phase.done} + ` +
        `${tournamentsOpen.calls.done - tournamentsOpen.phase.done} in rounds, wins accepted: ` +
        `${rounds.done} + ${noLoyalty.phase.done} + ${tournamentsOpen.phase.done})`,
    );
    console.log(outboxLagLine('of the bets and rounds', betsLag));
    console.log(`ledger check: ${check.ok ? 'OK' : 'MISMATCH'}: ${check.output.join(' ')}`);
    const atShutdown = server.logErrors.length - errorsBeforeShutdown;
    console.log(`server errors logged: ${errorsBeforeShutdown} during the run, ${atShutdown} at shutdown`);
    printServerErrors(server.logErrors, 'casino-bench-games-errors.log');
    const failures = phases.reduce((sum, phase) => sum + phase.other.size, 0);
    if (!check.ok || failures > 0 || bets.done !== BETS) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    client.agent.destroy();
    dropDatabase(SERVER_DB);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
