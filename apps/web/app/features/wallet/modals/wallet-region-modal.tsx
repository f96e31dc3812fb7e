import { useEffect, useRef, useState } from 'react';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { CountryFlag } from '../../../components/ui/country-flag.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCountries } from '../../identity/hooks/use-countries.ts';
import { usePaymentGeo } from '../lib/payment-geo.ts';

/** The payment region: the methods on offer follow it (kept in local storage as paymentGeo). */
export function WalletRegionModal({ close }: ModalProps) {
  const t = useT('modals');
  const { init } = useSiteData();
  const { player } = useSession();
  const geo = usePaymentGeo(player?.country ?? init.country);
  const { countries, isPending } = useCountries();
  const [search, setSearch] = useState('');
  const chosen = useRef<HTMLButtonElement>(null);
  // The region in use shows at once, wherever it sits in the long list (not the list's top, Afghanistan).
  useEffect(() => {
    if (!isPending) chosen.current?.scrollIntoView({ block: 'center' });
  }, [isPending]);
  const needle = search.trim().toLowerCase();
  const shown = countries.filter(
    (country) =>
      !needle || country.name.toLowerCase().includes(needle) || country.code.toLowerCase() === needle,
  );
  return (
    <div className="choice-modal" data-testid="wallet-region-modal">
      <ModalTitle>{t('wallet.regionModal.title')}</ModalTitle>
      <p className="muted">{t('wallet.regionModal.text')}</p>
      <FormField
        label={t('wallet.regionModal.search')}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {isPending ? <p className="muted">{t('wallet.regionModal.loading')}</p> : null}
      <ul className="choice-modal__list choice-modal__list--scroll">
        {shown.map((country) => (
          <li key={country.code}>
            <button
              type="button"
              className="choice-modal__item"
              aria-pressed={geo.country === country.code}
              ref={geo.country === country.code ? chosen : undefined}
              onClick={() => {
                geo.choose(country.code);
                close();
              }}
              data-testid={`region-${country.code}`}
            >
              <span className="choice-modal__mark" aria-hidden="true">
                <CountryFlag code={country.code} />
              </span>
              <span>{country.name}</span>
              {geo.country === country.code ? <Icon name="check" size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
      {!isPending && shown.length === 0 ? <p className="muted">{t('wallet.regionModal.none')}</p> : null}
    </div>
  );
}
