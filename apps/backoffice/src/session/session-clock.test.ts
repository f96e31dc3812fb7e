import { describe, expect, it } from 'vitest';
import {
  canExtend,
  SESSION_WARNING_MS,
  sessionClockOf,
  sessionEndAt,
  sessionPhase,
} from './session-clock.ts';

const at = (time: string) => Date.parse(time);

describe('the session clock', () => {
  const session = {
    id: 's',
    idleExpiresAt: '2030-01-01T10:30:00.000Z',
    expiresAt: '2030-01-01T22:00:00.000Z',
  };
  const clock = sessionClockOf(session, at('2030-01-01T10:00:00Z'));

  it('reads the idle window from the answer that used the session, and keeps the absolute end', () => {
    expect(clock).toEqual({ idleWindowMs: 30 * 60_000, absoluteEndAt: at('2030-01-01T22:00:00Z') });
  });

  it('moves the end with every use, never past the absolute end', () => {
    expect(sessionEndAt(clock, at('2030-01-01T10:10:00Z'))).toBe(at('2030-01-01T10:40:00Z'));
    expect(sessionEndAt(clock, at('2030-01-01T21:50:00Z'))).toBe(at('2030-01-01T22:00:00Z'));
    expect(canExtend(clock, at('2030-01-01T10:10:00Z'))).toBe(true);
    expect(canExtend(clock, at('2030-01-01T21:50:00Z'))).toBe(false);
  });

  it('warns in the last two minutes and ends at the end', () => {
    const end = at('2030-01-01T10:30:00Z');
    expect(sessionPhase(end, end - SESSION_WARNING_MS - 1)).toBe('active');
    expect(sessionPhase(end, end - SESSION_WARNING_MS)).toBe('warning');
    expect(sessionPhase(end, end - 1)).toBe('warning');
    expect(sessionPhase(end, end)).toBe('ended');
  });
});
