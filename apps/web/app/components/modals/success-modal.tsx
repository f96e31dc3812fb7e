import { useT } from '../../lib/use-t.ts';
import { Icon } from '../ui/icon.tsx';
import { ModalTitle } from './modal-title.tsx';
import type { ModalProps } from './modal-types.ts';

const MESSAGES = ['generic', 'contact'];

/** A short confirmation; `?success=contact` picks the contact form's wording. */
export function SuccessModal({ value, close }: ModalProps) {
  const t = useT('modals');
  const message = MESSAGES.includes(value) ? value : 'generic';
  return (
    <div className="success-modal">
      <span className="success-modal__icon">
        <Icon name="check" size={32} />
      </span>
      <ModalTitle>{t(`success.${message}.title`)}</ModalTitle>
      <p>{t(`success.${message}.text`)}</p>
      <button type="button" className="button button--primary button--block" onClick={close}>
        {t(`success.${message}.button`)}
      </button>
    </div>
  );
}
