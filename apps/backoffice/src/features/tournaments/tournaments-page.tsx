import {
  type BackofficeTournament,
  backofficeTournamentRoutes as calls,
  canTransition,
  isEditable,
  type PromotionState,
  type PromotionTransition,
} from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
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
import { SCORING_LABELS, TOURNAMENTS_QUERY_KEY, TournamentForm } from './tournament-form.tsx';

const PER_PAGE = 25;

type Editing = { tournament: BackofficeTournament | null } | null;

const column = columnHelperFor<BackofficeTournament>();

/**
 * /backoffice/tournaments (bonuses.read; bonuses.write to change): every tournament, drafts and the
 * seeded series' included, with the editor and the lifecycle's buttons.
 */
export function TournamentsPage() {
  const api = useApi();
  const me = useStaffMe();
  const mayWrite = can(me, 'bonuses.write');
  const [state, setState] = useState<PromotionState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [alert, setAlert] = useState('');
  const list = useQuery({
    queryKey: [...TOURNAMENTS_QUERY_KEY, state ?? 'all', page],
    queryFn: () =>
      api.call(calls.listTournaments, { query: { page, perPage: PER_PAGE, ...(state ? { state } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const reference = useQuery({
    queryKey: ['backoffice', 'tournament-reference'],
    queryFn: () => api.call(calls.tournamentReference, {}),
  });
  const baseCurrency = reference.data?.data.baseCurrency ?? 'EUR';
  const schedule = useAuditedChange(calls.scheduleTournament, [TOURNAMENTS_QUERY_KEY]);
  const unschedule = useAuditedChange(calls.unscheduleTournament, [TOURNAMENTS_QUERY_KEY]);
  const end = useAuditedChange(calls.endTournament, [TOURNAMENTS_QUERY_KEY]);

  const columns = useMemo(() => {
    const mutations = { schedule, unschedule, end };
    const act = (transition: PromotionTransition, tournament: BackofficeTournament) => {
      setAlert('');
      mutations[transition].mutate(
        { input: { params: { id: tournament.id } } },
        { onError: (error) => setAlert(error.message) },
      );
    };
    return column.columns([
      column.accessor((row) => row.terms.titles.en ?? row.identity, {
        id: 'title',
        header: 'Tournament',
        cell: ({ row, getValue }) => (
          <>
            <strong>{getValue()}</strong>
            <span className="muted"> · {row.original.identity}</span>
          </>
        ),
      }),
      column.accessor('state', {
        header: 'State',
        cell: ({ getValue }) => <StateBadge state={getValue()} />,
      }),
      column.accessor('startsAt', {
        header: 'Starts',
        cell: ({ getValue }) => <DateTime value={getValue()} />,
      }),
      column.accessor('endsAt', { header: 'Ends', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
      column.accessor((row) => SCORING_LABELS[row.terms.scoring] ?? '', { id: 'scoring', header: 'Scoring' }),
      column.accessor('playersCount', {
        header: 'Players',
        cell: ({ getValue }) => <span className="numeric">{getValue()}</span>,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const tournament = row.original;
          if (!mayWrite) return null;
          return (
            <div className="row-actions">
              {isEditable(tournament.state) ? (
                <button
                  type="button"
                  className="button button--small"
                  data-testid={`tournament-edit-${tournament.identity}`}
                  onClick={() => setEditing({ tournament })}
                >
                  Edit
                </button>
              ) : null}
              {(['schedule', 'unschedule', 'end'] as const)
                .filter((transition) => canTransition(tournament.state, transition))
                .map((transition) => (
                  <button
                    key={transition}
                    type="button"
                    className={
                      transition === 'end' ? 'button button--small button--danger' : 'button button--small'
                    }
                    data-testid={`tournament-${transition}-${tournament.identity}`}
                    disabled={mutations[transition].isPending}
                    onClick={() => act(transition, tournament)}
                  >
                    {PROMOTION_TRANSITION_LABELS[transition]}
                  </button>
                ))}
            </div>
          );
        },
      }),
    ]);
  }, [mayWrite, schedule, unschedule, end]);

  return (
    <section className="page">
      <title>Tournaments · Back office</title>
      <PageHeader
        title="Tournaments"
        description="Races over a period in which eligible real-money bets score. A draft is seen by staff only; once scheduled, players see it, and its start, end and payout run on their own."
        actions={
          mayWrite ? (
            <button
              type="button"
              className="button button--primary"
              data-testid="tournament-new"
              onClick={() => setEditing({ tournament: null })}
            >
              New tournament
            </button>
          ) : null
        }
      />
      <PromotionStateFilter
        legend="Which tournaments"
        state={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      <FormAlert>{alert}</FormAlert>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <DataTable
            caption="Tournaments"
            columns={columns}
            data={list.data.data}
            getRowId={(row) => row.id}
            emptyText="No tournament here."
            serverOrdered
            testId="tournaments-table"
          />
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      ) : null}
      <Dialog
        open={editing !== null}
        wide
        title={editing?.tournament ? 'Edit the tournament' : 'New tournament'}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <TournamentForm
            tournament={editing.tournament}
            baseCurrency={baseCurrency}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
