import { useT } from '../../lib/use-t.ts';
import { Icon } from './icon.tsx';

/** Previous and next page of a paged list, with "page N of M" between them. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of (the payment history's when not given). */
  label?: string;
}) {
  const t = useT('layout');
  return (
    <nav className="pager" aria-label={label ?? t('profileHistory.pager')} data-testid="history-pager">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={16} /> {t('profileHistory.previous')}
      </button>
      <span className="muted">{t('profileHistory.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('profileHistory.next')} <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
