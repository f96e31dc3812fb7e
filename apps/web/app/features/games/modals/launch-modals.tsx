import type { Game } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useChooseLaunchMode } from '../hooks/use-game-launch.ts';
import { useModalGame } from '../hooks/use-modal-game.ts';
import { GameModalBody, GameModalHead } from './game-modal-parts.tsx';

/**
 * The game modals of a launch. Each names its game in the flag (`?mobile-game=dice`) and sends the
 * choice to the game page as `?mode=real|demo`, which also drops the flag.
 */

/** On a phone: real money, demo, or not now (open to all; a guest is offered sign-in for real money). */
export function MobileGameModal({ value, close }: ModalProps) {
  const t = useT('modals');
  return (
    <LaunchChoiceModal modal="mobile-game" icon="phone" titleKey="games.mobileGame.title" value={value}>
      {(game) => (
        <>
          <p>{t('games.mobileGame.text')}</p>
          <div className="confirm-modal__actions">
            <RealMoneyChoice game={game} modal="mobile-game" primary />
            <DemoChoice game={game} />
            <CloseButton close={close} />
          </div>
        </>
      )}
    </LaunchChoiceModal>
  );
}

/** Demo mode explained, for a guest or a demo choice: play with virtual coins, or sign in (open to all). */
export function DemoGameModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const { isLoggedIn } = useSession();
  return (
    <LaunchChoiceModal modal="demo-game" icon="dice" titleKey="games.demoGame.title" value={value}>
      {(game) => (
        <>
          <p>{game.isDemoMode ? t('games.demoGame.text') : t('games.demoGame.noDemo')}</p>
          {isLoggedIn ? null : <p className="muted">{t('games.demoGame.signInHint')}</p>}
          <div className="confirm-modal__actions">
            <DemoChoice game={game} primary />
            <RealMoneyChoice game={game} modal="demo-game" primary={!game.isDemoMode} />
            <CloseButton close={close} />
          </div>
        </>
      )}
    </LaunchChoiceModal>
  );
}

/** The frame of a modal that asks how to play the game named in its flag, once the game is loaded. */
function LaunchChoiceModal({
  modal,
  icon,
  titleKey,
  value,
  children,
}: {
  modal: string;
  icon: IconName;
  titleKey: string;
  value: ModalProps['value'];
  children: (game: Game) => ReactNode;
}) {
  const t = useT('modals');
  const query = useModalGame(value);
  const game = query.data;
  const name = game?.name ?? (query.missing ? t('games.thisGame') : null);
  return (
    <div className="game-modal" data-testid={modal}>
      <GameModalHead
        game={game}
        icon={icon}
        title={name ? t(titleKey, { game: name }) : t('games.loading')}
      />
      <GameModalBody query={query}>{game ? children(game) : null}</GameModalBody>
    </div>
  );
}

function CloseButton({ close }: { close: () => void }) {
  const t = useT('modals');
  return (
    <button type="button" className="button button--ghost button--block" onClick={close}>
      {t('games.close')}
    </button>
  );
}

/** Real money refused in the visitor's country (403 14308); the demo stays open when there is one. */
export function GeoRestrictedGameModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const localize = useLocalizePath();
  const query = useModalGame(value);
  const game = query.data;
  return (
    <div className="game-modal" data-testid="geo-restricted-game">
      <GameModalHead game={game} icon="globe" title={t('games.geoRestricted.title')} />
      <p>
        {game ? t('games.geoRestricted.text', { game: game.name }) : t('games.geoRestricted.textGeneric')}
      </p>
      <div className="confirm-modal__actions">
        {game ? <DemoChoice game={game} primary /> : null}
        <Link className="button button--ghost button--block" to={localize('/categories')}>
          {t('games.geoRestricted.browse')}
        </Link>
        <CloseButton close={close} />
      </div>
    </div>
  );
}

function DemoChoice({ game, primary = false }: { game: Game; primary?: boolean }) {
  const t = useT('modals');
  const choose = useChooseLaunchMode();
  if (!game.isDemoMode) return null;
  return (
    <button
      type="button"
      className={`button button--block ${primary ? 'button--primary' : 'button--ghost'}`}
      onClick={() => choose(game.identity, 'demo')}
      data-testid="choose-demo"
    >
      {t('games.playDemo')}
    </button>
  );
}

/** Real money: a player plays (unless the country refuses it), a guest is sent to sign in first. */
function RealMoneyChoice({ game, modal, primary = false }: { game: Game; modal: string; primary?: boolean }) {
  const t = useT('modals');
  const { isLoggedIn } = useSession();
  const { open } = useModals();
  const choose = useChooseLaunchMode();
  const look = primary ? 'button--primary' : 'button--ghost';
  if (!isLoggedIn)
    return (
      <button
        type="button"
        className={`button button--block ${look}`}
        onClick={() => open('sign-in', { closing: [modal] })}
        data-testid="choose-sign-in"
      >
        {t('games.signInToPlay')}
      </button>
    );
  if (game.isRestricted)
    return (
      <p className="notice notice--compact">
        <Icon name="globe" size={18} /> {t('games.realRestricted')}
      </p>
    );
  return (
    <button
      type="button"
      className={`button button--block ${look}`}
      onClick={() => choose(game.identity, 'real')}
      data-testid="choose-real"
    >
      {t('games.playReal')}
    </button>
  );
}
