import { ErrorCode, type FieldRule, fieldRulesFor, type LoginResult } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import {
  hasServerErrors,
  useConfirmationRevalidation,
  useRulesResolver,
  useRulesValidity,
} from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls } from '../api/identity-api.ts';
import { PasswordField } from './password-field.tsx';
import { TwoFactorStep, twoFactorChallengeOf } from './two-factor-step.tsx';

type ResetValues = { password: string; password_confirmation: string };
const RULES: Record<string, FieldRule[]> = {
  password: fieldRulesFor('password', { required: true }),
  password_confirmation: fieldRulesFor('password_confirmation'),
};

/** The form's fields and the names the call sends them under. */
const SERVER_FIELDS = [
  ['password', 'newPassword'],
  ['password_confirmation', 'repeatNewPassword'],
] as const;

/** Reset codes are long random strings (43 characters); anything much shorter is a broken link. */
const looksLikeCode = (code: string) => code.length >= 16 && code.length <= 200;

/**
 * A new password for the reset link's code (guest-only, `?reset-pass=<code>`; the e-mailed link
 * /password/reset/<code> opens it). Success signs the player in and goes home with an alert.
 */
export function ResetPassModal({ value: code, close }: ModalProps) {
  const t = useT('modals');
  const api = useApi();
  const session = useSession();
  const pushAlert = useAlerts();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open } = useModals();
  const form = useForm<ResetValues>({
    resolver: useRulesResolver<ResetValues>(RULES),
    mode: 'onBlur',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const valid = useRulesValidity(form.control, RULES);
  const password = form.watch('password');
  useConfirmationRevalidation(form, 'password', 'password_confirmation');

  const [challenge, setChallenge] = useState<string | null>(null);
  const finish = (result: LoginResult) => {
    session.signIn(result);
    close();
    navigate(localize('/'), { replace: true });
    pushAlert({
      type: 'success',
      title: t('alerts:passwordReset.title'),
      text: t('alerts:passwordReset.text'),
    });
  };

  const reset = useMutation({
    mutationFn: (values: ResetValues) =>
      identityCalls.resetPassword(api, {
        code,
        newPassword: values.password,
        repeatNewPassword: values.password_confirmation,
      }),
    onSuccess: (result) => finish(result),
    onError: (error) => {
      // The new password is kept; an account with 2FA on confirms with a code (decision 0022).
      const asked = twoFactorChallengeOf(error);
      if (asked) return setChallenge(asked);
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, sent] of SERVER_FIELDS) {
          const message = error.fields[sent]?.[0];
          if (message) form.setError(field, { type: 'server', message });
        }
        return;
      }
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429)
        pushAlert({
          type: 'error',
          title: t('alerts:somethingWentWrong.title'),
          text: t('alerts:somethingWentWrong.text'),
        });
    },
  });

  if (challenge)
    return (
      <div className="auth-form">
        <ModalTitle>{t('twoFactor.title')}</ModalTitle>
        <TwoFactorStep challenge={challenge} onDone={finish} />
      </div>
    );

  const linkInvalid =
    !looksLikeCode(code) ||
    (reset.error instanceof ApiError &&
      (reset.error.code === ErrorCode.resetCodeInvalid ||
        (reset.error.status === 422 && !!reset.error.fields.code) ||
        reset.error.status === 404 ||
        reset.error.status === 400));

  if (linkInvalid)
    return (
      <div className="success-modal" data-testid="reset-pass-invalid">
        <span className="confirm-modal__icon">
          <Icon name="alert" size={28} />
        </span>
        <ModalTitle>{t('resetPass.title')}</ModalTitle>
        <p>{t('resetPass.invalidLink')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => open('forgot-pass', { closing: ['reset-pass'] })}
        >
          {t('resetPass.requestNew')}
        </button>
      </div>
    );

  const clear = (name: keyof ResetValues) =>
    form.formState.errors[name]?.type === 'server' && form.clearErrors(name);
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      data-testid="reset-pass-form"
    >
      <ModalTitle>{t('resetPass.title')}</ModalTitle>
      <p className="muted">{t('resetPass.text')}</p>
      <PasswordField
        label={t('resetPass.password')}
        autoComplete="new-password"
        required
        strengthOf={password}
        {...form.register('password')}
        onFocus={() => clear('password')}
        error={form.formState.errors.password?.message}
      />
      <PasswordField
        label={t('resetPass.confirmation')}
        autoComplete="new-password"
        required
        {...form.register('password_confirmation')}
        onFocus={() => clear('password_confirmation')}
        error={form.formState.errors.password_confirmation?.message}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!valid || reset.isPending || hasServerErrors(form.formState.errors)}
      >
        {reset.isPending ? <Spinner /> : null}
        {t('resetPass.submit')}
      </button>
    </form>
  );
}
