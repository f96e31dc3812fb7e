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

/** The ARIA attributes a field's control carries for its error and its required state. */
export function fieldAria(error: string | undefined, required: boolean | undefined, errorId: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  } as const;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  );
}

type FrameProps = { id: string; label: string; error?: string; required?: boolean; children: ReactNode };

/** The frame every field shares: label (with an asterisk when required), the control, the first error. */
export function FieldFrame({ id, label, error, required, children }: FrameProps) {
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span className="field__required"> *</span> : null}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Label, control and the field's first error; required fields get an asterisk. */
export const FormField = forwardRef<
  HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement,
  FormFieldProps
>(function FormField({ label, error, required, children, as = 'input', ...control }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = { id, ref, ...fieldAria(error, required, errorId), className: 'field__control' };
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      {as === 'select' ? (
        <select {...shared} {...(control as React.SelectHTMLAttributes<HTMLSelectElement>)}>
          {children}
        </select>
      ) : as === 'textarea' ? (
        <textarea {...shared} {...(control as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(control as React.InputHTMLAttributes<HTMLInputElement>)} />
      )}
    </FieldFrame>
  );
});
