// The site's speed as issue 14 measures it, on the built site on a fresh embedded database: Lighthouse
// scores and the JavaScript and HTML weights of the budgeted pages (budgets.json), then server-side
// rendering throughput of the home page for a guest and a signed-in player next to a bare Fastify route
// measured in the same run, with the server's CPU time per page.
// Run: npm run bench:site --workspace @casino/bench (after npm run build).
import os from 'node:os';
import path from 'node:path';
import { type Budgets, readBudgets } from './site/budgets.ts';
import { kilobytes, measureSite, type PageReport } from './site/measure-site.ts';
import { type SiteServer, startSite, webClientDir } from './site/site-server.ts';
import {
  measureThroughput,
  type ReferenceServer,
  startReferenceServer,
  type Throughput,
} from './site/throughput.ts';
import { fmt } from './support/measure.ts';
import { repoRoot } from './support/pg.ts';
import { registerPlayer } from './support/players.ts';
import { printServerErrors } from './support/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);

/** Goals of issue 14 at 20 connections on this machine. */
const GOALS = { guestPagesPerSecond: 500, playerPagesPerSecond: 100, cpuMsPerPage: 10 };

const MARK = { guest: 'data-testid="header-sign-in"', player: 'data-testid="header-nickname"' };

function printPages(budgets: Budgets, reports: PageReport[]) {
  console.log(
    `Lighthouse 12.2.3, mobile preset (simulated throttling), ${LIGHTHOUSE_RUNS} run(s) per page, the median ` +
      'performance run; weights in kB of 1,000 bytes, JavaScript gzip -9 from the build, HTML as served',
  );
  const header = [
    'page',
    'perf',
    'a11y',
    'b.p.',
    'seo',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS kB',
    'files',
    'HTML kB',
    'raw kB',
  ];
  const widths = [34, 6, 6, 6, 6, 7, 7, 8, 7, 8, 7, 9, 8];
  const line = (cells: string[]) =>
    console.log(
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(''),
    );
  line(header);
  for (const { page, weight, lighthouse } of reports) {
    const score = (id: keyof NonNullable<typeof lighthouse>['scores']) =>
      String(lighthouse?.scores[id] ?? '-');
    const m = lighthouse?.metrics;
    line([
      `${page.name} ${page.path}`,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      m ? fmt(m.fcp / 1000, 1) : '-',
      m ? fmt(m.lcp / 1000, 1) : '-',
      m ? fmt(m.tbt) : '-',
      m ? fmt(m.cls, 3) : '-',
      fmt(kilobytes(weight.initialJsGzipBytes), 1),
      String(weight.scripts.length),
      fmt(kilobytes(weight.html.gzipBytes), 1),
      fmt(kilobytes(weight.html.bytes), 1),
    ]);
  }
  console.log('budgets (budgets.json):');
  for (const page of budgets.pages) {
    const max = Object.entries(page.max).map(([metric, limit]) => `${metric} ≤ ${limit}`);
    const min = Object.entries(page.min).map(([metric, limit]) => `${metric} ≥ ${limit}`);
    console.log(`  ${page.name}: ${[...max, ...min].join(', ')}`);
  }
}

/** A player registered through the API, whose session cookie the server-side rendering reads. */
async function signedInCookie(site: SiteServer) {
  const player = await registerPlayer(site.client, `site-${Date.now()}`, 0, 'EUR');
  return `session-token=${player.token}`;
}

/** Refuses to measure a page that is not the one meant (a player's page rendered for a guest). */
async function expectHomeFor(site: SiteServer, who: keyof typeof MARK, cookie?: string) {
  const answer = await site.client.request('GET', '/', { headers: cookie ? { cookie } : {} });
  if (answer.status !== 200 || !answer.body.includes(MARK[who]))
    throw new Error(`GET / as a ${who}: HTTP ${answer.status} without ${MARK[who]}`);
}

type Row = { label: string; result: Throughput; goal?: { pagesPerSecond: number } };

function printThroughput(rows: Row[], reference: Throughput) {
  console.log(
    `\nthroughput: ${CONNECTIONS} connections; ${WARMUP_SECONDS} s of warm-up, then as many requests as ` +
      `its rate serves in ${SECONDS} s, every one answered; PGlite, ${os.cpus().length} cores, autocannon ` +
      'in this process, each server in its own; CPU ms: the server process per request',
  );
  const widths = [34, 9, 9, 8, 8, 8, 8, 10, 28, 6];
  const line = (cells: string[]) =>
    console.log(
      cells
        .map((cell, i) => (i === 0 || i >= 8 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join(''),
    );
  line(['', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'CPU ms', '÷ bare', '  goal', 'met']);
  for (const { label, result, goal } of rows) {
    const met = goal
      ? result.requestsPerSecond >= goal.pagesPerSecond && result.cpuMsPerRequest <= GOALS.cpuMsPerPage
      : undefined;
    line([
      label,
      String(result.requests),
      fmt(result.requestsPerSecond),
      fmt(result.p50),
      fmt(result.p99),
      String(result.failed),
      fmt(result.cpuMsPerRequest, 2),
      `${(result.requestsPerSecond / reference.requestsPerSecond).toPrecision(2)}x`,
      goal ? `  ≥ ${goal.pagesPerSecond}/s, ≤ ${GOALS.cpuMsPerPage} ms CPU` : '',
      met === undefined ? '' : met ? 'yes' : 'NO',
    ]);
  }
}

const budgets = readBudgets(path.join(repoRoot, 'budgets.json'));
let site: SiteServer | undefined;
let reference: ReferenceServer | undefined;
try {
  site = await startSite();
  printPages(budgets, await measureSite(site.baseUrl, webClientDir, budgets.pages, LIGHTHOUSE_RUNS));

  const cookie = await signedInCookie(site);
  await expectHomeFor(site, 'guest');
  await expectHomeFor(site, 'player', cookie);
  reference = await startReferenceServer();
  const load = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  const bare = await measureThroughput({ ...load, url: reference.url, pid: reference.pid });
  await reference.stop();
  const pid = site.server.child.pid!;
  const home = `${site.baseUrl}/`;
  const guest = await measureThroughput({ ...load, url: home, pid });
  const player = await measureThroughput({ ...load, url: home, pid, headers: { cookie } });
  const { exitCode, signalCode } = site.server.child;
  if (exitCode !== null || signalCode !== null)
    throw new Error(`the site's server ended during the run (${signalCode ?? exitCode})`);
  printThroughput(
    [
      { label: 'bare Fastify route (GET /, JSON)', result: bare },
      { label: 'home page, guest', result: guest, goal: { pagesPerSecond: GOALS.guestPagesPerSecond } },
      {
        label: 'home page, signed-in player',
        result: player,
        goal: { pagesPerSecond: GOALS.playerPagesPerSecond },
      },
    ],
    bare,
  );
  printServerErrors(site.server.logErrors, 'site-bench-server-errors.log');
} finally {
  await reference?.stop();
  await site?.stop();
}
