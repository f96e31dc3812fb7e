// Lighthouse (pinned 12.2.3, Node 20) on the system Chromium: the default mobile preset (a phone screen,
// simulated slow 4G and a 4x slower CPU), four categories, offline: Chromium resolves no host but
// the loopback one, and a page that asks another origin for anything is reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './budgets.ts';
import { deprioritiseThisProcess, favourRenderers } from './renderer-priority.ts';

export type LighthouseRun = {
  url: string;
  /** 0-100; null when Lighthouse could not score the category. */
  scores: Record<LighthouseCategory, number | null>;
  /** The performance metrics behind the score, in ms (cumulative layout shift has no unit). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Per category, the audits that count towards its score and did not pass fully (ids). */
  shortfalls: Record<LighthouseCategory, string[]>;
  /** Requests of the page to anything but its own origin (there should be none). */
  foreignRequests: string[];
  /** Lighthouse's measure of the host's CPU before the run (higher is faster; idle here about 3,000). */
  benchmarkIndex: number;
  ms: number;
};

export const chromePath = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  // Any host name but the loopback one fails to resolve: nothing reaches the internet.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export type Browser = { port: number; pid: number | undefined; close: () => Promise<void> };

/** One Chromium for a series of runs (Lighthouse resets its storage and cache before each). */
export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  deprioritiseThisProcess();
  return { port: chrome.port, pid: chrome.pid, close: async () => chrome.kill() };
}

type Audit = { score: number | null; numericValue?: number; details?: { items?: { url?: string }[] } };
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };

const numeric = (audits: Record<string, Audit>, id: string) => audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse on `url` in `browser`; throws when the page could not be loaded. */
async function runOnce(browser: Browser, url: string): Promise<LighthouseRun> {
  const started = performance.now();
  favourRenderers(browser.pid);
  const result = await lighthouse(url, {
    port: browser.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const categories = lhr.categories as Record<string, Category | undefined>;
  const byCategory = <T>(read: (category: Category | undefined) => T) =>
    Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, read(categories[id])])) as Record<
      LighthouseCategory,
      T
    >;
  const scores = byCategory((category) =>
    typeof category?.score === 'number' ? Math.round(category.score * 100) : null,
  );
  const shortfalls = byCategory((category) =>
    (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const origin = new URL(url).origin;
  const foreignRequests = (audits['network-requests']?.details?.items ?? [])
    .map((item) => item.url ?? '')
    .filter((requested) => /^https?:/.test(requested) && new URL(requested).origin !== origin);
  return {
    url,
    scores,
    shortfalls,
    metrics: {
      fcp: numeric(audits, 'first-contentful-paint'),
      lcp: numeric(audits, 'largest-contentful-paint'),
      tbt: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      speedIndex: numeric(audits, 'speed-index'),
    },
    foreignRequests,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ms: performance.now() - started,
  };
}

/** Attempts of one run: Lighthouse asks to be run again after a trace it could not read. */
const ATTEMPTS = 3;

async function runWithRetries(browser: Browser, url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(browser, url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(
        `Lighthouse run ${attempt} of ${ATTEMPTS} failed, running again: ${(error as Error).message}`,
      );
    }
  }
}

/**
 * Lighthouse `runs` times on `url`, after one run that is not counted: the run with the median
 * performance score (the lower middle one for an even count), and every counted run's performance
 * score. A run Lighthouse itself could not complete (a trace it could not read, NO_NAVSTART now and
 * then) is tried up to three times. The first load of a page after the server started was the
 * slowest of every series (the server's and the browser's code not yet compiled): it would measure
 * the start, not the page.
 */
export async function runLighthouse(
  browser: Browser,
  url: string,
  runs = 1,
): Promise<{ median: LighthouseRun; performanceScores: (number | null)[] }> {
  const done: LighthouseRun[] = [];
  await runWithRetries(browser, url);
  for (let index = 0; index < runs; index += 1) done.push(await runWithRetries(browser, url));
  const sorted = done.toSorted((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)]!,
    performanceScores: done.map((run) => run.scores.performance),
  };
}
