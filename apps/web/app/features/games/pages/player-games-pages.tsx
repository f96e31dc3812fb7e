import type { Game, PlayedGame } from '@casino/contracts';
import { Link } from 'react-router';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { gridKeys, gridPages } from '../api/games-api.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { type GamePage, useGamePages } from '../hooks/use-game-pages.ts';
import { useCatalogueViewer } from '../hooks/use-viewer.ts';
import { GAMES_PER_PAGE } from '../lib/catalogue-filters.ts';

/** /favorites: the player's favourite games, newest first; a guest is asked to sign in. */
export function FavoritesPage({ firstPage }: { firstPage: GamePage<Game> | null }) {
  const t = useT('global-components');
  const api = useApi();
  const { locale, isLoggedIn } = useCatalogueViewer();
  const grid = useGamePages({
    queryKey: gridKeys.favorites(locale),
    fetchPage: (page) => gridPages.favorites(api, page, GAMES_PER_PAGE),
    firstPage: firstPage ?? undefined,
    enabled: isLoggedIn,
  });
  return (
    <PlayerGamesFrame
      title={t('games.favorites.title')}
      text={t('games.favorites.text')}
      testId="favorites-page"
    >
      {isLoggedIn ? (
        <GameGrid
          grid={grid}
          empty={<EmptyList text={t('games.favorites.empty')} />}
          testId="favorites-grid"
        />
      ) : (
        <SignInPrompt icon="heart" text={t('games.favorites.guest')} />
      )}
    </PlayerGamesFrame>
  );
}

/** /recently-played: the games the player launched, the latest first, with when. */
export function RecentlyPlayedPage({ firstPage }: { firstPage: GamePage<PlayedGame> | null }) {
  const t = useT('global-components');
  const api = useApi();
  const { locale, isLoggedIn } = useCatalogueViewer();
  const grid = useGamePages({
    queryKey: gridKeys.played(locale),
    fetchPage: (page) => gridPages.played(api, page, GAMES_PER_PAGE),
    firstPage: firstPage ?? undefined,
    enabled: isLoggedIn,
  });
  return (
    <PlayerGamesFrame title={t('games.played.title')} text={t('games.played.text')} testId="played-page">
      {isLoggedIn ? (
        <GameGrid
          grid={grid}
          empty={<EmptyList text={t('games.played.empty')} />}
          caption={(game) => (
            <>
              {t('games.played.lastPlayed')} <LocalTime iso={game.lastPlayedAt} />
            </>
          )}
          testId="played-grid"
        />
      ) : (
        <SignInPrompt icon="history" text={t('games.played.guest')} />
      )}
    </PlayerGamesFrame>
  );
}

function PlayerGamesFrame({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="page catalogue-page" data-testid={testId}>
      <header className="catalogue-head">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
      </header>
      <section>{children}</section>
    </div>
  );
}

function EmptyList({ text }: { text: string }) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  return (
    <>
      <p className="muted">{text}</p>
      <Link className="button button--primary button--small" to={localize('/categories')}>
        {t('games.browse')}
      </Link>
    </>
  );
}
