import { describe, expect, it } from 'vitest';
import { timeLeft, timeLeftKey } from './time-left.ts';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');

describe('time left', () => {
  it('counts whole days, hours and minutes', () => {
    expect(timeLeft('2030-01-03T05:30:59.000Z', NOW)).toEqual({ days: 2, hours: 5, minutes: 30 });
  });

  it('is null once passed, and without a date', () => {
    expect(timeLeft('2029-12-31T23:59:00.000Z', NOW)).toBeNull();
    expect(timeLeft(null, NOW)).toBeNull();
    expect(timeLeft('not a date', NOW)).toBeNull();
  });

  it('says days and hours, hours and minutes, or minutes', () => {
    expect(timeLeftKey({ days: 1, hours: 0, minutes: 5 })).toBe('days');
    expect(timeLeftKey({ days: 0, hours: 3, minutes: 5 })).toBe('hours');
    expect(timeLeftKey({ days: 0, hours: 0, minutes: 5 })).toBe('minutes');
  });
});
