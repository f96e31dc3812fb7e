import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/use-t.ts';

/** How long the button says "Copied" (spec section 9). */
export const COPIED_LABEL_MS = 2000;

/** Copies a text; its label turns to "Copied" for 2 seconds. */
export function CopyButton({ text, label, testId }: { text: string; label?: string; testId?: string }) {
  const t = useT('modals');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  };

  return (
    <button
      type="button"
      className="button button--ghost button--small copy-button"
      data-copied={copied || undefined}
      onClick={copy}
      data-testid={testId}
    >
      <span aria-live="polite">{copied ? t('wallet.copy.copied') : (label ?? t('wallet.copy.copy'))}</span>
    </button>
  );
}

/** A value to copy: a label, the value in a monospace box, the copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="copy-field">
      <span className="copy-field__label">{label}</span>
      <div className="copy-field__row">
        <code className="copy-field__value" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} testId={`${testId}-copy`} />
      </div>
    </div>
  );
}
