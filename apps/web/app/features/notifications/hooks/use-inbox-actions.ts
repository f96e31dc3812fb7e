import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { INBOX_KEY, notificationsCalls } from '../api/notifications-api.ts';
import { updateInbox, withDeleted, withRead } from '../lib/inbox-cache.ts';

/**
 * Reading and deleting messages. Each answer carries the unread count, which every cached page (the
 * header's badge included) takes at once. A read changes nothing else, so nothing loads again; a
 * delete shifts the pages behind it, so they load again.
 */
export function useInboxActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT('layout');
  const pushAlert = useAlerts();
  const onError = () => pushAlert({ type: 'error', title: t('notifications.actionFailed') });

  const read = useMutation({
    mutationFn: (ids: string[]) => notificationsCalls.read(api, ids),
    onSuccess: (totalUnread, ids) =>
      updateInbox(queryClient, (page) => withRead(page, new Set(ids), totalUnread, new Date().toISOString())),
    onError,
  });
  const readAll = useMutation({
    mutationFn: () => notificationsCalls.readAll(api),
    onSuccess: (totalUnread) =>
      updateInbox(queryClient, (page) => withRead(page, null, totalUnread, new Date().toISOString())),
    onError,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => notificationsCalls.remove(api, ids),
    onSuccess: (totalUnread, ids) => {
      updateInbox(queryClient, (page) => withDeleted(page, new Set(ids), totalUnread));
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError,
  });
  const busy = read.isPending || readAll.isPending || remove.isPending;
  return { read, readAll, remove, busy };
}
