import { type GameWinner, gameImageOf } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { historyQueries } from '../api/games-api.ts';

/**
 * The live feed of wins (GET /api/game/spins/winners, polled): who won what on which game. The strip
 * keeps its height whether it is loading, empty or full, so the page below does not move.
 */
export function WinnersStrip() {
  const t = useT('global-components');
  const api = useApi();
  const winners = useQuery(historyQueries.winners(api));
  const list = winners.data ?? [];
  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winners-strip">
      <h2 id="winners-title" className="winners__title">
        <span className="online-count__dot" aria-hidden="true" /> {t('games.winners.title')}
      </h2>
      {list.length > 0 ? (
        <ul className="winners__list" aria-live="polite">
          {list.map((winner) => (
            <WinnerItem key={winner.id} winner={winner} />
          ))}
        </ul>
      ) : (
        <p className="muted winners__empty">
          {winners.isPending ? t('games.winners.loading') : t('games.winners.empty')}
        </p>
      )}
    </section>
  );
}

function WinnerItem({ winner }: { winner: GameWinner }) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const localize = useLocalizePath();
  const { unitOf } = useWalletAccounts();
  const amount = formatMoney(winner.payout, unitOf(winner.currency), locale);
  const image = gameImageOf(winner.gameImages);
  const body = (
    <>
      {image ? (
        <img src={image} alt="" width={36} height={48} loading="lazy" className="winners__art" />
      ) : null}
      <span className="winners__text">
        <span className="winners__who">{t('games.winners.won', { player: winner.nickname })}</span>
        <strong className="winners__amount">{amount}</strong>
        <span className="muted winners__game">{winner.gameName}</span>
      </span>
    </>
  );
  return (
    <li className="winners__item" data-testid="winner">
      {winner.gameId ? (
        <Link to={localize(`/games/${winner.gameIdentity}`)} className="winners__link">
          {body}
        </Link>
      ) : (
        <span className="winners__link">{body}</span>
      )}
    </li>
  );
}
