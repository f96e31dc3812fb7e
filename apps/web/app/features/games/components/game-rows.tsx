import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { revealFocused, useScrollEdges } from '../../../lib/scroll-edges.ts';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { gameQueries } from '../api/games-api.ts';
import { type GameRow, lobbyRowQuery } from '../api/page-data.ts';
import { useCatalogueViewer } from '../hooks/use-viewer.ts';
import { GameTile } from './game-tile.tsx';
import { GameTiles } from './game-tiles.tsx';

/** The lobby's rows: a sideways-scrolling row of games per collection, each with "see all". */
export function GameRows({ rows }: { rows: GameRow[] }) {
  return (
    <div className="game-rows" data-testid="game-rows">
      <GameTiles>
        {rows.map((row) => (
          <GameRowSection key={row.collection.id} row={row} />
        ))}
      </GameTiles>
    </div>
  );
}

function GameRowSection({ row }: { row: GameRow }) {
  const t = useT('global-components');
  const api = useApi();
  const localize = useLocalizePath();
  const { viewer, locale } = useCatalogueViewer();
  const titleId = `game-row-${row.collection.identity}`;
  // In the cache, so a heart switched here or anywhere else shows at once.
  const { data: page = row.page } = useQuery({
    ...gameQueries.games(api, lobbyRowQuery(row.collection.id), viewer, locale),
    initialData: row.page,
  });
  return (
    <section
      className="game-row"
      aria-labelledby={titleId}
      data-testid={`game-row-${row.collection.identity}`}
    >
      <div className="game-row__head">
        <h2 id={titleId}>{row.collection.name}</h2>
        <Link to={localize(`/categories/${row.collection.identity}`)} className="game-row__all">
          {t('games.rows.seeAll', { count: row.collection.gamesCount })}
        </Link>
      </div>
      <RowScroller label={row.collection.name}>
        {page.data.map((game) => (
          <li key={game.id}>
            <GameTile game={game} />
          </li>
        ))}
      </RowScroller>
    </section>
  );
}

/** A page of the row's visible width, less a little so the next page starts with a tile seen before. */
const PAGE_SHARE = 0.85;

/**
 * The row's list with previous and next arrows beside it (desktop: fingers and trackpads swipe),
 * each disabled at its end of the row.
 */
function RowScroller({ label, children }: { label: string; children: ReactNode }) {
  const t = useT('global-components');
  const list = useRef<HTMLUListElement>(null);
  const { edges, measure } = useScrollEdges(list);
  const scroll = (direction: -1 | 1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * PAGE_SHARE, behavior: 'smooth' });
  };
  return (
    <div className="game-row__scroller">
      <button
        type="button"
        className="game-row__arrow game-row__arrow--back"
        aria-label={t('games.rows.previous', { name: label })}
        disabled={!edges.canBack}
        onClick={() => scroll(-1)}
      >
        <Icon name="chevronLeft" size={20} />
      </button>
      <ul className="game-row__list" ref={list} onScroll={measure} onFocus={revealFocused}>
        {children}
      </ul>
      <button
        type="button"
        className="game-row__arrow game-row__arrow--forward"
        aria-label={t('games.rows.next', { name: label })}
        disabled={!edges.canForward}
        onClick={() => scroll(1)}
      >
        <Icon name="chevronRight" size={20} />
      </button>
    </div>
  );
}
