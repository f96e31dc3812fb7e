import {
  type BackofficeTournamentSeries,
  backofficeTournamentRoutes,
  backofficeTournamentSeriesRoutes as calls,
  canTransition,
  isEditable,
  type PromotionState,
} from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { LifecyclePanel } from '../../components/lifecycle-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import {
  PROMOTION_TRANSITION_LABELS,
  PromotionStateFilter,
  StateBadge,
} from '../../components/promotion-state.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';
import { PERIOD_LABELS, SERIES_QUERY_KEY, SeriesForm } from './series-form.tsx';
import { SCORING_LABELS } from './terms-fields.tsx';
import { TOURNAMENTS_QUERY_KEY } from './tournament-form.tsx';

const PER_PAGE = 25;
const LIFECYCLE_ROUTES = {
  schedule: calls.scheduleTournamentSeries,
  unschedule: calls.unscheduleTournamentSeries,
  end: calls.endTournamentSeries,
};

type Open = { edit: BackofficeTournamentSeries | null } | { schedule: BackofficeTournamentSeries } | null;

const column = columnHelperFor<BackofficeTournamentSeries>();

/**
 * /backoffice/tournament-series (bonuses.read; bonuses.write to change): the recurring tournaments,
 * the built-in ones included, with the editor of their template and their lifecycle. A live series
 * opens a tournament per period; the ones it opened are on the Tournaments page.
 */
export function SeriesPage() {
  const api = useApi();
  const me = useStaffMe();
  const mayWrite = can(me, 'bonuses.write');
  const [state, setState] = useState<PromotionState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const [alert, setAlert] = useState('');
  const list = useQuery({
    queryKey: [...SERIES_QUERY_KEY, state ?? 'all', page],
    queryFn: () =>
      api.call(calls.listTournamentSeries, {
        query: { page, perPage: PER_PAGE, ...(state ? { state } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const reference = useQuery({
    queryKey: ['backoffice', 'tournament-reference'],
    queryFn: () => api.call(backofficeTournamentRoutes.tournamentReference, {}),
  });
  const baseCurrency = reference.data?.data.baseCurrency ?? 'EUR';
  const touches = [SERIES_QUERY_KEY, TOURNAMENTS_QUERY_KEY];
  const unschedule = useAuditedChange(calls.unscheduleTournamentSeries, touches);
  const end = useAuditedChange(calls.endTournamentSeries, touches);

  const columns = useMemo(() => {
    const mutations = { unschedule, end };
    const act = (transition: 'unschedule' | 'end', series: BackofficeTournamentSeries) => {
      setAlert('');
      mutations[transition].mutate(
        { input: { params: { id: series.id } } },
        { onError: (error) => setAlert(error.message) },
      );
    };
    const button = (testId: string, label: string, onClick: () => void, danger = false) => (
      <button
        key={testId}
        type="button"
        className={danger ? 'button button--small button--danger' : 'button button--small'}
        data-testid={testId}
        onClick={onClick}
      >
        {label}
      </button>
    );
    return column.columns([
      column.accessor((row) => row.template.titles.en ?? row.key, {
        id: 'title',
        header: 'Series',
        cell: ({ row, getValue }) => (
          <>
            <strong>{getValue()}</strong>
            <span className="muted"> · {row.original.key}</span>
          </>
        ),
      }),
      column.accessor('days', { header: 'Period', cell: ({ getValue }) => PERIOD_LABELS[getValue()] }),
      column.accessor('state', {
        header: 'State',
        cell: ({ getValue }) => <StateBadge state={getValue()} />,
      }),
      column.accessor('startsAt', {
        header: 'Runs',
        cell: ({ row }) => (
          <>
            <DateTime value={row.original.startsAt ?? row.original.scheduledAt} empty="Not scheduled" /> –{' '}
            <DateTime value={row.original.endedAt ?? row.original.endsAt} empty="open-ended" />
          </>
        ),
      }),
      column.accessor((row) => SCORING_LABELS[row.template.scoring] ?? '', {
        id: 'scoring',
        header: 'Scoring',
      }),
      column.accessor('openedCount', {
        header: 'Opened',
        cell: ({ row }) => (
          <span className="numeric">
            {row.original.openedCount}
            {row.original.openedUntil ? (
              <span className="muted">
                {' '}
                · until <DateTime value={row.original.openedUntil} />
              </span>
            ) : null}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const series = row.original;
          if (!mayWrite) return null;
          return (
            <div className="row-actions">
              {isEditable(series.state)
                ? button(`series-edit-${series.key}`, 'Edit', () => setOpen({ edit: series }))
                : null}
              {canTransition(series.state, 'schedule')
                ? button(`series-schedule-${series.key}`, PROMOTION_TRANSITION_LABELS.schedule, () =>
                    setOpen({ schedule: series }),
                  )
                : null}
              {canTransition(series.state, 'unschedule')
                ? button(`series-unschedule-${series.key}`, PROMOTION_TRANSITION_LABELS.unschedule, () =>
                    act('unschedule', series),
                  )
                : null}
              {canTransition(series.state, 'end')
                ? button(
                    `series-end-${series.key}`,
                    PROMOTION_TRANSITION_LABELS.end,
                    () => act('end', series),
                    true,
                  )
                : null}
            </div>
          );
        },
      }),
    ]);
  }, [mayWrite, unschedule, end]);

  const editing = open && 'edit' in open ? open : null;
  const scheduling = open && 'schedule' in open ? open.schedule : null;
  return (
    <section className="page">
      <title>Tournament series · Back office</title>
      <PageHeader
        title="Tournament series"
        description={
          <>
            A tournament every day or every week, opened from the series' template while the series is live:
            the current period's and the next one's. A change reaches only the periods not opened yet; the
            opened ones are on the <Link to="/tournaments">Tournaments</Link> page. The Retention settings can
            turn every series off.
          </>
        }
        actions={
          mayWrite ? (
            <button
              type="button"
              className="button button--primary"
              data-testid="series-new"
              onClick={() => setOpen({ edit: null })}
            >
              New series
            </button>
          ) : null
        }
      />
      <PromotionStateFilter
        legend="Which series"
        state={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        testId="series-state-filter"
      />
      <FormAlert>{alert}</FormAlert>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <DataTable
            caption="Tournament series"
            columns={columns}
            data={list.data.data}
            getRowId={(row) => row.id}
            emptyText="No series here."
            serverOrdered
            testId="series-table"
          />
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      ) : null}
      <Dialog
        open={editing !== null}
        wide
        title={editing?.edit ? 'Edit the series' : 'New series'}
        onClose={() => setOpen(null)}
      >
        {editing ? (
          <SeriesForm series={editing.edit} baseCurrency={baseCurrency} onClose={() => setOpen(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={scheduling !== null}
        title={`Schedule ${scheduling?.template.titles.en ?? ''}`}
        onClose={() => setOpen(null)}
      >
        {scheduling ? (
          <LifecyclePanel
            window={scheduling}
            routes={LIFECYCLE_ROUTES}
            params={{ id: scheduling.id }}
            testIdPrefix="series"
            touches={touches}
            onDone={() => setOpen(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
