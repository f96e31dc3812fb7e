import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // The kill -9 chaos test (several minutes of server restarts under load) runs with
    // `npm run test:chaos`, outside `npm test`, to keep CI within its time limit.
    exclude: [
      '**/node_modules/**',
      '**/build/**',
      ...(process.env.CASINO_CHAOS ? [] : ['apps/server/src/test/chaos/**']),
    ],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Vitest's default on this 2-core machine is one worker, which runs the files one after another
    // while most of them wait on PostgreSQL, child servers and timers. Each file has its own database.
    // A fourth worker made CI's unit stage slower (importing the server per file is CPU-bound).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
