import { useTranslation } from 'react-i18next';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { Icon } from '../../../components/ui/icon.tsx';

/** Shown after the e-mail confirmation link was followed (open to all). */
export function ProfileConfirmedModal({ close }: ModalProps) {
  const { t } = useTranslation('modals');
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
