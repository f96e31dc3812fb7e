import { useT } from '../../../lib/use-t.ts';

/** The provider's own payment page, for players who would rather pay there. */
export function PaymentPageLink({ action }: { action: string | null }) {
  const t = useT('modals');
  if (!action) return null;
  return (
    <a
      className="payment-page-link"
      href={action}
      target="_blank"
      rel="noreferrer"
      data-testid="wallet-payment-page"
    >
      {t('wallet.paymentPage')}
    </a>
  );
}
