import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';

/** Waiting for the provider: an image, a title and what happens next. */
export function AwaitInvoiceView({ action }: { action?: string | null }) {
  const t = useT('modals');
  return (
    <section className="deposit-result await-view" data-testid="wallet-await-view">
      <img
        className="await-view__image"
        src="/images/wallet/await-invoice.svg"
        alt=""
        width={120}
        height={120}
      />
      <h3>{t('wallet.await.title')}</h3>
      <p className="muted">{t('wallet.await.description')}</p>
      <Spinner label={t('wallet.await.title')} />
      {action ? (
        <a className="button button--ghost button--small" href={action} target="_blank" rel="noreferrer">
          {t('wallet.await.reopen')}
        </a>
      ) : null}
    </section>
  );
}
