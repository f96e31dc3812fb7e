import {
  type TournamentDetail,
  tournamentChannel,
  tournamentEntryChannel,
  tournamentLeaderboardPushSchema,
  tournamentPlayerEntryPushSchema,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import {
  type TournamentPageData,
  tournamentKey,
  tournamentQueries,
  withLeaderboard,
} from '../api/tournaments-api.ts';
import { countdownTarget, phaseOf } from '../lib/format.ts';

/** How often a tournament past its start or end is read again until its state follows (the server's job runs). */
export const OVERDUE_REFETCH_MS = 5000;

/** Whether the clock has passed the moment the tournament's state should change at. */
export function isOverdue(tournament: TournamentDetail | undefined, now = Date.now()): boolean {
  const target = tournament ? countdownTarget(tournament) : null;
  return target !== null && Date.parse(target) <= now;
}

/**
 * The tournament of the page, as the visitor reads it (a player's copy carries their entry), seeded
 * with the loader's when it was read the same way; read again while its start or end is overdue.
 */
export function useTournament(loaded: TournamentPageData) {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const identity = loaded.tournament.identity;
  const query = useQuery({
    ...tournamentQueries.detail(api, identity, isLoggedIn),
    initialData: loaded.asPlayer === isLoggedIn ? loaded.tournament : undefined,
    refetchInterval: (current) => (isOverdue(current.state.data) ? OVERDUE_REFETCH_MS : false),
  });
  return { ...query, queryKey: tournamentKey(identity, isLoggedIn) };
}

/**
 * The live side of an unfinished tournament (client contract section 13): the leaderboard pushed on
 * tournaments:{id} for everyone, the player's own points and place on tournaments:{id}#{pid}.
 */
export function useTournamentLive(tournament: TournamentDetail | undefined, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const { player } = useSession();
  const live = tournament !== undefined && phaseOf(tournament) !== 'finished';
  const id = tournament?.id ?? '';
  const update = (change: (held: TournamentDetail) => TournamentDetail) =>
    queryClient.setQueryData<TournamentDetail>(queryKey, (held) => (held ? change(held) : held));

  useRealtimeEvent(live ? tournamentChannel(id) : null, (data) => {
    const pushed = tournamentLeaderboardPushSchema.safeParse(data);
    if (pushed.success && pushed.data.tournamentId === id)
      update((held) => withLeaderboard(held, pushed.data.leaderboard));
  });

  useRealtimeEvent(live && player ? tournamentEntryChannel(id, player.id) : null, (data) => {
    const pushed = tournamentPlayerEntryPushSchema.safeParse(data);
    if (!pushed.success || pushed.data.entry.tournamentId !== id) return;
    const { points, place } = pushed.data.entry;
    update((held) => ({ ...held, playerEntry: { points, place } }));
  });
}
