import type { Game } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';

/** What the game page tells about a game: provider, RTP, volatility, description. */
export function GameDetails({ game }: { game: Game }) {
  const t = useT('global-components');
  return (
    <section className="game-details" aria-labelledby="game-details-title" data-testid="game-details">
      <h2 id="game-details-title">{t('games.details.title')}</h2>
      <dl className="facts game-details__facts">
        <div>
          <dt>{t('games.details.provider')}</dt>
          <dd>{game.provider.name}</dd>
        </div>
        <div>
          <dt>{t('games.rtpLong')}</dt>
          <dd>
            {game.rtp ? t('games.details.rtpValue', { rtp: game.rtp }) : t('games.details.notPublished')}
          </dd>
        </div>
        <div>
          <dt>{t('games.details.volatility')}</dt>
          <dd>
            {game.volatility ? t(`games.volatility.${game.volatility}`) : t('games.details.notPublished')}
          </dd>
        </div>
        <div>
          <dt>{t('games.details.demo')}</dt>
          <dd>{game.isDemoMode ? t('games.details.yes') : t('games.details.no')}</dd>
        </div>
      </dl>
      {game.description ? <p className="game-details__text">{game.description}</p> : null}
    </section>
  );
}
