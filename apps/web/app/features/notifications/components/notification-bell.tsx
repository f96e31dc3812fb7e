import { useQuery } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { notificationsQueries } from '../api/notifications-api.ts';

// The popover's code (its list, the read calls) loads when the player first points at or opens the bell.
const loadPopover = () => import('./notification-popover.tsx');
const NotificationPopover = lazy(loadPopover);

/**
 * The header's bell for a signed-in player: the unread count (the newest page's meta, kept current by
 * pushes and reads) and the popover of the three newest messages.
 */
export function NotificationBell() {
  const t = useT('layout');
  const api = useApi();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const latest = useQuery({
    ...notificationsQueries.latest(api),
    select: (page) => page.meta.totalUnread,
    // Reads in another tab show here when the player comes back to this one.
    refetchOnWindowFocus: true,
  });
  const unread = latest.data ?? 0;
  const close = () => setOpen(false);
  useDismiss(open, anchor, close, button);
  return (
    <div className="popover-anchor notification-bell" ref={anchor}>
      <button
        type="button"
        ref={button}
        className="icon-button notification-bell__button"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        data-testid="notification-bell"
      >
        <Icon name="bell" />
        {unread > 0 ? (
          <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div className="notification-popover" id={panelId} role="status">
              <p className="muted">{t('notifications.loading')}</p>
            </div>
          }
        >
          <NotificationPopover id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The popover closes on Escape (the bell takes the focus back), on a press outside it, and when the
 * keyboard's focus moves on past it.
 */
function useDismiss(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const root = anchor.current;
    if (!open || !root) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !root.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) latest.current();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open, anchor, button]);
}
