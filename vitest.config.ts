import { defineConfig } from 'vitest/config';

/** The tests of the two Node servers (the platform and the studio); the rest are packages, pages and scripts. */
const SERVER_TESTS = ['apps/server/**/*.test.ts', 'apps/studio/src/**/*.test.ts'];

/**
 * With a PostgreSQL server (DATABASE_URL, as in CI) every server test runs on it, and these run on the
 * embedded PGlite as well: where the two drivers differ (one connection, its transactions queued, its
 * restart) and the path `npm start` takes with no flag (decision 0041). Without one, all run on PGlite.
 */
const EMBEDDED_DATABASE_TESTS = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/domains/wallet/**/*.test.ts',
  'apps/server/src/domains/game-wallet/**/*.test.ts',
  'apps/server/src/domains/payments/**/*.test.ts',
  'apps/server/src/domains/adjustments/**/*.test.ts',
  'apps/server/src/domains/jobs/**/*.test.ts',
  'apps/server/src/domains/events/**/*.test.ts',
  'apps/server/src/domains/audit/**/*.test.ts',
  'apps/server/src/domains/identity/registration.test.ts',
  'apps/server/src/domains/identity/authentication.test.ts',
  'apps/server/src/domains/bonuses/expiry-restart.test.ts',
  'apps/server/src/plugins/app.test.ts',
  'apps/studio/src/server/test/wallet-safety.test.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Each server test file builds its own app on its own database and closes it, so the files of one
 * worker can share the imported modules: importing the server anew for every file was more than half
 * of the stage's CPU. The project names the database its files run on (test/databases.ts).
 */
const serverProject = (name: string, include: string[], driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include,
    isolate: false,
    setupFiles: ['apps/server/src/test/real-clock.ts'],
    env: { CASINO_TEST_DRIVER: driver },
  },
});

export default defineConfig({
  test: {
    // The kill -9 chaos test (several minutes of server restarts under load) runs with
    // `npm run test:chaos`, outside `npm test`, to keep CI within its time limit.
    exclude: [
      '**/node_modules/**',
      '**/build/**',
      ...(process.env.CASINO_CHAOS ? [] : ['apps/server/src/test/chaos/**']),
    ],
    environment: 'node',
    // Each file's time, slowest first, after the usual report: CI's time limit is the suite's budget.
    reporters: ['default', './scripts/reporters/vitest-file-times.ts'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Vitest's default on this 2-core machine is one worker, which runs the files one after another
    // while most of them wait on PostgreSQL, child servers and timers. Each file has its own database.
    // A fourth worker made CI's unit stage slower (the stage is CPU-bound).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      serverProject('servers', SERVER_TESTS, onPostgres ? 'postgres' : 'pglite'),
      ...(onPostgres ? [serverProject('servers-embedded', EMBEDDED_DATABASE_TESTS, 'pglite')] : []),
      {
        extends: true,
        test: {
          name: 'modules',
          include: [
            'packages/**/*.test.ts',
            'apps/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: SERVER_TESTS,
        },
      },
    ],
  },
});
