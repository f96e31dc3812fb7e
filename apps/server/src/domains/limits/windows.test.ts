import { describe, expect, it } from 'vitest';
import { windowOf } from './windows.ts';

const iso = (window: { from: Date; to: Date }) => [window.from.toISOString(), window.to.toISOString()];

describe('limit windows: fixed calendar windows in the player time zone', () => {
  it('cuts the day at local midnight, not UTC midnight', () => {
    // 23:30 UTC on 14 July is already 15 July in Berlin (UTC+2) but still 14 July in London's evening (UTC+1: 00:30 the 15th).
    const now = new Date('2026-07-14T23:30:00Z');
    expect(iso(windowOf('daily', now, 'UTC'))).toEqual([
      '2026-07-14T00:00:00.000Z',
      '2026-07-15T00:00:00.000Z',
    ]);
    expect(iso(windowOf('daily', now, 'Europe/Berlin'))).toEqual([
      '2026-07-14T22:00:00.000Z',
      '2026-07-15T22:00:00.000Z',
    ]);
    expect(iso(windowOf('daily', now, 'America/New_York'))).toEqual([
      '2026-07-14T04:00:00.000Z',
      '2026-07-15T04:00:00.000Z',
    ]);
  });

  it('starts the week on Monday and the month on the 1st, local time', () => {
    // Sunday 1 March 2026, 23:30 in Tokyo = 14:30 UTC: the week began Monday 23 February.
    const now = new Date('2026-03-01T14:30:00Z');
    expect(iso(windowOf('weekly', now, 'Asia/Tokyo'))).toEqual([
      '2026-02-22T15:00:00.000Z',
      '2026-03-01T15:00:00.000Z',
    ]);
    expect(iso(windowOf('monthly', now, 'Asia/Tokyo'))).toEqual([
      '2026-02-28T15:00:00.000Z',
      '2026-03-31T15:00:00.000Z',
    ]);
    // The same instant is still Sunday 1 March in UTC: a week that began 23 February, a March month.
    expect(iso(windowOf('monthly', now, 'UTC'))).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    ]);
  });

  it('keeps a day whole across a daylight-saving change (23 and 25 hours)', () => {
    const spring = windowOf('daily', new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(iso(spring)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    const autumn = windowOf('daily', new Date('2026-10-25T12:00:00Z'), 'Europe/London');
    expect(iso(autumn)).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
  });

  it('rolls over exactly at the boundary', () => {
    const before = windowOf('daily', new Date('2026-07-14T21:59:59.999Z'), 'Europe/Berlin');
    const after = windowOf('daily', new Date('2026-07-14T22:00:00.000Z'), 'Europe/Berlin');
    expect(before.to.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(after.from.toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
});
