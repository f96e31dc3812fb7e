import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';

/** Shown after the e-mail confirmation link was followed (open to all). */
export function ProfileConfirmedModal({ close }: ModalProps) {
  const t = useT('modals');
  return (
    <div className="success-modal">
      <span className="success-modal__icon">
        <Icon name="check" size={32} />
      </span>
      <ModalTitle>{t('profileConfirmed.title')}</ModalTitle>
      <p>{t('profileConfirmed.text')}</p>
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t('profileConfirmed.button')}
      </button>
    </div>
  );
}
