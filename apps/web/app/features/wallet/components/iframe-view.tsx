import { useT } from '../../../lib/use-t.ts';

/** The provider's hosted payment page inside the wallet. */
export function IframeView({ action }: { action: string }) {
  const t = useT('modals');
  return (
    <section className="deposit-result iframe-view" data-testid="wallet-iframe-view">
      <iframe className="iframe-view__frame" src={action} title={t('wallet.iframe.title')} />
      <p className="muted iframe-view__note">{t('wallet.iframe.note')}</p>
    </section>
  );
}
