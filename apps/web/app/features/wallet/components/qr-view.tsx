import type { DepositResponse } from '@casino/contracts';
import { useT } from '../../../lib/use-t.ts';
import { CopyButton } from './copy-button.tsx';
import { PaymentPageLink } from './payment-page-link.tsx';
import { QrImage } from './qr-image.tsx';

/** A QR payment: title, description, the code, what to do, and a button to copy the code's text. */
export function QrView({ response, amountLabel }: { response: DepositResponse; amountLabel: string }) {
  const t = useT('modals');
  return (
    <section className="deposit-result qr-view" data-testid="wallet-qr-view">
      <h3>{t('wallet.qr.title')}</h3>
      <p className="muted">{t('wallet.qr.description', { amount: amountLabel })}</p>
      <QrImage src={response.qrImage} />
      <p className="qr-view__instruction">{t('wallet.qr.instruction')}</p>
      {response.qr ? (
        <CopyButton text={response.qr} label={t('wallet.qr.copy')} testId="wallet-qr-copy" />
      ) : null}
      <PaymentPageLink action={response.action} />
    </section>
  );
}
