import type { Game } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { gameQueries } from '../api/games-api.ts';
import { GameDetails } from '../components/game-details.tsx';
import { GameStage } from '../components/game-stage.tsx';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useCatalogueViewer } from '../hooks/use-viewer.ts';

/** /games/{id}: the game's frame (or poster) with its toolbar, then what the game is. */
export function GamePage({ game: loaded }: { game: Game }) {
  const api = useApi();
  const { viewer, locale } = useCatalogueViewer();
  const { data: game = loaded } = useQuery({
    ...gameQueries.game(api, loaded.identity, viewer, locale),
    initialData: loaded,
  });
  const launch = useGameLaunch(game);
  return (
    <div className="page page--full game-page" data-testid="game-page">
      <GameStage game={game} launch={launch} />
      <GameDetails game={game} />
    </div>
  );
}
