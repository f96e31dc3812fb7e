import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}', 'content/**/*.test.ts'],
    // The kill -9 test (two minutes) runs with `npm run test:chaos`, outside the default run, to keep CI short.
    exclude: [
      '**/node_modules/**',
      '**/build/**',
      ...(process.env.CASINO_CHAOS ? [] : ['apps/server/src/test/chaos/**']),
    ],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
