import type { PageMeta } from '@casino/contracts';

/** Newer and older pages of a server-paged list (nothing when it fits on one page). */
export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  if (meta.totalPages <= 1) return null;
  return (
    <div className="table-footer">
      <span className="muted">
        Page {meta.page} of {meta.totalPages} · {meta.totalRows} in all
      </span>
      <span className="pager">
        <button
          type="button"
          className="button button--small"
          disabled={meta.page <= 1}
          onClick={() => onPage(meta.page - 1)}
        >
          Newer
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={meta.page >= meta.totalPages}
          onClick={() => onPage(meta.page + 1)}
        >
          Older
        </button>
      </span>
    </div>
  );
}
