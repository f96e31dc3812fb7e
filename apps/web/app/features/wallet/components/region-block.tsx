import { useModals } from '../../../components/modals/use-modals.ts';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useCountries } from '../../identity/hooks/use-countries.ts';

/** The payment region the methods are offered for, with a link to change it (wallet-region). */
export function RegionBlock({ country }: { country: string | null }) {
  const t = useT('modals');
  const { open } = useModals();
  const { countries } = useCountries();
  const name = countries.find((item) => item.code === country)?.name ?? country;
  return (
    <div className="wallet-region" data-testid="wallet-region">
      <span className="wallet-region__flag" aria-hidden="true">
        {country ? <CountryFlag code={country} /> : <Icon name="globe" size={24} />}
      </span>
      <span className="wallet-region__text">
        <span className="wallet-region__label">{t('wallet.region.label')}</span>
        <span className="wallet-region__name">{name ?? t('wallet.region.none')}</span>
      </span>
      <button
        type="button"
        className="link-button wallet-region__change"
        onClick={() => open('wallet-region')}
        data-testid="wallet-region-change"
      >
        {t('wallet.region.change')}
      </button>
    </div>
  );
}
