import { describe, expect, it } from 'vitest';
import { CODE_LOCK_WINDOW_MS, codeLockEnd } from './code-lock.ts';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');

describe('codeLockEnd', () => {
  it("is the server's end when it gives one", () => {
    expect(codeLockEnd('2030-01-01T10:04:30.000Z', NOW)).toBe(NOW + 270_000);
  });

  it('is 15 minutes from the answer when the server gives none, or one that cannot be read', () => {
    expect(codeLockEnd(undefined, NOW)).toBe(NOW + CODE_LOCK_WINDOW_MS);
    expect(codeLockEnd('soon', NOW)).toBe(NOW + CODE_LOCK_WINDOW_MS);
  });

  it("keeps to the window when this clock cannot place the server's end", () => {
    expect(codeLockEnd('2030-01-01T09:59:00.000Z', NOW)).toBe(NOW + CODE_LOCK_WINDOW_MS);
    expect(codeLockEnd('2030-01-01T10:20:00.000Z', NOW)).toBe(NOW + CODE_LOCK_WINDOW_MS);
  });
});
