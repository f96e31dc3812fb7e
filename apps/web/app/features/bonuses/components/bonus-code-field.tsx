import type { BonusCodeTrigger } from '@casino/contracts';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { isRefusedCode, useBonusCode } from '../hooks/use-bonus-code.ts';

type BonusCodeFieldProps = {
  trigger: BonusCodeTrigger;
  /** The funnel's promoSent, say. */
  onSent?: () => void;
  /**
   * Inside another form (the deposit's) it cannot be a form itself: Enter applies the code instead of
   * sending the deposit.
   */
  nested?: boolean;
};

/** The time of day the lock ends, in the page's language (a lock lasts at most 15 minutes). */
function unlockTime(lockedUntil: number | null, locale: string): string {
  if (lockedUntil === null) return '';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(lockedUntil);
}

/**
 * A code and its button (spec section 5: not empty to send, disabled while sending); locked after
 * code 5 until the server's lock ends.
 */
export function BonusCodeField({ trigger, onSent, nested = false }: BonusCodeFieldProps) {
  const t = useT('modals');
  const id = useId();
  const [code, setCode] = useState('');
  const { locale } = useSiteData();
  const { mutation, locked, lockedUntil } = useBonusCode(trigger);
  const canSend = code.trim() !== '' && !mutation.isPending && !locked;
  const send = () => {
    if (!canSend) return;
    onSent?.();
    // A refused code stays, to be corrected; an accepted one clears the field.
    mutation.mutate(code.trim(), {
      onSuccess: (answer) => {
        if (!isRefusedCode(answer)) setCode('');
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!nested || event.key !== 'Enter') return;
    event.preventDefault();
    send();
  };
  const body = (
    <>
      <label className="field__label" htmlFor={id}>
        {t('bonuses.code.label')}
      </label>
      <div className="bonus-code__row">
        <input
          id={id}
          className="field__control"
          value={code}
          maxLength={64}
          autoComplete="off"
          disabled={locked}
          aria-describedby={locked ? `${id}-locked` : undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-testid="bonus-code-input"
        />
        <button
          type={nested ? 'button' : 'submit'}
          className="button button--ghost"
          disabled={!canSend}
          onClick={nested ? send : undefined}
          data-testid="bonus-code-submit"
        >
          {mutation.isPending ? <Spinner /> : null}
          {t('bonuses.code.apply')}
        </button>
      </div>
      {locked ? (
        <p className="field__error" id={`${id}-locked`} role="alert" data-testid="bonus-code-locked">
          {t('bonuses.code.locked', { time: unlockTime(lockedUntil, locale) })}
        </p>
      ) : null}
    </>
  );
  return nested ? (
    <div className="bonus-code">{body}</div>
  ) : (
    <form className="bonus-code" onSubmit={onSubmit} noValidate>
      {body}
    </form>
  );
}
