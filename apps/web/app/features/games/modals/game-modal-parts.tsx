import type { Game } from '@casino/contracts';
import { gameImageOf } from '@casino/contracts';
import type { ReactNode } from 'react';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The top of a game modal: the game's artwork and name, or the icon alone while it loads. */
export function GameModalHead({
  game,
  icon,
  title,
}: {
  game: Game | undefined;
  icon: IconName;
  title: string;
}) {
  return (
    <header className="game-modal__head">
      {game ? (
        <img
          className="game-modal__art"
          src={gameImageOf(game.images)}
          alt={game.name}
          width={96}
          height={128}
        />
      ) : (
        <span className="confirm-modal__icon">
          <Icon name={icon} size={28} />
        </span>
      )}
      <div>
        <ModalTitle>{title}</ModalTitle>
        {game ? <p className="muted game-modal__provider">{game.provider.name}</p> : null}
      </div>
    </header>
  );
}

/** The body of a game modal once its game is known (a spinner while loading, a note if it is gone). */
export function GameModalBody({
  query,
  children,
}: {
  query: { isPending: boolean; missing: boolean; fetchStatus: string };
  children: ReactNode;
}) {
  const t = useT('modals');
  if (query.missing) return <p className="muted">{t('games.gameMissing')}</p>;
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('games.loading')} />;
  return <>{children}</>;
}
