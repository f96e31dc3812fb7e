import type { PaymentMethod } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';
import { useMethodTitle } from '../hooks/use-method-title.ts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { formatMoney } from '../lib/display-unit.ts';
import { MethodLogo } from './method-logo.tsx';

type MethodListProps = {
  methods: PaymentMethod[] | undefined;
  isPending: boolean;
  selected: string | null;
  unit: DisplayUnit;
  locale: string;
  onSelect: (method: PaymentMethod) => void;
};

/** The payment methods, with two placeholders while they load and a line when there are none. */
export function MethodList({ methods, isPending, selected, unit, locale, onSelect }: MethodListProps) {
  const t = useT('modals');
  const title = useMethodTitle();
  if (isPending)
    return (
      <div className="method-list" aria-busy="true" data-testid="wallet-methods-loading">
        <span className="method-list__placeholder" />
        <span className="method-list__placeholder" />
      </div>
    );
  if (!methods || methods.length === 0)
    return (
      <p className="method-list__empty" data-testid="wallet-methods-empty">
        {t('wallet.methods.notAvailable')}
      </p>
    );
  return (
    <div
      className="method-list"
      role="listbox"
      aria-label={t('wallet.methods.title')}
      data-testid="wallet-methods"
    >
      {methods.map((method) => (
        <button
          key={method.method}
          type="button"
          role="option"
          aria-selected={selected === method.method}
          className="method-list__item"
          onClick={() => onSelect(method)}
          data-testid={`wallet-method-${method.method}`}
        >
          <MethodLogo src={method.logo} size={36} />
          <span className="method-list__text">
            <span className="method-list__name">{title(method.method)}</span>
            <span className="method-list__limits">
              {t('wallet.methods.limits', {
                min: formatMoney(method.amountMin, unit, locale),
                max: formatMoney(method.amountMax, unit, locale),
              })}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
