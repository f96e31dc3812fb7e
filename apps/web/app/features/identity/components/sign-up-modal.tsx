import { ErrorCode, type FieldDefinition, type LoginResult } from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trackRegistration } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import {
  hasServerErrors,
  useConfirmationRevalidation,
  useRulesResolver,
  useRulesValidity,
} from '../../../lib/forms.ts';
import { forgetReferralCode, rememberedReferralCode } from '../../../lib/referral-code.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls, identityQueries } from '../api/identity-api.ts';
import { OTP_RESEND_SECONDS } from '../hooks/use-countdown.ts';
import { rememberedPromoCode } from '../lib/promo-code.ts';
import {
  definitionsFor,
  isShown,
  type RegistrationMode,
  type RegistrationValues,
  registrationBody,
  registrationDefaults,
  registrationModes,
  visibleRules,
} from '../lib/registration.ts';
import { AuthPromo } from './auth-promo.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { DynamicField } from './dynamic-field.tsx';
import { OtpStep } from './otp-step.tsx';

type ModalControls = Pick<ModalProps, 'close' | 'setCloseGuard'>;

/** Seconds left before another code may be sent for a code sent at `sentAt`. */
function resendWait(sentAt: number): number {
  return Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000));
}

/** The sign-up modal (guest-only, `?sign-up`, not closed by an outside click). */
export function SignUpModal({ close, setCloseGuard }: ModalProps) {
  const t = useT('modals');
  const { init, locale } = useSiteData();
  const api = useApi();
  const { open } = useModals();
  const modes = registrationModes(init.settings.registrationTypes, t('signUp.types'));
  const [mode, setMode] = useState<RegistrationMode>(modes[0]!);
  const fields = useQuery(identityQueries.fields(api, 'registration', locale));

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    trackRegistration('open', mode);
  }, [mode]);

  const changeMode = (next: RegistrationMode) => {
    setCloseGuard(null);
    setMode(next);
    trackRegistration('typeChange', next);
  };

  return (
    <div className="auth-modal">
      <AuthPromo />
      <div className="auth-modal__main">
        <ModalTitle className="auth-modal__title">{t('signUp.title')}</ModalTitle>
        {modes.length > 1 ? (
          <AuthTabs
            label={t('signUp.tabsLabel')}
            modes={modes}
            value={mode}
            onChange={changeMode}
            idPrefix="sign-up"
          />
        ) : null}
        {fields.isPending ? (
          <div className="auth-modal__loading">
            <Spinner label={t('signUp.loading')} />
          </div>
        ) : fields.isError ? (
          <div className="form-error" role="alert">
            {t('signUp.loadError')}{' '}
            <button type="button" className="link-button" onClick={() => fields.refetch()}>
              {t('signUp.retry')}
            </button>
          </div>
        ) : (
          <RegistrationForm
            key={mode}
            mode={mode}
            definitions={fields.data}
            close={close}
            setCloseGuard={setCloseGuard}
          />
        )}
        <p className="auth-form__switch">
          {t('signUp.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => open('sign-in', { closing: ['sign-up'] })}
          >
            {t('signUp.signIn')}
          </button>
        </p>
      </div>
    </div>
  );
}

type RegistrationFormProps = ModalControls & { mode: RegistrationMode; definitions: FieldDefinition[] };

/** Mounted again for each tab, which resets it (spec section 4). */
function RegistrationForm({ mode, definitions: all, close, setCloseGuard }: RegistrationFormProps) {
  const t = useT('modals');
  const { locale } = useSiteData();
  const api = useApi();
  const session = useSession();
  const pushAlert = useAlerts();
  const { open } = useModals();
  const definitions = useMemo(() => definitionsFor(all, mode), [all, mode]);
  const shown = useMemo(() => definitions.filter(isShown), [definitions]);
  const rules = useMemo(() => visibleRules(definitions), [definitions]);
  const defaultValues = useMemo(
    () =>
      registrationDefaults(definitions, {
        locale,
        checkboxDefaults: t('signUp.defaults', { returnObjects: true }) as Record<string, string>,
        bonusCode: rememberedPromoCode(),
      }),
    [definitions, locale, t],
  );
  const form = useForm<RegistrationValues>({
    resolver: useRulesResolver<RegistrationValues>(rules),
    mode: 'onBlur',
    defaultValues,
  });
  const valid = useRulesValidity(form.control, rules);
  useConfirmationRevalidation(form, 'password', 'password_confirmation');
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [formError, setFormError] = useState<string | null>(null);
  /** The last code sent: going back and on again within the resend time reuses it. */
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const sentTo = sent?.phone ?? '';

  // Closing a form with something typed in asks first (sign-up-cancel).
  const dirty = form.formState.isDirty;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    setCloseGuard(() => {
      if (!dirtyRef.current) return true;
      open('sign-up-cancel');
      return false;
    });
    return () => setCloseGuard(null);
  }, [setCloseGuard, open]);

  function finish(result: LoginResult) {
    trackRegistration('success', mode);
    forgetReferralCode();
    setCloseGuard(null);
    session.signIn(result);
    close();
  }

  /** Server field errors under their fields; errors of hidden fields go to the form's error line. */
  function applyFieldErrors(error: ApiError) {
    const hidden: string[] = [];
    for (const [field, messages] of Object.entries(error.fields)) {
      const message = messages[0] ?? error.message;
      if (shown.some((definition) => definition.name === field))
        form.setError(field, { type: 'server', message }, { shouldFocus: false });
      else hidden.push(message);
    }
    setFormError(hidden.length > 0 ? hidden.join(' ') : null);
  }

  function otherError(error: unknown) {
    const key = error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'somethingWentWrong';
    if (error instanceof ApiError && error.status === 429 && error.message)
      return setFormError(error.message);
    pushAlert({ type: 'error', title: t(`alerts:${key}.title`), text: t(`alerts:${key}.text`) });
  }

  /** The form's fields, and the code of a friend's `?ref=` link when the visitor came by one. */
  const body = () => {
    const referralCode = rememberedReferralCode();
    return {
      ...registrationBody(definitions, form.getValues(), locale),
      ...(referralCode ? { referralCode } : {}),
    };
  };

  /**
   * A hidden nickname is made from the e-mail; when another player has it already, the server picks a
   * free one if none is sent, so the registration goes again without it.
   */
  async function withNicknameFallback(
    call: (values: Record<string, unknown>) => Promise<LoginResult>,
    values: Record<string, unknown>,
  ) {
    try {
      return await call(values);
    } catch (error) {
      const nicknameShown = shown.some((definition) => definition.name === 'nickname');
      const onlyNickname =
        error instanceof ApiError && error.status === 422 && Object.keys(error.fields).join() === 'nickname';
      if (nicknameShown || !onlyNickname || !values.nickname) throw error;
      const { nickname: _taken, ...rest } = values;
      return call(rest);
    }
  }

  const registerByEmail = useMutation({
    mutationFn: () => withNicknameFallback((values) => identityCalls.register(api, values), body()),
    onSuccess: finish,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) return applyFieldErrors(error);
      otherError(error);
    },
  });

  const sendCode = useMutation({
    mutationFn: () => identityCalls.sendOtp(api, String(form.getValues('phone') ?? ''), 'registration'),
    onSuccess: () => {
      trackRegistration('sent', mode);
      setSent({ phone: String(form.getValues('phone')), at: Date.now() });
      setStep('code');
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return otherError(error);
      if (error.code === ErrorCode.otpSendLimit)
        return form.setError('phone', { type: 'server', message: t('phoneVerification.limitError') });
      if (error.status === 422 && Object.keys(error.fields).length > 0) return applyFieldErrors(error);
      form.setError('phone', { type: 'server', message: error.message || t('phoneVerification.cannotSend') });
    },
  });

  async function registerByPhone(code: string) {
    trackRegistration('otp', mode);
    try {
      finish(
        await withNicknameFallback((values) => identityCalls.registerPhone(api, values), { ...body(), code }),
      );
    } catch (error) {
      const codeProblem =
        error instanceof ApiError &&
        (error.code === ErrorCode.otpInvalid ||
          error.code === ErrorCode.otpExpired ||
          Object.keys(error.fields).every((field) => field === 'code'));
      if (error instanceof ApiError && error.status === 422 && !codeProblem) {
        setStep('form');
        applyFieldErrors(error);
        return;
      }
      throw error;
    }
  }

  const submitting = registerByEmail.isPending || sendCode.isPending;
  const serverErrors = hasServerErrors(form.formState.errors);
  return (
    <>
      <form
        className="auth-form"
        noValidate
        hidden={step !== 'form'}
        onSubmit={form.handleSubmit(() => {
          setFormError(null);
          if (mode === 'email') return registerByEmail.mutate();
          if (sent && sent.phone === form.getValues('phone') && resendWait(sent.at) > 0)
            return setStep('code');
          sendCode.mutate();
        })}
        data-testid="sign-up-form"
      >
        {shown.map((definition) => (
          <DynamicField
            key={definition.name}
            definition={definition}
            form={form}
            strengthMeter={definition.name === 'password'}
          />
        ))}
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!valid || serverErrors || submitting}
          data-testid="sign-up-submit"
        >
          {submitting ? <Spinner /> : null}
          {mode === 'phone' ? t('signUp.sendCode') : t('signUp.submit')}
        </button>
      </form>
      {step === 'code' ? (
        <OtpStep
          phone={sentTo}
          title={t('signUp.codeTitle')}
          submitLabel={t('signUp.codeSubmit')}
          onBack={() => setStep('form')}
          resendAfterSeconds={sent ? resendWait(sent.at) : undefined}
          onVerify={registerByPhone}
          onResend={async () => {
            await identityCalls.sendOtp(api, sentTo, 'registration');
            setSent({ phone: sentTo, at: Date.now() });
          }}
        />
      ) : null}
    </>
  );
}
