import { ONLINE_EVENT, type RealtimePublication } from '@casino/contracts';

// Publications are read with plain checks: the browser ships no schema library for them.

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A publication `{event, ...fields}`, or null when it is not one. */
export function readPublication(data: unknown): RealtimePublication | null {
  return isFields(data) && typeof data.event === 'string' ? (data as RealtimePublication) : null;
}

/** The count global:online publishes (`{event: 'global.online', count}`); null when there is none. */
export function readOnlineCount(data: unknown): number | null {
  if (!isFields(data) || data.event !== ONLINE_EVENT) return null;
  const { count } = data;
  return Number.isInteger(count) && (count as number) >= 0 ? (count as number) : null;
}

export type NotificationText = { title?: string; text?: string };

/** Title and text of a messenger notification (`message.received`, client contract sections 8, 13). */
export function readNotification(data: unknown): NotificationText {
  const message = isFields(data) && isFields(data.message) ? data.message : null;
  const content = message && isFields(message.content) ? message.content : {};
  const title = nonEmpty(content.title);
  const body = nonEmpty(content.body);
  return { ...(title ? { title } : {}), ...(body ? { text: body } : {}) };
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
