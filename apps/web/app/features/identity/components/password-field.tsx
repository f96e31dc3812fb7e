import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import { FieldFrame, fieldAria } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

type PasswordFieldProps = {
  label: string;
  error?: string;
  required?: boolean;
  /** Shows the strength meter under the field (registration, new passwords). */
  strengthOf?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password box with a show/hide button and, where a password is chosen, the strength meter. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, required, strengthOf, ...input },
  ref,
) {
  const t = useT('fields-settings');
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <div className="password-input">
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__control"
          {...fieldAria(error, required, errorId)}
        />
        <button
          type="button"
          className="password-input__toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
      {strengthOf === undefined ? null : <PasswordStrengthMeter password={strengthOf} />}
    </FieldFrame>
  );
});
