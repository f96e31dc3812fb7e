import type { DepositResponse } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';
import { PaymentPageLink } from './payment-page-link.tsx';

/** A method that pays outside the site: the provider's instructions. */
export function MessageView({ response }: { response: DepositResponse }) {
  const t = useT('modals');
  return (
    <section className="deposit-result message-view" data-testid="wallet-message-view">
      <h3>{t('wallet.message.title')}</h3>
      <p className="message-view__text" data-testid="wallet-message-text">
        {response.fields.message ?? t('wallet.message.fallback')}
      </p>
      <p className="muted">{t('wallet.message.after')}</p>
      <PaymentPageLink action={response.action} />
    </section>
  );
}
