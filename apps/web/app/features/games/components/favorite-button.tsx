import type { Game } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useFavoriteToggle } from '../hooks/use-favorite.ts';

/** The heart on a tile or the game page: a player's favourite, switched on and off in place. */
export function FavoriteButton({ game, className = '' }: { game: Game; className?: string }) {
  const { t } = useTranslation('global-components');
  const toggle = useFavoriteToggle();
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
      onClick={() => toggle.mutate({ gameId: game.id, title: game.name, isFavorite: !game.isFavorite })}
      data-testid={`favorite-${game.identity}`}
    >
      <Icon name="heart" size={18} />
    </button>
  );
}
