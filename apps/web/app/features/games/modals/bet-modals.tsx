import { Link } from 'react-router';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { useModalGame } from '../hooks/use-modal-game.ts';
import { readMaxBetsFlag } from '../lib/bet-flags.ts';
import { GameModalHead } from './game-modal-parts.tsx';

/** A bet above the maximum allowed was refused (game.bet.max.exceed; logged-in only). */
export function MaxBetsModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const flag = readMaxBetsFlag(value);
  const game = useModalGame(flag?.game ?? '').data;
  const name = game?.name ?? t('games.thisGame');
  const amount = flag?.maxBet ? formatMoney(Number(flag.maxBet), unitOf(flag.currency), locale) : null;
  return (
    <div className="game-modal" data-testid="max-bets">
      <GameModalHead game={game} icon="alert" title={t('games.maxBets.title')} />
      <p data-testid="max-bets-text">
        {amount
          ? t('games.maxBets.text', { game: name, amount })
          : t('games.maxBets.textGeneric', { game: name })}
      </p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t('games.maxBets.ok')}
        </button>
      </div>
    </div>
  );
}

/** Bets on this game are not accepted for the player right now (game.bet.restricted; logged-in only). */
export function RestrictedBetsModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const localize = useLocalizePath();
  const game = useModalGame(value).data;
  return (
    <div className="game-modal" data-testid="restricted-bets">
      <GameModalHead game={game} icon="lock" title={t('games.restrictedBets.title')} />
      <p>{t('games.restrictedBets.text', { game: game?.name ?? t('games.thisGame') })}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t('games.restrictedBets.ok')}
        </button>
        <Link className="button button--ghost button--block" to={localize('/categories')}>
          {t('games.restrictedBets.browse')}
        </Link>
      </div>
    </div>
  );
}
