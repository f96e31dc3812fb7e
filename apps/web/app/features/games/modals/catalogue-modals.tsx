import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { gameQueries } from '../api/games-api.ts';
import { ProviderLogo } from '../components/provider-card.tsx';

/** Picking a category (open to all): each collection with its number of games. */
export function CategoriesModal(_props: ModalProps) {
  const t = useT('modals');
  const api = useApi();
  const { locale } = useSiteData();
  const localize = useLocalizePath();
  const { pathname } = useLocation();
  const collections = useQuery(gameQueries.collections(api, locale));
  return (
    <div className="catalogue-modal" data-testid="categories">
      <ModalTitle>{t('games.categories.title')}</ModalTitle>
      {collections.isPending ? <Spinner label={t('games.loading')} /> : null}
      {collections.isError ? <p className="muted">{t('games.listError')}</p> : null}
      <ul className="catalogue-modal__list">
        {collections.data?.map((collection) => {
          const path = localize(`/categories/${collection.identity}`);
          return (
            <li key={collection.id}>
              <Link
                to={path}
                className="catalogue-modal__item"
                aria-current={pathname === path ? 'page' : undefined}
                data-testid={`categories-item-${collection.identity}`}
              >
                <Icon name="grid" />
                <span className="catalogue-modal__name">{collection.name}</span>
                <span className="pill__count">{collection.gamesCount}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Picking a provider (open to all): its games open on /providers?provider={id}. */
export function ProvidersModal(_props: ModalProps) {
  const t = useT('modals');
  const api = useApi();
  const localize = useLocalizePath();
  const providers = useQuery(gameQueries.providers(api));
  return (
    <div className="catalogue-modal" data-testid="providers">
      <ModalTitle>{t('games.providers.title')}</ModalTitle>
      {providers.isPending ? <Spinner label={t('games.loading')} /> : null}
      {providers.isError ? <p className="muted">{t('games.listError')}</p> : null}
      <ul className="catalogue-modal__list">
        {providers.data?.map((provider) => (
          <li key={provider.id}>
            <Link
              to={`${localize('/providers')}?provider=${encodeURIComponent(provider.id)}`}
              className="catalogue-modal__item"
              data-testid={`providers-item-${provider.id}`}
            >
              <ProviderLogo provider={provider} size={32} />
              <span className="catalogue-modal__name">{provider.name}</span>
              <span className="pill__count">{provider.gameEnabledCount}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="button button--ghost button--block" to={localize('/providers')}>
        {t('games.providers.all')}
      </Link>
    </div>
  );
}
