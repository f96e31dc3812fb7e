import { messageSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { INBOX_KEY } from '../api/notifications-api.ts';
import { receiveMessage } from '../lib/inbox-cache.ts';

/**
 * The inbox's live side, mounted once in the layout for a signed-in player: a `message.received` push
 * (client contract section 13) counts one more unread and puts the message on top of the lists. The
 * alert each push raises is the layout's (lib/realtime/notification-alerts.ts). As in the product's
 * client, the event name is not checked: a publication with a message is one. A message this client
 * cannot read still tells that the inbox changed, so the lists load again.
 */
export function NotificationRealtimeEffects() {
  const queryClient = useQueryClient();
  usePlayerRealtimeEvent('messenger:notifications', (data) => {
    const pushed = (data as { message?: unknown } | null)?.message;
    if (pushed === undefined) return;
    const parsed = messageSchema.safeParse(pushed);
    if (parsed.success) receiveMessage(queryClient, parsed.data);
    else void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  });
  return null;
}
