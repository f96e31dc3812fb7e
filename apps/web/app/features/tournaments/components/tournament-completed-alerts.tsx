import { tournamentCompletedPushSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { PLAYER_QUERY_KEY, useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { TOURNAMENTS_KEY } from '../api/tournaments-api.ts';

/**
 * Mounted once for a signed-in player (the `tournaments` channel is subscribed on login, client
 * contract section 13): a tournament.completed push alerts the player who holds one of its prizes,
 * and the tournaments on screen are read again.
 */
export function TournamentCompletedAlerts() {
  const t = useT('alerts');
  const pushAlert = useAlerts();
  const queryClient = useQueryClient();
  const playerId = useSession().player?.id;
  useRealtimeEvent(playerId ? 'tournaments' : null, (data) => {
    const pushed = tournamentCompletedPushSchema.safeParse(data);
    if (!pushed.success) return;
    const { tournament } = pushed.data;
    void queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_KEY, 'tournament', tournament.identity] });
    const prize = tournament.prizes.find((item) => item.entry?.playerId === playerId);
    if (!prize) return;
    const values = { tournament: tournament.title, place: prize.place, prize: prize.title };
    pushAlert({
      type: 'success',
      title: t('tournament.completed.title', values),
      text: t('tournament.completed.text', values),
    });
  });
  return null;
}
