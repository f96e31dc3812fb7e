import {
  GAME_BET_EVENT,
  GAME_BET_LIMIT_REACHED_EVENT,
  GAME_BET_MAX_EXCEED_EVENT,
  GAME_BET_RESTRICTED_EVENT,
  gameBetLimitReachedPayloadSchema,
  gameBetMaxExceedPayloadSchema,
  gameBetRestrictedPayloadSchema,
} from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useModals } from '../../../components/modals/use-modals.ts';
import { readPublication } from '../../../lib/realtime/publications.ts';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { GAME_BETS_QUERY_KEY } from '../api/games-api.ts';
import { maxBetsFlagValue } from '../lib/bet-flags.ts';

/**
 * The games' live side, mounted once in the layout for a signed-in player (spec section 8): a
 * refused bet opens restricted-bets, max-bets or game-limit-reached over whatever page is open; every round change
 * reloads the history's Games tab.
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
    if (publication.event === GAME_BET_RESTRICTED_EVENT) {
      const parsed = gameBetRestrictedPayloadSchema.safeParse(publication);
      if (parsed.success) open('restricted-bets', { value: parsed.data.gameIdentity });
      return;
    }
    if (publication.event === GAME_BET_LIMIT_REACHED_EVENT) {
      const parsed = gameBetLimitReachedPayloadSchema.safeParse(publication);
      if (parsed.success) open('game-limit-reached', { value: String(parsed.data.code) });
      return;
    }
    if (publication.event === GAME_BET_MAX_EXCEED_EVENT) {
      const parsed = gameBetMaxExceedPayloadSchema.safeParse(publication);
      if (parsed.success) open('max-bets', { value: maxBetsFlagValue(parsed.data) });
    }
  });
  return null;
}
