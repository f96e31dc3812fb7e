import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

type FieldFrame = {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** The ids a field's control points at with aria-describedby: its hint and its error. */
function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function FieldShell({
  label,
  error,
  hint,
  ids,
  children,
}: FieldFrame & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} error={error} hint={hint} ids={ids}>
      <input
        id={ids.controlId}
        className={className ? `input ${className}` : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldShell>
  );
}

type SelectFieldProps = FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} error={error} hint={hint} ids={ids}>
      <select
        id={ids.controlId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldFrame &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, id, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} error={error} hint={hint} ids={ids}>
      <textarea
        id={ids.controlId}
        className="input input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        rows={3}
        {...area}
      />
    </FieldShell>
  );
}

/** A current code of the authenticator app: six digits, filled by password managers that keep TOTP. */
export function CodeField(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return (
    <TextField
      label="Code from your authenticator app"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
      className="input--code"
      {...props}
    />
  );
}
