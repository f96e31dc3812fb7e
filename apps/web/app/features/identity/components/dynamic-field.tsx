import type { FieldDefinition } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { FieldError, FormField } from '../../../components/ui/form-field.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityQueries } from '../api/identity-api.ts';
import { useCountries } from '../hooks/use-countries.ts';
import { fieldKind } from '../lib/field-kinds.ts';
import { PasswordField } from './password-field.tsx';
import { PhoneInput } from './phone-input.tsx';

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  password: 'new-password',
  password_confirmation: 'new-password',
  newPassword: 'new-password',
  repeatNewPassword: 'new-password',
  currentPassword: 'current-password',
  nickname: 'nickname',
  firstName: 'given-name',
  lastName: 'family-name',
  birthdate: 'bday',
  city: 'address-level2',
  address: 'street-address',
  postalCode: 'postal-code',
  country: 'country',
};

/** Replaces `{name}` placeholders of a content text with elements (links inside a label). */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
    return <Fragment key={index}>{name && name in elements ? elements[name] : part}</Fragment>;
  });
}

type DynamicFieldProps<V extends FieldValues> = {
  definition: FieldDefinition;
  form: UseFormReturn<V>;
  /** Shows the password strength meter (a password being chosen). */
  strengthMeter?: boolean;
  readOnly?: boolean;
};

/** One field of a server-defined form (registration, profile), with its label from content. */
export function DynamicField<V extends FieldValues>({
  definition,
  form,
  strengthMeter,
  readOnly,
}: DynamicFieldProps<V>) {
  const t = useT('fields-settings');
  const name = definition.name as Path<V>;
  const kind = fieldKind(definition.name);
  const label = t(`fields.${definition.name}`, { defaultValue: definition.description || definition.name });
  const error = form.formState.errors[definition.name]?.message as string | undefined;
  const clearServerError = () => {
    if (form.formState.errors[definition.name]?.type === 'server') form.clearErrors(name);
  };
  const common = {
    label,
    error,
    required: definition.isRequired,
    disabled: readOnly || !definition.editable,
  };

  if (kind === 'checkbox')
    return <CheckboxField definition={definition} form={form} error={error} disabled={common.disabled} />;
  if (kind === 'phone')
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            {...common}
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onFocus={clearServerError}
          />
        )}
      />
    );
  // The starting value goes into the HTML too, so the server-rendered form is already filled in.
  const current = form.getValues(name) as unknown;
  const registered = {
    ...form.register(name),
    onFocus: clearServerError,
    defaultValue: current === null || current === undefined ? '' : String(current),
  };
  if (kind === 'password')
    return (
      <PasswordField
        {...common}
        {...registered}
        autoComplete={AUTOCOMPLETE[definition.name]}
        strengthOf={strengthMeter ? String(form.watch(name) ?? '') : undefined}
      />
    );
  if (kind === 'country') return <CountrySelect {...common} {...registered} />;
  if (kind === 'currency') return <CurrencySelect {...common} {...registered} />;
  if (kind === 'gender')
    return (
      <FormField as="select" {...common} {...registered}>
        <option value="">{t('choose')}</option>
        {(['male', 'female', 'other'] as const).map((gender) => (
          <option key={gender} value={gender}>
            {t(`genders.${gender}`)}
          </option>
        ))}
      </FormField>
    );
  if (kind === 'textarea') return <FormField as="textarea" rows={4} {...common} {...registered} />;
  return (
    <FormField
      {...common}
      {...registered}
      type={kind === 'email' ? 'email' : kind === 'date' ? 'date' : 'text'}
      autoComplete={AUTOCOMPLETE[definition.name]}
      maxLength={definition.name === 'bonusCode' ? 32 : undefined}
    />
  );
}

type SelectProps = UseFormRegisterReturn & {
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onFocus?: () => void;
};

function CountrySelect(props: SelectProps) {
  const t = useT('fields-settings');
  const { countries } = useCountries();
  return (
    <FormField as="select" {...props}>
      <option value="">{t('choose')}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </FormField>
  );
}

function CurrencySelect(props: SelectProps) {
  const t = useT('fields-settings');
  const api = useApi();
  const currencies = useQuery(identityQueries.currencies(api));
  return (
    <FormField as="select" {...props}>
      <option value="">{t('choose')}</option>
      {(currencies.data ?? [])
        .filter((currency) => currency.isEnabled)
        .map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} ({currency.symbol})
          </option>
        ))}
    </FormField>
  );
}

function CheckboxField<V extends FieldValues>({
  definition,
  form,
  error,
  disabled,
}: {
  definition: FieldDefinition;
  form: UseFormReturn<V>;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT('fields-settings');
  const localize = useLocalizePath();
  const id = useId();
  const text = t(`fields.${definition.name}`, { defaultValue: definition.description || definition.name });
  const link = (path: string, key: string) => (
    <a href={localize(path)} target="_blank" rel="noreferrer">
      {t(key)}
    </a>
  );
  return (
    <div className="checkbox-field" data-invalid={error ? true : undefined}>
      <input
        id={id}
        type="checkbox"
        className="checkbox-field__box"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        defaultChecked={form.getValues(definition.name as Path<V>) === true}
        {...form.register(definition.name as Path<V>)}
      />
      <label htmlFor={id} className="checkbox-field__label">
        {withElements(text, {
          terms: link('/static/terms', 'agreementLinks.terms'),
          privacy: link('/static/privacy', 'agreementLinks.privacy'),
        })}
        {definition.isRequired ? <span className="field__required"> *</span> : null}
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
