import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

export type WalletStep = 'methods' | 'form';

type WalletBodyProps = {
  /** Under 768 px only one of the two shows: the method list, or the form with a back button. */
  step: WalletStep;
  onBack: () => void;
  methods: ReactNode;
  form: ReactNode;
};

/** The method list beside the form; separate views on a phone (spec section 2). */
export function WalletBody({ step, onBack, methods, form }: WalletBodyProps) {
  const t = useT('modals');
  return (
    <div className="wallet-body" data-step={step}>
      <div className="wallet-body__methods">
        <h3 className="wallet-body__title">{t('wallet.methods.title')}</h3>
        {methods}
      </div>
      <div className="wallet-body__form">
        <button
          type="button"
          className="link-button wallet-body__back"
          onClick={onBack}
          data-testid="wallet-back"
        >
          <Icon name="chevronLeft" size={16} />
          {t('wallet.methods.back')}
        </button>
        {form}
      </div>
    </div>
  );
}
