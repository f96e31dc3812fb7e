import { type GameProvider, providerLogoOf } from '@casino/contracts';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';

/** A provider's logo, name and number of games; it links to the provider's games on /providers. */
export function ProviderCard({ provider, selected }: { provider: GameProvider; selected: boolean }) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  return (
    <Link
      to={`${localize('/providers')}?provider=${encodeURIComponent(provider.id)}`}
      className="provider-card"
      aria-current={selected ? 'true' : undefined}
      preventScrollReset
      data-testid={`provider-card-${provider.id}`}
    >
      <ProviderLogo provider={provider} />
      <span className="provider-card__name">{provider.name}</span>
      <span className="muted provider-card__count">
        {t('games.providers.count', { count: provider.gameEnabledCount })}
      </span>
    </Link>
  );
}

/** The logo, or the provider's initial on a tile of the same size when it has none. */
export function ProviderLogo({ provider, size = 56 }: { provider: GameProvider; size?: number }) {
  const logo = providerLogoOf(provider);
  if (logo)
    return (
      <img
        className="provider-logo"
        src={logo}
        alt={provider.name}
        width={size}
        height={size}
        loading="lazy"
      />
    );
  return (
    <span
      className="provider-logo provider-logo--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {provider.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
