import { describe, expect, it } from 'vitest';
import { crashOptions, DEFAULT_CRASH_OPTIONS } from './options.ts';

describe('crash options', () => {
  it('keeps the defaults for what is not given (undefined included)', () => {
    expect(crashOptions()).toEqual(DEFAULT_CRASH_OPTIONS);
    expect(crashOptions({ bettingMs: undefined, growthPerMs: 0.001 })).toMatchObject({
      bettingMs: 6_000,
      growthPerMs: 0.001,
    });
  });

  it('polls at least twice per crash pause so a watcher on any node sees the crash', () => {
    expect(crashOptions({ crashedMs: 200 }).pollMs).toBe(100);
    expect(crashOptions({ crashedMs: 10 }).pollMs).toBe(25);
    expect(crashOptions({ crashedMs: 200, pollMs: 300 }).pollMs).toBe(300);
  });
});
