import { useEffect, useId, useRef, useState } from 'react';

/**
 * A value to hand over (an enrolment link, an API key's secret), read-only, with a copy button. Where
 * the clipboard is not available (plain http on another host) the text is selected to copy by hand.
 */
export function SecretBox({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  // Shown once, so it comes selected, ready to copy.
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('Copied.');
    } catch {
      input.current?.select();
      setStatus('Selected: press Ctrl+C (⌘C) to copy.');
    }
  };

  return (
    <div className="secret-box">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="secret-box__row">
        <input
          ref={input}
          id={inputId}
          className="input secret-box__value"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testId}
        />
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
      </div>
      <p className="field__hint" role="status">
        {status}
      </p>
    </div>
  );
}
