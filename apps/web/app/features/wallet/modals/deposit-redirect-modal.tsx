import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useDepositSession } from '../lib/deposit-session.ts';

/** The payment page opened in a new window: what to do there, and a way to open it again. */
export function DepositRedirectModal({ close }: ModalProps) {
  const t = useT('modals');
  const { pending } = useDepositSession();
  return (
    <div className="success-modal deposit-redirect" data-testid="deposit-redirect">
      <img
        className="await-view__image"
        src="/images/wallet/await-invoice.svg"
        alt=""
        width={96}
        height={96}
      />
      <ModalTitle>{t('wallet.redirect.title')}</ModalTitle>
      <p>{t('wallet.redirect.text')}</p>
      <Spinner label={t('wallet.redirect.title')} />
      <div className="confirm-modal__actions">
        {pending?.action ? (
          <a
            className="button button--primary button--block"
            href={pending.action}
            target="_blank"
            rel="noreferrer"
          >
            {t('wallet.redirect.open')}
          </a>
        ) : null}
        <button type="button" className="button button--ghost button--block" onClick={close}>
          {t('wallet.redirect.close')}
        </button>
      </div>
    </div>
  );
}
