import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { Selection } from '../hooks/use-selection.ts';

/** Above the inbox page's list: tick the whole page, read or delete what is ticked. */
export function InboxToolbar({
  selection,
  unreadSelected,
  busy,
  onRead,
  onDelete,
}: {
  selection: Selection;
  unreadSelected: number;
  busy: boolean;
  onRead: () => void;
  onDelete: () => void;
}) {
  const t = useT('layout');
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.some;
  }, [selection.some]);
  return (
    <div className="notifications-toolbar">
      <label className="notifications-toolbar__all">
        <input
          ref={box}
          type="checkbox"
          checked={selection.all}
          onChange={(event) => selection.setAll(event.target.checked)}
          data-testid="notifications-select-all"
        />
        {t('profileNotifications.selectAll')}
      </label>
      <div className="notifications-toolbar__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={unreadSelected === 0 || busy}
          onClick={onRead}
          data-testid="notifications-read-selected"
        >
          <Icon name="check" size={16} /> {t('profileNotifications.readSelected')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={selection.ids.size === 0 || busy}
          onClick={onDelete}
          data-testid="notifications-delete-selected"
        >
          <Icon name="close" size={16} /> {t('profileNotifications.deleteSelected')}
        </button>
      </div>
    </div>
  );
}
