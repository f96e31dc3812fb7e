import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.ts';
import {
  lastReadByOthers,
  latestFromOthers,
  mergeMessages,
  pendingMessage,
  setDelivery,
  unreadCount,
} from './chat-thread.ts';

const GUEST = { authorKind: 'guest', authorName: null, staffId: null } as const;

const stored = (id: string, second: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c1',
  clientMessageId: `client-${id}`,
  authorKind: 'staff',
  authorName: 'Ana',
  staffId: null,
  text: id,
  attachments: [],
  createdAt: new Date(Date.UTC(2030, 0, 1, 10, 0, second)).toISOString(),
  ...extra,
});
const own = (id: string, second: number) => stored(id, second, { authorKind: 'guest', authorName: null });

describe('the thread', () => {
  it('replaces the pending message by the stored one with its client message id, and keeps one of each', () => {
    const pending = pendingMessage(
      { clientMessageId: 'client-m2', conversationId: 'c1', text: 'm2', attachments: [] },
      GUEST,
    );
    const thread = mergeMessages([pending], [stored('m1', 1)]);
    expect(thread.map((message) => message.id)).toEqual(['m1', 'pending:client-m2']);
    // The send's answer and the channel's publication both bring it.
    const once = mergeMessages(mergeMessages(thread, [own('m2', 2)]), [own('m2', 2), stored('m1', 1)]);
    expect(once.map((message) => [message.id, message.delivery])).toEqual([
      ['m1', 'stored'],
      ['m2', 'stored'],
    ]);
  });

  it('orders stored messages by time and keeps the unsent ones last', () => {
    const pending = pendingMessage(
      { clientMessageId: 'x', conversationId: 'c1', text: 'x', attachments: [] },
      { ...GUEST, authorKind: 'player' },
      new Date(Date.UTC(2029, 0, 1)),
    );
    const thread = mergeMessages([pending], [stored('m3', 3), stored('m1', 1), own('m2', 2)]);
    expect(thread.map((message) => message.id)).toEqual(['m1', 'm2', 'm3', 'pending:x']);
  });

  it("marks a visitor's unsent message failed or sending again, and never a stored one", () => {
    const pending = pendingMessage(
      { clientMessageId: 'client-m1', conversationId: 'c1', text: 'a', attachments: [] },
      GUEST,
    );
    expect(setDelivery([pending], 'client-m1', 'failed')[0]?.delivery).toBe('failed');
    const thread = mergeMessages([], [own('m1', 1)]);
    expect(setDelivery(thread, 'client-m1', 'failed')[0]?.delivery).toBe('stored');
  });

  it('counts the staff messages after the last one read, and finds the one to mark read', () => {
    const thread = mergeMessages([], [stored('s1', 1), own('m1', 2), stored('s2', 3), stored('s3', 4)]);
    expect(unreadCount(thread, 'visitor', null)).toBe(3);
    expect(unreadCount(thread, 'visitor', 's2')).toBe(1);
    expect(unreadCount(thread, 'visitor', 's3')).toBe(0);
    expect(latestFromOthers(thread, 'visitor')?.id).toBe('s3');
  });

  it("names the visitor's newest message the staff's read state reaches", () => {
    const thread = mergeMessages([], [own('m1', 1), own('m2', 2), stored('s1', 3), own('m3', 4)]);
    expect(lastReadByOthers(thread, 'visitor', null)).toBeNull();
    expect(lastReadByOthers(thread, 'visitor', 'm2')).toBe('m2');
    expect(lastReadByOthers(thread, 'visitor', 's1')).toBe('m2');
    expect(lastReadByOthers(thread, 'visitor', 'unknown')).toBeNull();
  });
});

describe('the thread seen from the staff side', () => {
  it("counts the visitor's messages after the staff's read state and keeps the staff's own pending ones apart", () => {
    const staffPending = pendingMessage(
      { clientMessageId: 'client-m1', conversationId: 'c1', text: 'hi', attachments: [] },
      { authorKind: 'staff', authorName: 'Ana', staffId: 's1' },
    );
    // A visitor's message with the same client id is another sender's: both stay.
    const thread = mergeMessages([staffPending], [own('m1', 1), own('m2', 2)]);
    expect(thread.map((message) => message.id)).toEqual(['m1', 'm2', 'pending:client-m1']);
    expect(unreadCount(thread, 'staff', 'm1')).toBe(1);
    expect(latestFromOthers(thread, 'staff')?.id).toBe('m2');
  });
});
