import { forwardRef, type ReactNode, useId } from 'react';

type Common = { label: string; error?: string; required?: boolean; children?: ReactNode };
type InputProps = Common & { as?: 'input' } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'children'>;
type SelectProps = Common & { as: 'select' } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    'children'
  >;
type TextareaProps = Common & { as: 'textarea' } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    'children'
  >;
export type FormFieldProps = InputProps | SelectProps | TextareaProps;

/** Label, control and the field's first error; required fields get an asterisk. */
export const FormField = forwardRef<
  HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement,
  FormFieldProps
>(function FormField({ label, error, required, children, as = 'input', ...control }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    className: 'field__control',
  };
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span className="field__required"> *</span> : null}
      </label>
      {as === 'select' ? (
        <select {...shared} {...(control as React.SelectHTMLAttributes<HTMLSelectElement>)}>
          {children}
        </select>
      ) : as === 'textarea' ? (
        <textarea {...shared} {...(control as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(control as React.InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
