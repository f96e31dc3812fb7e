import {
  GAME_BET_EVENT,
  GAME_BET_LIMIT_REACHED_EVENT,
  gameBetLimitReachedPayloadSchema,
} from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useModals } from '../../../components/modals/use-modals.ts';
import { readPublication } from '../../../lib/realtime/publications.ts';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { GAME_BETS_QUERY_KEY } from '../api/games-api.ts';

/**
 * The games' live side, mounted once in the layout for a signed-in player (spec section 8): a bet a
 * loss or wager limit refused opens game-limit-reached over whatever page is open; every round change
 * reloads the history's Games tab. A bet a bonus rule refused opens its modal on the game's own page
 * (`GameBetRefusals`).
 */
export function GameBetsEffects() {
  const queryClient = useQueryClient();
  const { open } = useModals();
  usePlayerRealtimeEvent('game:bets', (data) => {
    const publication = readPublication(data);
    if (!publication) return;
    if (publication.event === GAME_BET_EVENT) {
      void queryClient.invalidateQueries({ queryKey: GAME_BETS_QUERY_KEY });
      return;
    }
    if (publication.event === GAME_BET_LIMIT_REACHED_EVENT) {
      const parsed = gameBetLimitReachedPayloadSchema.safeParse(publication);
      if (parsed.success) open('game-limit-reached', { value: String(parsed.data.code) });
    }
  });
  return null;
}
