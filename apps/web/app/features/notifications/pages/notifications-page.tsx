import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLatestSearch, useSearchUpdate } from '../../../lib/use-search-update.ts';
import { useT } from '../../../lib/use-t.ts';
import {
  inboxPageOf,
  type NotificationsPageData,
  notificationsQueries,
  PAGE_SIZE,
} from '../api/notifications-api.ts';
import { InboxToolbar } from '../components/inbox-toolbar.tsx';
import { MessageRow } from '../components/message-row.tsx';
import { useInboxActions } from '../hooks/use-inbox-actions.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { isUnread } from '../lib/inbox-cache.ts';

/**
 * /profile/notifications: the player's messages, newest first, a page at a time (`?page=N`); read or
 * delete the ones ticked, or read all. Pushes put new messages on top (NotificationRealtimeEffects).
 */
export function NotificationsPage({ loaded }: { loaded: NotificationsPageData }) {
  const t = useT('layout');
  const api = useApi();
  const [page, setPage] = useInboxPage();
  const messages = useQuery({
    ...notificationsQueries.page(api, { page, perPage: PAGE_SIZE }),
    initialData: page === loaded.page ? loaded.messages : undefined,
    placeholderData: keepPreviousData,
  });
  const list = messages.data?.data ?? [];
  const meta = messages.data?.meta;
  const actions = useInboxActions();
  const selection = useSelection(list, page);
  useStayWithinPages(page, meta?.totalPages, messages.isPlaceholderData, setPage);

  const unreadSelected = list.filter((message) => selection.ids.has(message.id) && isUnread(message));
  const readSelected = () =>
    actions.read.mutate(
      unreadSelected.map((message) => message.id),
      { onSuccess: selection.clear },
    );
  const deleteSelected = () => actions.remove.mutate([...selection.ids], { onSuccess: selection.clear });
  const unread = meta?.totalUnread ?? 0;

  return (
    <section
      className="profile-card notifications-page"
      aria-labelledby="notifications-title"
      data-testid="notifications-page"
    >
      <div className="wallet-history__head">
        <div>
          <h2 id="notifications-title">{t('profileNotifications.title')}</h2>
          <p className="muted">{t('profileNotifications.text')}</p>
        </div>
        <div className="notifications-page__summary">
          <span className="muted" data-testid="notifications-unread">
            {t('profileNotifications.unread', { count: unread })}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={unread === 0 || actions.busy}
            onClick={() => actions.readAll.mutate()}
            data-testid="notifications-read-all"
          >
            {t('notifications.readAll')}
          </button>
        </div>
      </div>
      {messages.isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('notifications.loadError')}
          <button type="button" className="link-button" onClick={() => void messages.refetch()}>
            {t('notifications.retry')}
          </button>
        </p>
      ) : null}
      {list.length === 0 && messages.isSuccess ? (
        <div className="history-empty" data-testid="notifications-empty">
          <Icon name="bell" size={32} />
          <p className="muted">{t('profileNotifications.empty')}</p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <>
          <InboxToolbar
            selection={selection}
            unreadSelected={unreadSelected.length}
            busy={actions.busy}
            onRead={readSelected}
            onDelete={deleteSelected}
          />
          <ul className="notifications-list" aria-busy={messages.isPlaceholderData || undefined}>
            {list.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                selected={selection.ids.has(message.id)}
                onSelect={(selected) => selection.toggle(message.id, selected)}
                onRead={() => actions.read.mutate([message.id])}
                busy={actions.busy}
              />
            ))}
          </ul>
        </>
      ) : null}
      {meta && meta.totalPages > 1 ? (
        <Pager page={page} pages={meta.totalPages} onPage={setPage} label={t('profileNotifications.pager')} />
      ) : null}
    </section>
  );
}

/** The page number in the URL (`?page=N`); the first page leaves the query. */
function useInboxPage() {
  const latest = useLatestSearch();
  const updateSearch = useSearchUpdate();
  const setPage = useCallback(
    (page: number) =>
      updateSearch(
        (params) => {
          if (page > 1) params.set('page', String(page));
          else params.delete('page');
        },
        { preventScrollReset: true },
      ),
    [updateSearch],
  );
  return [inboxPageOf(latest), setPage] as const;
}

/** Deleting the last messages of the last page (or a stale link) leaves the player on the last page there is. */
function useStayWithinPages(
  page: number,
  totalPages: number | undefined,
  placeholder: boolean,
  setPage: (page: number) => void,
) {
  const last = totalPages === undefined ? page : Math.max(1, totalPages);
  useEffect(() => {
    if (!placeholder && page > last) setPage(last);
  }, [page, last, placeholder, setPage]);
}
