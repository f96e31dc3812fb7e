import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';

export type TestDriver = 'pglite' | 'postgres';

/**
 * The database a file's tests run on: its vitest project's (CASINO_TEST_DRIVER, vitest.config.ts: the
 * PostgreSQL server for every file when DATABASE_URL is set, PGlite too for the embedded-database
 * set). Run under another config, PGlite and, with DATABASE_URL, the server as well.
 */
export const testDrivers: TestDriver[] = driversOfThisRun(process.env.CASINO_TEST_DRIVER);

function driversOfThisRun(driver: string | undefined): TestDriver[] {
  if (driver === 'pglite' || driver === 'postgres') return [driver];
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** One template per test run, so that two runs on one machine never drop each other's template. */
function postgresTemplate() {
  process.env.CASINO_TEST_PG_TEMPLATE ??= `casino_test_template_${process.pid}`;
  return process.env.CASINO_TEST_PG_TEMPLATE;
}

function withDatabase(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.href;
}

/**
 * The tests' databases run no built-in tournament series: their timers, scores and prizes would reach
 * every test that plays or moves the clock. A tournaments test opens the series itself.
 */
const TEST_SEED = { tournamentSeries: false };

/** Runs once before all test files: migrated and seeded templates that each file copies cheaply. */
export async function prepareTemplates() {
  process.env.CASINO_TEST_TEMPLATE = path.join(
    os.tmpdir(),
    `casino-test-template-${process.pid}-${Date.now()}.tar.gz`,
  );
  const pglite = await openDatabase({ driver: 'pglite' });
  await prepareDatabase(pglite, TEST_SEED);
  const dump = await pglite.dump!();
  fs.writeFileSync(templatePath(), Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const url = process.env.DATABASE_URL;
  if (!url) return;
  const templateName = postgresTemplate();
  await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${templateName}`);
  const template = await openDatabase({ driver: 'postgres', url: withDatabase(url, templateName) });
  await prepareDatabase(template, TEST_SEED);
  await template.close();
}

export async function dropTemplates() {
  fs.rmSync(templatePath(), { force: true });
  const url = process.env.DATABASE_URL;
  if (url) await adminQuery(url, `DROP DATABASE IF EXISTS ${postgresTemplate()} WITH (FORCE)`);
}

function templatePath() {
  const file = process.env.CASINO_TEST_TEMPLATE;
  if (!file)
    throw new Error('No database template: vitest.config.ts must run apps/server/src/test/global-setup.ts');
  return file;
}

/** A fresh copy of the template for one test file. */
export async function openTestDatabase(driver: TestDriver): Promise<Database> {
  if (driver === 'pglite') {
    const blob = new Blob([fs.readFileSync(templatePath())]);
    return openDatabase({ driver: 'pglite', loadDataDir: blob });
  }
  const url = process.env.DATABASE_URL!;
  const name = `casino_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}`);
  const database = await openDatabase({ driver: 'postgres', url: withDatabase(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
