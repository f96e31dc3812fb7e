import { describe, expect, it } from 'vitest';
import { canTransition, promotionScheduleSchema, promotionState } from './promotion-lifecycle.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-12-03T12:00:00Z');

describe('promotion lifecycle', () => {
  it('derives the state from the scheduled, start, end and ended-early times', () => {
    const window = { scheduledAt: at('2026-12-01T00:00:00Z'), startsAt: null, endsAt: null };
    expect(promotionState({ ...window, scheduledAt: null }, now)).toBe('draft');
    expect(promotionState({ ...window, startsAt: at('2026-12-03T12:01:00Z') }, now)).toBe('scheduled');
    expect(promotionState(window, now)).toBe('live');
    expect(promotionState({ ...window, startsAt: now }, now)).toBe('live');
    expect(promotionState({ ...window, endsAt: now }, now)).toBe('ended');
    expect(promotionState({ ...window, endedAt: at('2026-12-02T00:00:00Z') }, now)).toBe('ended');
    expect(promotionState({ ...window, scheduledAt: null, endedAt: now }, now)).toBe('ended');
  });

  it('allows only the moves of each state', () => {
    expect(canTransition('draft', 'schedule')).toBe(true);
    expect(canTransition('live', 'schedule')).toBe(false);
    expect(canTransition('scheduled', 'unschedule')).toBe(true);
    expect(canTransition('live', 'unschedule')).toBe(false);
    expect(canTransition('live', 'end')).toBe(true);
    expect(canTransition('ended', 'end')).toBe(false);
  });

  it('refuses an end before the start, comparing instants not strings', () => {
    const parse = (startsAt: string, endsAt: string) =>
      promotionScheduleSchema.safeParse({ startsAt, endsAt });
    expect(parse('2026-12-03T12:00:00Z', '2026-12-03T13:00:00+02:00').success).toBe(false);
    expect(parse('2026-12-03T12:00:00Z', '2026-12-03T15:00:00+02:00').success).toBe(true);
    expect(parse('2026-12-03T12:00:00Z', 'tomorrow').success).toBe(false);
  });
});
