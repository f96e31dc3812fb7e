import {
  type Banner,
  backofficeBannerRoutes as calls,
  canTransition,
  isEditable,
  type PromotionTransition,
  settingsRoutes,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PROMOTION_TRANSITION_LABELS, StateBadge } from '../../components/promotion-state.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';
import { BANNERS_QUERY_KEY, BannerEditor } from './banner-editor.tsx';

const column = columnHelperFor<Banner>();

/** The editor's state: closed, a new banner, or one being edited. */
type Editing = { banner: Banner | null } | null;

/**
 * GET /api/backoffice/banners: the home page's promotion slider in order. bonuses.read sees it;
 * bonuses.write creates, edits and moves banners through draft, scheduled, live and ended.
 */
export function BannersPage() {
  const api = useApi();
  const mayWrite = can(useStaffMe(), 'bonuses.write');
  const list = useQuery({ queryKey: BANNERS_QUERY_KEY, queryFn: () => api.call(calls.listBanners, {}) });
  const locales = useQuery({
    queryKey: ['settings', 'locales'],
    queryFn: () => api.call(settingsRoutes.locales, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('position', {
          header: 'Order',
          cell: ({ getValue }) => <span className="numeric">{getValue()}</span>,
        }),
        column.accessor('name', {
          header: 'Banner',
          cell: ({ row }) => <BannerCell banner={row.original} />,
        }),
        column.accessor('state', {
          header: 'State',
          cell: ({ getValue }) => <StateBadge state={getValue()} />,
        }),
        column.accessor('startsAt', {
          header: 'Starts',
          cell: ({ getValue }) => <DateTime value={getValue()} empty="When scheduled" />,
        }),
        column.accessor('endsAt', {
          header: 'Ends',
          cell: ({ row }) => (
            <DateTime value={row.original.endedAt ?? row.original.endsAt} empty="Until ended" />
          ),
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) =>
            mayWrite ? (
              <BannerActions banner={row.original} onEdit={() => setEditing({ banner: row.original })} />
            ) : null,
        }),
      ]),
    [mayWrite],
  );
  return (
    <section className="page">
      <title>Banners · Back office</title>
      <PageHeader
        title="Banners"
        description="The home page's promotion slider. A banner is a draft until scheduled, live from its start to its end; the player site shows a change within 30 seconds."
        actions={
          mayWrite && locales.data ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing({ banner: null })}
            >
              New banner
            </button>
          ) : null
        }
      />
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <DataTable
          caption="Banners in slider order"
          columns={columns}
          data={list.data.data}
          getRowId={(row) => row.id}
          emptyText="No banner yet: the home page shows its text hero."
          serverOrdered
          testId="banners-table"
        />
      ) : null}
      <Dialog
        wide
        open={editing !== null}
        title={editing?.banner ? `Edit ${editing.banner.name}` : 'New banner'}
        onClose={() => setEditing(null)}
      >
        {editing && locales.data ? (
          <BannerEditor
            key={editing.banner?.id ?? 'new'}
            banner={editing.banner}
            locales={locales.data.data}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

/** The name, a thumbnail and the languages the banner has. */
function BannerCell({ banner }: { banner: Banner }) {
  const entries = Object.entries(banner.locales);
  const image = entries.find(([, entry]) => entry.image)?.[1].image;
  return (
    <div className="banner-cell">
      {image ? <img src={image.url} alt="" width={96} height={32} className="banner-cell__thumb" /> : null}
      <span>
        <strong>{banner.name}</strong>
        <span className="muted"> · {entries.map(([code]) => code).join(', ')}</span>
      </span>
    </div>
  );
}

const TRANSITIONS: PromotionTransition[] = ['schedule', 'unschedule', 'end'];
const ROUTES = { schedule: calls.scheduleBanner, unschedule: calls.unscheduleBanner, end: calls.endBanner };

function BannerActions({ banner, onEdit }: { banner: Banner; onEdit: () => void }) {
  const [error, setError] = useState('');
  const schedule = useAuditedChange(ROUTES.schedule, [BANNERS_QUERY_KEY]);
  const unschedule = useAuditedChange(ROUTES.unschedule, [BANNERS_QUERY_KEY]);
  const end = useAuditedChange(ROUTES.end, [BANNERS_QUERY_KEY]);
  const changes = { schedule, unschedule, end };
  return (
    <div className="row-actions">
      {isEditable(banner.state) ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`Edit: ${banner.name}`}
          onClick={onEdit}
        >
          Edit
        </button>
      ) : null}
      {TRANSITIONS.filter((transition) => canTransition(banner.state, transition)).map((transition) => (
        <button
          key={transition}
          type="button"
          className={transition === 'end' ? 'button button--small button--danger' : 'button button--small'}
          aria-label={`${PROMOTION_TRANSITION_LABELS[transition]}: ${banner.name}`}
          disabled={changes[transition].isPending}
          onClick={() =>
            changes[transition].mutate(
              { input: { params: { id: banner.id } } },
              { onError: (caught) => setError(caught instanceof Error ? caught.message : 'Not saved.') },
            )
          }
        >
          {PROMOTION_TRANSITION_LABELS[transition]}
        </button>
      ))}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
