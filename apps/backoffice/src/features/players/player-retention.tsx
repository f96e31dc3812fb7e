import {
  backofficePlayerHistoryRoutes as calls,
  type LoyaltyMovement,
  type PlayerQuest,
  type StaffTournamentEntry,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { PagedTable, PER_PAGE, usePlayerPages } from './player-history.tsx';
import { QUEST_STATE_LABELS, TOURNAMENT_STATE_LABELS } from './player-labels.ts';
import { Facts } from './player-sections.tsx';
import { PLAYER_QUERY_KEY } from './use-player.ts';

const LOYALTY_KIND_LABELS: Record<LoyaltyMovement['kind'], string> = {
  earn: 'Earned by play',
  spend: 'Spent',
  award: 'Awarded',
};

/** The player's loyalty level and points. */
export function PlayerLoyaltyFacts({ playerId }: { playerId: string }) {
  const api = useApi();
  const loyalty = useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, 'loyalty'],
    queryFn: () => api.call(calls.playerLoyalty, { params: { id: playerId } }),
  });
  if (loyalty.isPending) return <LoadingState />;
  if (loyalty.isError) return <ErrorState error={loyalty.error} onRetry={() => void loyalty.refetch()} />;
  const { account, enabled } = loyalty.data.data;
  if (!account)
    return <p className="muted">No loyalty account yet{enabled ? '' : ' (the club is closed)'}.</p>;
  return (
    <Facts
      rows={[
        ['Level', account.currentLevel.name],
        [
          'Points',
          <span key="points" className="number">
            {account.points}
          </span>,
        ],
        [
          'Earned in all',
          <span key="earned" className="number">
            {account.earnedPoints}
          </span>,
        ],
        [
          'Next level',
          account.nextLevel ? `${account.nextLevel.name} at ${account.nextLevel.points} points` : null,
        ],
        ['Club', enabled ? 'Open' : 'Closed'],
      ]}
    />
  );
}

const pointsColumn = columnHelperFor<LoyaltyMovement>();
const pointsColumns = pointsColumn.columns([
  pointsColumn.accessor('createdAt', {
    header: 'Time',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
  }),
  pointsColumn.accessor('kind', {
    header: 'Movement',
    cell: ({ getValue }) => LOYALTY_KIND_LABELS[getValue()],
  }),
  pointsColumn.accessor('points', {
    header: 'Points',
    cell: ({ getValue }) => (
      <span className="number">
        {getValue() > 0 ? '+' : ''}
        {getValue()}
      </span>
    ),
  }),
  pointsColumn.accessor('reference', {
    header: 'For',
    cell: ({ getValue }) => (
      <code className="clip" title={getValue() ?? ''}>
        {getValue() ?? '—'}
      </code>
    ),
  }),
]);

/** Every change of the player's points, newest first. */
export function PlayerLoyaltyMovements({ playerId }: { playerId: string }) {
  const api = useApi();
  const { list, setPage } = usePlayerPages(playerId, ['loyalty-points'], (page) =>
    api.call(calls.playerLoyaltyMovements, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Loyalty points"
      columns={pointsColumns}
      getRowId={(movement) => movement.id}
      emptyText="No points yet."
      testId="player-loyalty-points"
    />
  );
}

const questColumn = columnHelperFor<PlayerQuest>();
const questColumns = questColumn.columns([
  questColumn.accessor('name', { header: 'Quest' }),
  questColumn.accessor('state', { header: 'State', cell: ({ getValue }) => QUEST_STATE_LABELS[getValue()] }),
  questColumn.accessor('tasks', {
    header: 'Progress',
    cell: ({ getValue }) => {
      const tasks = getValue();
      return `${tasks.filter((task) => task.isCompleted).length} of ${tasks.length} tasks`;
    },
  }),
  questColumn.accessor('activatedAt', {
    header: 'Taken',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
  }),
  questColumn.display({
    id: 'end',
    header: 'Completed or ends',
    cell: ({ row }) => <DateTime value={row.original.completedAt ?? row.original.endAt} />,
  }),
]);

/** The quests the player took, newest first, active and finished. */
export function PlayerQuests({ playerId }: { playerId: string }) {
  const api = useApi();
  const { list, setPage } = usePlayerPages(playerId, ['quests'], (page) =>
    api.call(calls.playerQuests, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Quests"
      columns={questColumns}
      getRowId={(quest) => quest.id}
      emptyText="No quest taken yet."
      testId="player-quests"
    />
  );
}

const tournamentColumn = columnHelperFor<StaffTournamentEntry>();

/** The tournaments the player entered, newest first, with their place and prize. */
export function PlayerTournaments({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePlayerPages(playerId, ['tournaments'], (page) =>
    api.call(calls.playerTournaments, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  const columns = tournamentColumn.columns([
    tournamentColumn.accessor('title', { header: 'Tournament' }),
    tournamentColumn.accessor('state', {
      header: 'State',
      cell: ({ getValue }) => TOURNAMENT_STATE_LABELS[getValue()] ?? getValue(),
    }),
    tournamentColumn.accessor('points', {
      header: 'Score',
      cell: ({ getValue }) => <span className="number">{getValue()}</span>,
    }),
    tournamentColumn.accessor('place', {
      header: 'Place',
      cell: ({ getValue }) => getValue() ?? <span className="muted">—</span>,
    }),
    tournamentColumn.accessor('prize', {
      header: 'Prize',
      cell: ({ getValue }) => {
        const prize = getValue();
        if (!prize) return <span className="muted">—</span>;
        return prize.currency ? `${prize.title} (${money(prize.amount, prize.currency)})` : prize.title;
      },
    }),
    tournamentColumn.accessor('joinedAt', {
      header: 'Entered',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
    }),
    tournamentColumn.accessor('endAt', {
      header: 'Ends',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
    }),
  ]);
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Tournaments"
      columns={columns}
      getRowId={(entry) => entry.tournamentId}
      emptyText="No tournament entered yet."
      testId="player-tournaments"
    />
  );
}
