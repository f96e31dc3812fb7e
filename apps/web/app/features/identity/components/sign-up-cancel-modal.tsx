import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** "Leave registration?": asked when a partly filled sign-up form is closed (open to all). */
export function SignUpCancelModal({ close }: ModalProps) {
  const t = useT('modals');
  const { close: closeFlags } = useModals();
  return (
    <div className="confirm-modal">
      <span className="confirm-modal__icon">
        <Icon name="alert" size={28} />
      </span>
      <ModalTitle>{t('signUpCancel.title')}</ModalTitle>
      <p>{t('signUpCancel.text')}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t('signUpCancel.stay')}
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => closeFlags('sign-up-cancel', 'sign-up')}
        >
          {t('signUpCancel.leave')}
        </button>
      </div>
    </div>
  );
}
