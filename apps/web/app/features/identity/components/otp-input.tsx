import { OTP_LENGTH } from '@casino/contracts';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

type OtpInputProps = {
  /** Gets the whole code once every box is filled, and '' as soon as one is not. */
  onChange: (code: string) => void;
  /** Any edit, complete or not (clears an error hint). */
  onEdit?: () => void;
  label: string;
  digitLabel: (position: number) => string;
  disabled?: boolean;
  invalid?: boolean;
  length?: number;
  autoFocus?: boolean;
};

const DIGITS = /^\d+$/;

/**
 * One box per digit of the one-time code. Digits only; typing moves to the next box, backspace to the
 * previous one; a pasted (or autofilled) code fills the boxes from the current one when it is all
 * digits. The code is emitted only when complete (spec section 5).
 */
export function OtpInput({
  onChange,
  onEdit,
  label,
  digitLabel,
  disabled,
  invalid,
  length = OTP_LENGTH,
  autoFocus,
}: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const emitted = useRef('');
  const labelId = useId();

  function update(next: string[], focusIndex?: number) {
    setDigits(next);
    onEdit?.();
    const code = next.every((digit) => digit !== '') ? next.join('') : '';
    if (code !== emitted.current) {
      emitted.current = code;
      onChange(code);
    }
    if (focusIndex !== undefined) boxes.current[Math.min(focusIndex, length - 1)]?.focus();
  }

  /** Writes `text` into the boxes from `index` on; refused unless it is all digits. */
  function fill(index: number, text: string) {
    const clean = text.trim();
    if (!DIGITS.test(clean)) return;
    const next = [...digits];
    const chars = [...clean].slice(0, length - index);
    chars.forEach((char, offset) => {
      next[index + offset] = char;
    });
    update(next, index + chars.length);
  }

  function onInput(index: number, value: string) {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      update(next);
      return;
    }
    // A whole code at once (autofill) fills every box; otherwise keep what was just typed.
    if (value.length >= length - index) return fill(index, value);
    const previous = digits[index] ?? '';
    fill(index, previous && value.startsWith(previous) ? value.slice(previous.length) : value);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset
      className="otp-input"
      data-invalid={invalid || undefined}
      disabled={disabled}
      data-testid="otp-input"
    >
      <legend id={labelId} className="field__label">
        {label}
      </legend>
      <div className="otp-input__boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp-input__box"
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={index === 0 ? length : 1}
            aria-label={digitLabel(index + 1)}
            aria-invalid={invalid || undefined}
            // biome-ignore lint/a11y/noAutofocus: the code step exists to type the code
            autoFocus={autoFocus && index === 0}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
