import {
  type AcknowledgedRealityCheck,
  backofficeResponsibleGamingRoutes as calls,
  type DeskLimitChange,
  type ExcludedPlayer,
  type HarmMarker,
  type HarmMarkerKind,
  type PageMeta,
} from '@casino/contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';

export const RG_DESK_QUERY_KEY = ['backoffice', 'responsible-gaming'] as const;
const PER_PAGE = 25;

export const MARKER_LABELS: Record<HarmMarkerKind, string> = {
  'deposit-after-zero': 'Deposits right after reaching zero',
  'night-play': 'Night-time play',
  'cancelled-withdrawal-play': 'Cancelled withdrawal, then play',
};

const LIMIT_NAMES: Record<number, string> = {
  1: 'Bet limit',
  2: 'Loss limit',
  3: 'Deposit limit',
  4: 'Self-exclusion',
  5: 'Cooling-off',
};

const VIEWS = ['Markers of harm', 'Excluded and cooling off', 'Limit changes', 'Reality checks'] as const;

type Player = { id: string; nickname: string; email: string | null };
const PlayerLink = ({ player }: { player: Player }) => (
  <Link to={`/players/${player.id}`}>{player.email ?? player.nickname}</Link>
);

/**
 * The responsible-gaming desk: markers of harm with their evidence, exclusions, limit changes, and the
 * reality checks players acknowledged in games.
 */
export function RgDeskPage() {
  const [view, setView] = useState(0);
  return (
    <section className="page">
      <title>Responsible gaming · Back office</title>
      <PageHeader
        title="Responsible gaming"
        description="Players whose play shows markers of harm, who is self-excluded or cooling off, and every limit change. Contacts and cooling-offs are recorded on the player's page."
      />
      <fieldset className="view-switch">
        <legend className="visually-hidden">Which list</legend>
        {VIEWS.map((label, index) => (
          <button
            key={label}
            type="button"
            className="button button--small"
            aria-pressed={index === view}
            onClick={() => setView(index)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {view === 0 ? <MarkersList /> : null}
      {view === 1 ? <ExclusionsList /> : null}
      {view === 2 ? <LimitChangesList /> : null}
      {view === 3 ? <RealityChecksList /> : null}
    </section>
  );
}

type Paged<T> = { data: T[]; meta: PageMeta };

/** One page of a desk list. */
function usePaged<T>(name: string, fetch: (page: number) => Promise<Paged<T>>) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...RG_DESK_QUERY_KEY, name, page],
    queryFn: () => fetch(page),
    placeholderData: keepPreviousData,
  });
  return { list, setPage };
}

const markerColumn = columnHelperFor<HarmMarker>();

function MarkersList() {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePaged('markers', (page) =>
    api.call(calls.listMarkers, { query: { page, perPage: PER_PAGE } }),
  );
  const columns = useMemo(
    () =>
      markerColumn.columns([
        markerColumn.accessor('day', { header: 'Day' }),
        markerColumn.accessor((row) => row.player.email ?? row.player.nickname, {
          id: 'player',
          header: 'Player',
          cell: ({ row }) => <PlayerLink player={row.original.player} />,
        }),
        markerColumn.accessor('kind', {
          header: 'Marker',
          cell: ({ getValue }) => <strong>{MARKER_LABELS[getValue()]}</strong>,
        }),
        markerColumn.accessor('evidence', {
          header: 'Evidence',
          enableSorting: false,
          cell: ({ getValue }) => (
            <ul className="rg-evidence">
              {getValue().map((item) => (
                <li key={`${item.at}-${item.what}`}>
                  <DateTime value={item.at} /> · {item.what}
                  {item.amount !== null && item.currency ? (
                    <span className="numeric"> {money(item.amount, item.currency)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ),
        }),
      ]),
    [money],
  );
  return (
    <PagedTable
      list={list}
      setPage={setPage}
      caption="Markers of harm"
      columns={columns}
      empty="No marker of harm."
      testId="rg-markers-table"
    />
  );
}

const exclusionColumn = columnHelperFor<ExcludedPlayer>();

function ExclusionsList() {
  const api = useApi();
  const { list, setPage } = usePaged('exclusions', (page) =>
    api.call(calls.listExclusions, { query: { page, perPage: PER_PAGE } }),
  );
  const columns = useMemo(
    () =>
      exclusionColumn.columns([
        exclusionColumn.accessor((row) => row.player.email ?? row.player.nickname, {
          id: 'player',
          header: 'Player',
          cell: ({ row }) => <PlayerLink player={row.original.player} />,
        }),
        exclusionColumn.accessor('kind', {
          header: 'Kind',
          cell: ({ getValue }) => (getValue() === 'self-exclusion' ? 'Self-exclusion' : 'Cooling-off'),
        }),
        exclusionColumn.accessor('period', { header: 'Period' }),
        exclusionColumn.accessor('startsAt', {
          header: 'Since',
          cell: ({ getValue }) => <DateTime value={getValue()} />,
        }),
        exclusionColumn.accessor('until', {
          header: 'Until',
          cell: ({ getValue }) => {
            const until = getValue();
            return until ? <DateTime value={until} /> : 'Indefinite';
          },
        }),
      ]),
    [],
  );
  return (
    <PagedTable
      list={list}
      setPage={setPage}
      caption="Excluded and cooling off"
      columns={columns}
      empty="Nobody is self-excluded or cooling off."
      testId="rg-exclusions-table"
    />
  );
}

const changeColumn = columnHelperFor<DeskLimitChange>();

function LimitChangesList() {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePaged('limit-changes', (page) =>
    api.call(calls.listLimitChanges, { query: { page, perPage: PER_PAGE } }),
  );
  const columns = useMemo(
    () =>
      changeColumn.columns([
        changeColumn.accessor('createdAt', {
          header: 'When',
          cell: ({ getValue }) => <DateTime value={getValue()} />,
        }),
        changeColumn.accessor((row) => row.player.email ?? row.player.nickname, {
          id: 'player',
          header: 'Player',
          cell: ({ row }) => <PlayerLink player={row.original.player} />,
        }),
        changeColumn.accessor('definition', {
          header: 'Limit',
          cell: ({ row }) =>
            `${LIMIT_NAMES[row.original.definition] ?? row.original.definition} · ${row.original.period}`,
        }),
        changeColumn.accessor('change', { header: 'Change' }),
        changeColumn.accessor('amount', {
          header: 'Amount',
          cell: ({ row }) => {
            const { amount, previousAmount, currency } = row.original;
            if (amount === null || !currency) return '—';
            const before = previousAmount === null ? '' : `${money(previousAmount, currency)} → `;
            return <span className="numeric">{before + money(amount, currency)}</span>;
          },
        }),
        changeColumn.accessor((row) => row.actor ?? 'unknown', { id: 'actor', header: 'By' }),
      ]),
    [money],
  );
  return (
    <PagedTable
      list={list}
      setPage={setPage}
      caption="Limit changes"
      columns={columns}
      empty="No limit change yet."
      testId="rg-limit-changes-table"
    />
  );
}

const checkColumn = columnHelperFor<AcknowledgedRealityCheck>();

/** "1 h 05 min": a session's length as the reality-check panel showed it. */
export function sessionLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

function RealityChecksList() {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePaged('reality-checks', (page) =>
    api.call(calls.listRealityChecks, { query: { page, perPage: PER_PAGE } }),
  );
  const columns = useMemo(
    () =>
      checkColumn.columns([
        checkColumn.accessor('acknowledgedAt', {
          header: 'Acknowledged',
          cell: ({ getValue }) => <DateTime value={getValue()} />,
        }),
        checkColumn.accessor((row) => row.player.email ?? row.player.nickname, {
          id: 'player',
          header: 'Player',
          cell: ({ row }) => <PlayerLink player={row.original.player} />,
        }),
        checkColumn.accessor('gameId', { header: 'Game' }),
        checkColumn.accessor('intervalSeconds', {
          header: 'Every',
          cell: ({ getValue }) => sessionLength(getValue()),
        }),
        checkColumn.accessor('elapsedSeconds', {
          header: 'Session so far',
          cell: ({ getValue }) => sessionLength(getValue()),
        }),
        checkColumn.accessor('rounds', { header: 'Rounds' }),
        checkColumn.accessor('net', {
          header: 'Net (wins − bets)',
          cell: ({ row, getValue }) => (
            <span className="numeric">{money(getValue(), row.original.currency)}</span>
          ),
        }),
      ]),
    [money],
  );
  return (
    <PagedTable
      list={list}
      setPage={setPage}
      caption="Reality checks acknowledged"
      columns={columns}
      empty="No player has acknowledged a reality check yet."
      testId="rg-reality-checks-table"
    />
  );
}

type PagedTableProps<T> = {
  list: UseQueryResult<Paged<T>>;
  setPage: (page: number) => void;
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column type varies per accessor.
  columns: any[];
  empty: string;
  testId: string;
};

function PagedTable<T extends object>({
  list,
  setPage,
  caption,
  columns,
  empty,
  testId,
}: PagedTableProps<T>) {
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={data}
        getRowId={(row) =>
          (row as { id?: string; limitId?: string }).id ?? (row as { limitId: string }).limitId
        }
        emptyText={empty}
        serverOrdered
        testId={testId}
      />
      <Pager meta={meta} onPage={setPage} />
    </>
  );
}
