import { onlineCountSchema, type RealtimePublication, realtimePublicationSchema } from '@casino/contracts';
import { z } from 'zod';

/** A publication's event and payload, or null when it is not one. */
export function readPublication(data: unknown): RealtimePublication | null {
  const parsed = realtimePublicationSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The count global:online publishes, bare or wrapped in an event; null when there is none. */
export function readOnlineCount(data: unknown): number | null {
  const bare = onlineCountSchema.safeParse(data);
  if (bare.success) return bare.data.count;
  const wrapped = onlineCountSchema.safeParse(readPublication(data)?.payload);
  return wrapped.success ? wrapped.data.count : null;
}

const notificationSchema = z.object({
  title: z.string().min(1).optional().catch(undefined),
  text: z.string().min(1).optional().catch(undefined),
});
export type NotificationText = z.infer<typeof notificationSchema>;

/** Title and text of a messenger notification, each missing one left for content to fill. */
export function readNotification(data: unknown): NotificationText {
  const publication = readPublication(data);
  const parsed = notificationSchema.safeParse(publication ? publication.payload : data);
  return parsed.success ? parsed.data : {};
}
