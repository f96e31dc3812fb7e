import type { PaymentMethodField } from '@casino/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import { isFieldDisabled, localized } from '../lib/method-fields.ts';

type MethodFieldInputProps = {
  field: PaymentMethodField;
  /** The page's locale: labels and hints come in several languages. */
  locale: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
};

/** One dynamic field of a payment method, with its label and hint in the page's language. */
export function MethodFieldInput(props: MethodFieldInputProps) {
  const hint = localized(props.field.hints, props.locale);
  return (
    <div className="method-field">
      <MethodFieldControl {...props} />
      {hint && props.field.fieldType !== 'select' ? <p className="method-field__hint">{hint}</p> : null}
    </div>
  );
}

function MethodFieldControl({
  field,
  locale,
  value,
  error,
  onChange,
  onBlur,
  onFocus,
}: MethodFieldInputProps) {
  const t = useT('modals');
  const disabled = isFieldDisabled(field);
  const common = {
    label: localized(field.labels, locale) ?? t(`wallet.fields.${field.key}`, { defaultValue: field.key }),
    error,
    required: field.isRequired && !disabled,
    disabled,
    name: field.key,
    value,
    onBlur,
    onFocus,
    'data-testid': `wallet-field-${field.key}`,
  };
  if (field.fieldType === 'select')
    return (
      <FormField as="select" {...common} onChange={(event) => onChange(event.target.value)}>
        {field.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </FormField>
    );
  if (field.fieldType === 'textarea')
    return (
      <FormField as="textarea" rows={3} {...common} onChange={(event) => onChange(event.target.value)} />
    );
  return (
    <FormField
      {...common}
      type={field.key === 'phone' ? 'tel' : 'text'}
      inputMode={field.key === 'tag' ? 'numeric' : undefined}
      autoComplete={field.key === 'phone' ? 'tel' : 'off'}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
