import { useModals } from '../../../components/modals/use-modals.ts';
import { useT } from '../../../lib/use-t.ts';
import type { useEquivalentCurrency } from '../lib/equivalent-currency.ts';

/** The fiat-equivalent switch (on sets USD, off removes it) and the way to pick another fiat. */
export function EquivalentToggle({ equivalent }: { equivalent: ReturnType<typeof useEquivalentCurrency> }) {
  const t = useT('modals');
  const { open } = useModals();
  return (
    <div className="equivalent-toggle">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={equivalent.enabled}
          checked={equivalent.enabled}
          onChange={(event) => equivalent.toggle(event.target.checked)}
          data-testid="wallet-equivalent-toggle"
        />
        <span className="switch__track" aria-hidden="true" />
        <span>{t('wallet.currencies.equivalent')}</span>
      </label>
      {equivalent.code ? (
        <button
          type="button"
          className="link-button"
          onClick={() => open('equivalent-currency')}
          data-testid="wallet-equivalent-change"
        >
          {t('wallet.currencies.equivalentChange', { currency: equivalent.code })}
        </button>
      ) : null}
    </div>
  );
}
