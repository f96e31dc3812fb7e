import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled text input; `onChange` gets the text, `children` follow the input (a problem, a hint). */
export function TextField({
  label,
  onChange,
  children,
  ...input
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input {...input} onChange={(event) => onChange(event.target.value)} />
      {children}
    </label>
  );
}

/** A labelled select over fixed options; `onChange` gets the chosen option itself. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  optionText = String,
  disabled,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionText?: (option: T) => ReactNode;
  disabled?: boolean;
  onChange: (option: T) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
