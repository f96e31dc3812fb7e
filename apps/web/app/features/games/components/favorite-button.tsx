import type { Game } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type FavoriteChange, useFavoriteToggle } from '../hooks/use-favorite.ts';

/** The heart on the game page: a player's favourite, switched on and off in place. */
export function FavoriteButton({ game, className }: { game: Game; className?: string }) {
  const t = useT('global-components');
  const toggle = useFavoriteToggle();
  return <FavoriteHeart game={game} className={className} t={t} onToggle={toggle.mutate} />;
}

type HeartProps = {
  game: Game;
  className?: string;
  /** The global-components translator. */
  t: TFunction<'global-components'>;
  onToggle: (change: FavoriteChange) => void;
};

/** The heart itself; a grid's tiles share one translator and one toggle (game-tiles.tsx). */
export function FavoriteHeart({ game, className = '', t, onToggle }: HeartProps) {
  const label = game.isFavorite
    ? t('games.favorite.remove', { game: game.name })
    : t('games.favorite.add', { game: game.name });
  return (
    <button
      type="button"
      className={`favorite-button ${className}`.trim()}
      aria-pressed={game.isFavorite}
      aria-label={label}
      title={label}
      onClick={() => onToggle({ gameId: game.id, title: game.name, isFavorite: !game.isFavorite })}
      data-testid={`favorite-${game.identity}`}
    >
      <Icon name="heart" size={18} />
    </button>
  );
}
