import { onlineCountSchema, type RealtimePublication, realtimePublicationSchema } from '@casino/contracts';
import { z } from 'zod';

/** A publication `{event, ...fields}`, or null when it is not one. */
export function readPublication(data: unknown): RealtimePublication | null {
  const parsed = realtimePublicationSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The count global:online publishes (`{event: 'global.online', count}`); null when there is none. */
export function readOnlineCount(data: unknown): number | null {
  const parsed = onlineCountSchema.safeParse(data);
  return parsed.success ? parsed.data.count : null;
}

const text = z.string().min(1).optional().catch(undefined);
/** `message.received` carries the message as the messages list has it (client contract sections 8, 13). */
const messageSchema = z.object({
  message: z.object({ content: z.object({ title: text, body: text }).catch({}) }),
});
export type NotificationText = { title?: string; text?: string };

/** Title and text of a messenger notification, each missing one left for content to fill. */
export function readNotification(data: unknown): NotificationText {
  const parsed = messageSchema.safeParse(data);
  if (!parsed.success) return {};
  const { title, body } = parsed.data.message.content;
  return { ...(title ? { title } : {}), ...(body ? { text: body } : {}) };
}
