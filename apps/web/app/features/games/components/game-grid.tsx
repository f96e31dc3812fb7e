import type { Game } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { GameTile } from './game-tile.tsx';
import { GameTiles } from './game-tiles.tsx';

/** The tiles of a grid's first row on a desktop: their artwork is the page's largest paint. */
const EAGER_TILES = 5;

/** Placeholder tiles while the first page loads: the grid keeps its height. */
const SKELETON_TILES = 8;

export type GameGridState<T extends Game = Game> = {
  items: T[];
  total: number;
  isPending: boolean;
  isError: boolean;
  isUpdating?: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

type Props<T extends Game> = {
  grid: GameGridState<T>;
  /** What an empty grid says (no favourites yet, nothing matches the search ...). */
  empty: ReactNode;
  caption?: (game: T) => ReactNode;
  testId?: string;
};

/** A grid of game tiles with "load more" and its loading, empty and error states. */
export function GameGrid<T extends Game>({ grid, empty, caption, testId = 'game-grid' }: Props<T>) {
  const t = useT('global-components');
  if (grid.isError && grid.items.length === 0)
    return (
      <p className="notice notice--error" role="alert" data-testid={`${testId}-error`}>
        <Icon name="alert" /> {t('games.grid.loadError')}
        <button type="button" className="link-button" onClick={grid.retry}>
          {t('games.grid.retry')}
        </button>
      </p>
    );
  if (grid.isPending) return <SkeletonGrid />;
  if (grid.items.length === 0)
    return (
      <div className="game-grid__empty" data-testid={`${testId}-empty`}>
        {empty}
      </div>
    );
  return (
    <div className="game-grid-wrap">
      <ul className="game-grid" aria-busy={grid.isUpdating || undefined} data-testid={testId}>
        <GameTiles>
          {grid.items.map((game, index) => (
            <li key={game.id}>
              <GameTile game={game} caption={caption?.(game)} eager={index < EAGER_TILES} />
            </li>
          ))}
        </GameTiles>
      </ul>
      <div className="game-grid__more">
        <p className="muted" data-testid={`${testId}-count`}>
          {t('games.grid.shown', { shown: grid.items.length, total: grid.total })}
        </p>
        {grid.hasMore ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={grid.loadMore}
            disabled={grid.isLoadingMore}
            data-testid={`${testId}-more`}
          >
            {grid.isLoadingMore ? <Spinner label={t('games.grid.loadingMore')} /> : t('games.grid.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function SkeletonGrid() {
  const t = useT('global-components');
  return (
    <ul className="game-grid" aria-busy="true" aria-label={t('games.grid.loading')}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className="game-tile game-tile--skeleton" aria-hidden="true">
          <div className="game-tile__art" />
          <div className="game-tile__body">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
