// The performance budgets of budgets.json, checked on the built site: starts it on a fresh embedded
// database, weighs each budgeted page and runs Lighthouse on it, prints a table and exits 1 on any
// violation (or when something could not be measured), 0 when every budget holds.
// Run: npm run budgets (after npm run build).
//   --budgets <file>       another budget file (default: budgets.json at the repository root)
//   --measurements <file>  check measurements saved earlier (JSON, by page name) instead of measuring
//   --runs <n>             Lighthouse runs per page, the median performance run counts (default 3)
//   --save <file>          write the measurements taken
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Budgets,
  checkBudgets,
  goalShortfalls,
  type Measurements,
  measurementsSchema,
  readBudgets,
  type Violation,
} from './site/budgets.ts';
import type { PageReport } from './site/measure-site.ts';
import { waitForQuietHost } from './support/cpu.ts';
import { fmt } from './support/measure.ts';
import { repoRoot } from './support/pg.ts';

const options = {
  budgets: { type: 'string', default: path.join(repoRoot, 'budgets.json') },
  measurements: { type: 'string' },
  runs: { type: 'string', default: '3' },
  save: { type: 'string' },
} as const;

async function measure(budgets: Budgets, lighthouseRuns: number): Promise<Measurements> {
  // Loaded only to measure: Lighthouse takes seconds to import, and checking saved figures needs none of it.
  const { kilobytes, measureSite, toMeasurements } = await import('./site/measure-site.ts');
  const { startSite, webClientDir } = await import('./site/site-server.ts');
  const site = await startSite();
  let reports: PageReport[];
  try {
    console.log(`before Lighthouse: ${await waitForQuietHost()}`);
    reports = await measureSite(site.baseUrl, webClientDir, budgets.pages, lighthouseRuns);
  } finally {
    await site.stop();
  }
  for (const { page, weight, lighthouse, performanceScores } of reports) {
    const m = lighthouse?.metrics;
    const served = weight.html.servedCompressed ? 'served gzipped' : 'served uncompressed';
    console.log(
      `${page.name} ${page.path}: ${weight.scripts.length} initial scripts, ` +
        `HTML ${fmt(kilobytes(weight.html.bytes), 1)} kB (${served})` +
        (m
          ? `; median run FCP ${fmt(m.fcp / 1000, 1)} s, LCP ${fmt(m.lcp / 1000, 1)} s, TBT ${fmt(m.tbt)} ms, ` +
            `CLS ${fmt(m.cls, 3)}, Speed Index ${fmt(m.speedIndex / 1000, 1)} s; ` +
            `performance of each run ${performanceScores?.join(', ')}; host CPU benchmark index ${fmt(lighthouse?.benchmarkIndex ?? Number.NaN)}`
          : ''),
    );
    for (const [category, audits] of Object.entries(lighthouse?.shortfalls ?? {}))
      if (category !== 'performance' && audits.length > 0)
        console.log(`  ${category} short of 100 on: ${audits.join(', ')}`);
    if (lighthouse?.foreignRequests.length)
      throw new Error(`${page.path} requested other origins: ${lighthouse.foreignRequests.join(', ')}`);
  }
  return toMeasurements(reports);
}

const shown = (value: number | null | undefined, digits: number) =>
  typeof value === 'number' ? fmt(value, digits) : 'not measured';

function printTable(budgets: Budgets, measurements: Measurements, violations: Violation[]) {
  const broken = new Set(violations.map((v) => `${v.page}/${v.metric}`));
  console.log(
    `${'page'.padEnd(10)}${'metric'.padEnd(18)}${'measured'.padStart(14)}${'limit'.padStart(10)}  result`,
  );
  for (const page of budgets.pages) {
    const rows = [
      ...Object.entries(page.max).map(([metric, limit]) => ({ metric, limit, sign: '≤', digits: 1 })),
      ...Object.entries(page.min).map(([metric, limit]) => ({ metric, limit, sign: '≥', digits: 0 })),
    ];
    for (const { metric, limit, sign, digits } of rows) {
      const value = measurements[page.name]?.[metric as keyof Measurements[string]];
      console.log(
        page.name.padEnd(10) +
          metric.padEnd(18) +
          shown(value, digits).padStart(14) +
          `${sign} ${limit}`.padStart(10) +
          `  ${broken.has(`${page.name}/${metric}`) ? 'FAIL' : 'ok'}`,
      );
    }
  }
}

const started = performance.now();
try {
  const { values: args } = parseArgs({ options });
  const lighthouseRuns = Number(args.runs);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error(`--runs ${args.runs}: not a count`);
  const budgets = readBudgets(args.budgets);
  const measurements = args.measurements
    ? measurementsSchema.parse(JSON.parse(fs.readFileSync(args.measurements, 'utf8')))
    : await measure(budgets, lighthouseRuns);
  if (args.save) fs.writeFileSync(args.save, `${JSON.stringify(measurements, null, 2)}\n`);
  const violations = checkBudgets(budgets, measurements);
  printTable(budgets, measurements, violations);
  for (const line of goalShortfalls(budgets, measurements)) console.log(`short of goal: ${line}`);
  const seconds = fmt((performance.now() - started) / 1000);
  if (violations.length > 0) {
    console.log(`${violations.length} budget(s) exceeded (${args.budgets}), ${seconds} s`);
    process.exitCode = 1;
  } else console.log(`every budget holds (${args.budgets}), ${seconds} s`);
} catch (error) {
  console.error('budget check could not run:', error);
  process.exitCode = 2;
}
