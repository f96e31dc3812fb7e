import type { MessagesPage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { message } from '../test/notifications-harness.tsx';
import { withDeleted, withRead, withReceived } from './inbox-cache.ts';

const page = (
  n: number,
  items: ReturnType<typeof message>[],
  totalRows: number,
  perPage = 3,
): MessagesPage => ({
  data: items,
  meta: { page: n, perPage, totalPages: Math.ceil(totalRows / perPage), totalRows, totalUnread: 2 },
});

describe('the cached inbox pages', () => {
  it('take a new message on top of the first page, counted once', () => {
    const first = page(1, [message(3), message(2), message(1, { state: 2 })], 3);
    const next = withReceived(first, message(4));
    expect(next.data.map((item) => item.id)).toEqual(['m4', 'm3', 'm2']);
    expect(next.meta).toMatchObject({ totalRows: 4, totalPages: 2, totalUnread: 3 });
    expect(withReceived(next, message(4))).toBe(next);
  });

  it('count a new message on later pages without changing their rows', () => {
    const second = page(2, [message(1)], 4);
    const next = withReceived(second, message(5, { state: 2 }));
    expect(next.data).toBe(second.data);
    expect(next.meta).toMatchObject({ totalRows: 5, totalUnread: 2 });
  });

  it('mark read the messages asked, or all, with the unread count the server answered', () => {
    const first = page(1, [message(2), message(1)], 2);
    const one = withRead(first, new Set(['m2']), 1, '2030-02-01T00:00:00.000Z');
    expect(one.data.map((item) => [item.state, item.readAt])).toEqual([
      [2, '2030-02-01T00:00:00.000Z'],
      [1, null],
    ]);
    expect(one.meta.totalUnread).toBe(1);
    expect(withRead(first, null, 0, 'now').data.every((item) => item.state === 2)).toBe(true);
  });

  it('drop deleted messages', () => {
    const next = withDeleted(page(1, [message(2), message(1)], 5), new Set(['m1', 'other']), 0);
    expect(next.data.map((item) => item.id)).toEqual(['m2']);
    expect(next.meta).toMatchObject({ totalRows: 4, totalUnread: 0 });
  });
});
