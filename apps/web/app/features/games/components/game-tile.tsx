import type { Game } from '@casino/contracts';
import { gameImageOf } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkPrefetch } from '../../../lib/link-prefetch.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { FavoriteHeart } from './favorite-button.tsx';
import { useTileKit } from './game-tiles.tsx';

/** Game artwork is drawn 3:4; width and height keep the tile's box before the image arrives. */
export const TILE_IMAGE_SIZE = { width: 300, height: 400 };

type Props = {
  game: Game;
  caption?: ReactNode;
  /** One of the first tiles of a page: its artwork loads at once (the page's largest paint). */
  eager?: boolean;
};

/**
 * One game of a grid: artwork, title, provider, RTP badge and, for a player, the favourite heart.
 * Drawn inside <GameTiles>, which its siblings share.
 */
export function GameTile({ game, caption, eager = false }: Props) {
  const { t, localize, isLoggedIn, toggleFavorite } = useTileKit();
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <article className="game-tile" ref={ref} data-testid={`game-tile-${game.identity}`}>
      <Link to={localize(`/games/${game.identity}`)} className="game-tile__link" prefetch={linkPrefetch()}>
        <div className="game-tile__art">
          {near ? (
            <img
              src={gameImageOf(game.images)}
              alt={game.name}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              {...TILE_IMAGE_SIZE}
            />
          ) : null}
        </div>
        <div className="game-tile__body">
          <h3 className="game-tile__title">{game.name}</h3>
          <span className="game-tile__provider">{game.provider.name}</span>
          {caption ? <span className="game-tile__caption">{caption}</span> : null}
        </div>
      </Link>
      {game.rtp ? (
        <span className="game-tile__rtp" title={t('games.rtpLong')}>
          {t('games.tile.rtp', { rtp: game.rtp })}
        </span>
      ) : null}
      {isLoggedIn ? (
        <FavoriteHeart game={game} className="game-tile__favorite" t={t} onToggle={toggleFavorite} />
      ) : null}
    </article>
  );
}
