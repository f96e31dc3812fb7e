import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { gameQueries } from '../api/games-api.ts';
import { type GameRow, lobbyRowQuery } from '../api/page-data.ts';
import { useCatalogueViewer } from '../hooks/use-viewer.ts';
import { GameTile } from './game-tile.tsx';

/** The lobby's rows: a sideways-scrolling row of games per collection, each with "see all". */
export function GameRows({ rows }: { rows: GameRow[] }) {
  return (
    <div className="game-rows" data-testid="game-rows">
      {rows.map((row) => (
        <GameRowSection key={row.collection.id} row={row} />
      ))}
    </div>
  );
}

function GameRowSection({ row }: { row: GameRow }) {
  const { t } = useTranslation('global-components');
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
      <ul className="game-row__list">
        {page.data.map((game) => (
          <li key={game.id}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
