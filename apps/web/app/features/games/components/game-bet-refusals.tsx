import {
  GAME_BET_MAX_EXCEED_EVENT,
  GAME_BET_RESTRICTED_EVENT,
  type Game,
  type GameBetRestrictedPayload,
  gameBetMaxExceedPayloadSchema,
  gameBetRestrictedPayloadSchema,
} from '@casino/contracts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { readPublication } from '../../../lib/realtime/publications.ts';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { maxBetsFlagValue } from '../lib/bet-flags.ts';

const isOf = (game: Game, refused: GameBetRestrictedPayload) =>
  refused.gameId === game.id || refused.gameIdentity === game.identity;

/**
 * On a game's page played for real money: a bet of this game that a bonus rule refused opens
 * restricted-bets or max-bets (client contract, game:bets). Other tabs and other games' pages leave
 * it to the page where the bet was made.
 */
export function GameBetRefusals({ game }: { game: Game }) {
  const { open } = useModals();
  usePlayerRealtimeEvent('game:bets', (data) => {
    const publication = readPublication(data);
    if (publication?.event === GAME_BET_RESTRICTED_EVENT) {
      const parsed = gameBetRestrictedPayloadSchema.safeParse(publication);
      if (parsed.success && isOf(game, parsed.data))
        open('restricted-bets', { value: parsed.data.gameIdentity });
      return;
    }
    if (publication?.event === GAME_BET_MAX_EXCEED_EVENT) {
      const parsed = gameBetMaxExceedPayloadSchema.safeParse(publication);
      if (parsed.success && isOf(game, parsed.data))
        open('max-bets', { value: maxBetsFlagValue(parsed.data) });
    }
  });
  return null;
}
