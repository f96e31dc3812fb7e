import { describe, expect, it } from 'vitest';
import { readNotification, readOnlineCount, readPublication } from './publications.ts';

describe('publications', () => {
  it('reads an event and its payload', () => {
    expect(readPublication({ event: 'a.b', payload: { x: 1 } })).toEqual({ event: 'a.b', payload: { x: 1 } });
    expect(readPublication({ payload: 1 })).toBeNull();
  });

  it('reads the online count bare or wrapped in an event', () => {
    expect(readOnlineCount({ count: 12 })).toBe(12);
    expect(readOnlineCount({ event: 'online.count', payload: { count: 3 } })).toBe(3);
    expect(readOnlineCount({ count: -1 })).toBeNull();
    expect(readOnlineCount('12')).toBeNull();
  });

  it('reads a notification title and text, leaving out what is missing or blank', () => {
    expect(readNotification({ event: 'message', payload: { title: 'Hi', text: 'There' } })).toEqual({
      title: 'Hi',
      text: 'There',
    });
    expect(readNotification({ event: 'message', payload: { title: '', text: 5 } })).toEqual({});
    expect(readNotification(null)).toEqual({});
  });
});
