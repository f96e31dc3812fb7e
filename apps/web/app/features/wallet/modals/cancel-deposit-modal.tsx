import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** "Leave the deposit?": asked when the wallet is closed on its deposit tab (open to all). */
export function CancelDepositModal({ close }: ModalProps) {
  const t = useT('modals');
  const { close: closeFlags } = useModals();
  return (
    <div className="confirm-modal" data-testid="cancel-deposit">
      <span className="confirm-modal__icon">
        <Icon name="alert" size={28} />
      </span>
      <ModalTitle>{t('wallet.cancelDeposit.title')}</ModalTitle>
      <p>{t('wallet.cancelDeposit.text')}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t('wallet.cancelDeposit.stay')}
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => closeFlags('cancel-deposit', 'wallet')}
          data-testid="cancel-deposit-leave"
        >
          {t('wallet.cancelDeposit.leave')}
        </button>
      </div>
    </div>
  );
}
