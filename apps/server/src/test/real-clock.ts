import { afterAll, vi } from 'vitest';

// The server's test files share one module state per worker (isolate: false in vitest.config.ts), and
// `vi.setSystemTime` mocks Date even without fake timers (a fresh TOTP step moves it 30 s): each file
// hands the next one the real clock, whatever it did with it.
afterAll(() => {
  vi.useRealTimers();
});
