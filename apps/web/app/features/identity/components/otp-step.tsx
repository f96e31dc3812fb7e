import { ErrorCode, OTP_LENGTH } from '@casino/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-t.ts';
import { OTP_RESEND_SECONDS, useCountdown } from '../hooks/use-countdown.ts';
import { OtpInput } from './otp-input.tsx';

type OtpStepProps = {
  /** The number the code went to, shown in the description. */
  phone: string;
  title: string;
  submitLabel: string;
  /** Checks the code (and does what follows); an ApiError it throws becomes the hint. */
  onVerify: (code: string) => Promise<void>;
  /** Sends a new code. */
  onResend: () => Promise<void>;
  onBack?: () => void;
  /** Seconds before the first resend (the code was just sent). */
  resendAfterSeconds?: number;
  children?: ReactNode;
};

/**
 * The phone code panel: description with the number, six boxes, the resend area (a 60 s countdown,
 * then a button) and the verify button, disabled until the code is complete, while a hint shows or
 * while loading (spec sections 2 and 4).
 */
export function OtpStep({
  phone,
  title,
  submitLabel,
  onVerify,
  onResend,
  onBack,
  resendAfterSeconds,
  children,
}: OtpStepProps) {
  const t = useT('modals');
  const [code, setCode] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [resendBlocked, setResendBlocked] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(resendAfterSeconds);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || hint || verifying) return;
    setVerifying(true);
    try {
      await onVerify(code);
    } catch (error) {
      setHint(verifyErrorText(error));
    } finally {
      setVerifying(false);
    }
  }

  function verifyErrorText(error: unknown): string {
    if (
      error instanceof ApiError &&
      (error.code === ErrorCode.otpInvalid || error.code === ErrorCode.otpExpired)
    )
      return t(
        error.code === ErrorCode.otpInvalid
          ? 'phoneVerification.invalidCode'
          : 'phoneVerification.expiredCode',
      );
    if (error instanceof ApiError && error.message) return error.message;
    return t('phoneVerification.cannotVerify');
  }

  async function resend() {
    setResending(true);
    try {
      await onResend();
      setHint(null);
      countdown.restart(OTP_RESEND_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.otpSendLimit) {
        setHint(t('phoneVerification.limitError'));
        setResendBlocked(true);
      } else {
        setHint(
          error instanceof ApiError && error.message ? error.message : t('phoneVerification.cannotSend'),
        );
      }
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="otp-step" noValidate onSubmit={verify} data-testid="otp-step">
      {onBack ? (
        <button type="button" className="link-button otp-step__back" onClick={onBack}>
          <Icon name="chevronLeft" size={18} /> {t('phoneVerification.back')}
        </button>
      ) : null}
      <h3 className="otp-step__title">{title}</h3>
      <p className="muted">{t('phoneVerification.description', { phone })}</p>
      <OtpInput
        label={t('phoneVerification.codeLabel')}
        digitLabel={(position) => t('phoneVerification.digitLabel', { position })}
        onChange={setCode}
        onEdit={() => setHint(null)}
        invalid={!!hint}
        disabled={verifying}
        autoFocus
      />
      {hint ? (
        <p className="form-error" role="alert" data-testid="otp-hint">
          {hint}
        </p>
      ) : null}
      {resendBlocked ? null : (
        <div className="otp-step__resend" data-testid="otp-resend">
          {countdown.done ? (
            <button type="button" className="link-button" onClick={resend} disabled={resending}>
              {t('phoneVerification.resend')}
            </button>
          ) : (
            <span className="muted">{t('phoneVerification.resendIn', { seconds: countdown.remaining })}</span>
          )}
        </div>
      )}
      {children}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={code.length !== OTP_LENGTH || !!hint || verifying}
      >
        {verifying ? <Spinner /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
