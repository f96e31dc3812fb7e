import { describe, expect, it } from 'vitest';
import { readNotification, readOnlineCount, readPublication } from './publications.ts';

describe('publications', () => {
  it('reads an event beside its fields', () => {
    expect(readPublication({ event: 'a.b', x: 1 })).toEqual({ event: 'a.b', x: 1 });
    expect(readPublication({ payload: 1 })).toBeNull();
  });

  it('reads the online count of a global.online publication', () => {
    expect(readOnlineCount({ event: 'global.online', count: 3 })).toBe(3);
    expect(readOnlineCount({ event: 'global.online', count: -1 })).toBeNull();
    expect(readOnlineCount({ event: 'other', count: 3 })).toBeNull();
    expect(readOnlineCount({ event: 'global.online', payload: { count: 3 } })).toBeNull();
    expect(readOnlineCount('12')).toBeNull();
  });

  it('reads a message title and body, leaving out what is missing or blank', () => {
    const message = (content: unknown) => ({
      event: 'message.received',
      message: { id: 'm1', state: 1, content },
    });
    expect(readNotification(message({ title: 'Hi', body: 'There' }))).toEqual({ title: 'Hi', text: 'There' });
    expect(readNotification(message({ title: '', body: 5 }))).toEqual({});
    expect(readNotification(message(null))).toEqual({});
    expect(readNotification({ event: 'message.received' })).toEqual({});
    expect(readNotification(null)).toEqual({});
  });
});
