import { FreeSpinStatus, type PlayerFreespin } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { bonusesQueries } from '../api/bonuses-api.ts';
import type { useBonusButtons } from '../hooks/use-bonus-actions.ts';
import { useMoney } from '../hooks/use-money.ts';
import { Fact } from './bonus-card.tsx';
import { Expiry } from './expiry.tsx';
import { ProgressBar } from './progress-bar.tsx';

type FreespinCardProps = { spin: PlayerFreespin; buttons: ReturnType<typeof useBonusButtons> };

/** Free spins: how many are used, on which game, at what stake, what they won, until when. */
export function FreespinCard({ spin, buttons }: FreespinCardProps) {
  const t = useT('modals');
  const api = useApi();
  const localize = useLocalizePath();
  const money = useMoney(spin.currency);
  const game = useQuery(bonusesQueries.game(api, spin.gameId)).data;
  const active = spin.status === FreeSpinStatus.active;
  const status = active ? 'active' : 'issued';
  const gamePath = localize(`/games/${encodeURIComponent(spin.gameId)}`);
  const used = { used: spin.usedCount, count: spin.count };
  return (
    <article className="bonus-card" data-testid="player-freespin" data-status={status}>
      <header className="bonus-card__head">
        <h3>{spin.name}</h3>
        <span className={`bonus-status bonus-status--${status}`}>{t(`bonuses.status.${status}`)}</span>
      </header>
      <p className="wager-bar__labels">
        <span>{t('bonuses.spins.label')}</span>
        <span data-testid="freespin-used">{t('bonuses.spins.used', used)}</span>
      </p>
      <ProgressBar
        percent={spin.progress}
        label={t('bonuses.spins.label')}
        valueText={t('bonuses.spins.used', used)}
      />
      <dl className="bonus-facts">
        <Fact label={t('bonuses.spins.game')}>
          <Link to={gamePath} data-testid="freespin-game">
            {game?.name ?? spin.gameId}
          </Link>
        </Fact>
        <Fact label={t('bonuses.spins.bet')}>{money(spin.betAmount)}</Fact>
        <Fact label={t('bonuses.spins.winnings')}>{money(spin.winAmount)}</Fact>
        <Fact label={active ? t('bonuses.spins.playBy') : t('bonuses.facts.activateBy')}>
          <Expiry iso={active ? (spin.expiredAt ?? spin.wageringExpiredAt) : spin.activationExpiredAt} />
        </Fact>
      </dl>
      <div className="bonus-card__actions">
        <span className="bonus-card__spacer" />
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => buttons.cancelFreespin(spin.id, active)}
          data-testid="freespin-cancel"
        >
          {t('bonuses.actions.cancel')}
        </button>
        {active ? (
          <Link className="button button--primary button--small" to={gamePath} data-testid="freespin-play">
            {t('bonuses.actions.play')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={buttons.pending}
            onClick={() => buttons.activateFreespin(spin.id)}
            data-testid="freespin-activate"
          >
            {t('bonuses.actions.activate')}
          </button>
        )}
      </div>
    </article>
  );
}
