import type { LoyaltyAccount, PointsOffer } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';
import { LOYALTY_ACCOUNT_KEY, loyaltyQueries } from '../api/loyalty-api.ts';
import {
  exchangePoints,
  newRequestId,
  type PointsOffersData,
  pointsOffersQuery,
} from '../api/points-offers-api.ts';
import { formatPoints } from '../lib/format.ts';

/** The bonuses loyalty points buy; a player exchanges, a guest is asked to sign in. */
export default function PointsExchange({ loaded }: { loaded: PointsOffersData | null }) {
  const t = useT('global-components');
  const { isLoggedIn } = useSession();
  const offers = useQuery({
    ...pointsOffersQuery(useApi(), isLoggedIn),
    initialData: loaded && loaded.asPlayer === isLoggedIn ? loaded.offers : undefined,
  });
  return (
    <section
      className="section points-exchange"
      aria-labelledby="points-exchange-title"
      data-testid="points-exchange"
    >
      <h2 id="points-exchange-title" className="section__title">
        {t('pointsExchange.title')}
      </h2>
      <p className="muted">{t('pointsExchange.text')}</p>
      {!isLoggedIn ? (
        <p>
          <Link to="?sign-in=" preventScrollReset data-testid="points-exchange-sign-in">
            {t('pointsExchange.signIn')}
          </Link>
        </p>
      ) : null}
      {offers.data ? (
        offers.data.length === 0 ? (
          <p className="muted">{t('pointsExchange.empty')}</p>
        ) : (
          <ul className="points-offers">
            {offers.data.map((offer) => (
              <OfferRow key={offer.id} offer={offer} canExchange={isLoggedIn} />
            ))}
          </ul>
        )
      ) : offers.isError ? (
        <p className="notice notice--error" role="alert">
          <Icon name="alert" /> {t('pointsExchange.loadError')}
          <button type="button" className="link-button" onClick={() => void offers.refetch()}>
            {t('pointsExchange.retry')}
          </button>
        </p>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

function OfferRow({ offer, canExchange }: { offer: PointsOffer; canExchange: boolean }) {
  const t = useT('global-components');
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  const exchange = useExchange(offer);
  const held = useQuery({ ...loyaltyQueries.account(useApi()), enabled: canExchange }).data?.points;
  // The server refuses an offer the points do not reach (422): say what is missing instead of offering it.
  const shortfall = held === undefined ? 0 : Math.max(0, offer.points - held);
  return (
    <li className="card points-offer" data-testid="points-offer">
      <div className="points-offer__what">
        <strong>{offer.title}</strong>
        <span data-testid="points-offer-gives">
          {t('pointsExchange.gives', { amount: formatMoney(offer.amount, unitOf(offer.currency), locale) })}
        </span>
        <span className="muted">{t('pointsExchange.wager', { multiplier: offer.wagerMultiplier })}</span>
      </div>
      <span className="points-offer__cost" data-testid="points-offer-cost">
        {t('pointsExchange.cost', { points: formatPoints(offer.points, locale) })}
      </span>
      {canExchange ? (
        <button
          type="button"
          className="button button--primary"
          disabled={exchange.isPending || shortfall > 0}
          aria-busy={exchange.isPending}
          aria-describedby={shortfall > 0 ? `points-shortfall-${offer.id}` : undefined}
          onClick={exchange.start}
          data-testid="points-offer-exchange"
        >
          {exchange.isPending ? t('pointsExchange.exchanging') : t('pointsExchange.exchange')}
        </button>
      ) : null}
      {canExchange && shortfall > 0 ? (
        <span
          id={`points-shortfall-${offer.id}`}
          className="muted points-offer__shortfall"
          data-testid="points-offer-shortfall"
        >
          {t('pointsExchange.shortfall', { points: formatPoints(shortfall, locale) })}
        </span>
      ) : null}
      {exchange.error ? (
        <p className="field__error points-offer__error" role="alert" data-testid="points-offer-error">
          {exchange.error}
        </p>
      ) : null}
    </li>
  );
}

/** One exchange per click, each with its own requestId; the account the answer carries replaces the cached one. */
function useExchange(offer: PointsOffer) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (requestId: string) => exchangePoints(api, offer.id, requestId),
    onMutate: () => setError(null),
    onSuccess: ({ account }) => {
      queryClient.setQueryData<LoyaltyAccount>(LOYALTY_ACCOUNT_KEY, account);
      pushAlert({ type: 'success', title: t('pointsExchange.done', { title: offer.title }) });
    },
    onError: (failure) => {
      const notEnough = failure instanceof ApiError && failure.status === 422 && 'points' in failure.fields;
      setError(notEnough ? t('pointsExchange.notEnough') : t('pointsExchange.failed'));
    },
  });
  return { isPending: mutation.isPending, error, start: () => mutation.mutate(newRequestId()) };
}
