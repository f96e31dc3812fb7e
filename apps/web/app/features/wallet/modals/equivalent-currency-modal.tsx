import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../hooks/use-wallet-accounts.ts';
import { useEquivalentCurrency } from '../lib/equivalent-currency.ts';

/** The fiat the wallet's balances are also shown in (kept in local storage). */
export function EquivalentCurrencyModal({ close }: ModalProps) {
  const t = useT('modals');
  const { init } = useSiteData();
  const { currencies } = useWalletAccounts();
  const equivalent = useEquivalentCurrency(init.settings.equivalentCurrency);
  const fiat = currencies.filter((currency) => currency.type === 'fiat');
  return (
    <div className="choice-modal" data-testid="equivalent-currency">
      <ModalTitle>{t('wallet.equivalentModal.title')}</ModalTitle>
      <p className="muted">{t('wallet.equivalentModal.text')}</p>
      <ul className="choice-modal__list">
        {fiat.map((currency) => (
          <li key={currency.code}>
            <button
              type="button"
              className="choice-modal__item"
              aria-pressed={equivalent.code === currency.code}
              onClick={() => {
                equivalent.choose(currency.code);
                close();
              }}
              data-testid={`equivalent-${currency.code}`}
            >
              <span className="choice-modal__mark" aria-hidden="true">
                {currency.symbol}
              </span>
              <span>{currency.code}</span>
              {equivalent.code === currency.code ? <Icon name="check" size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
      {equivalent.enabled ? (
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => {
            equivalent.toggle(false);
            close();
          }}
        >
          {t('wallet.equivalentModal.off')}
        </button>
      ) : null}
    </div>
  );
}
