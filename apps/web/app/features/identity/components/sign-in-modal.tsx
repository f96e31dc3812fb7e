import { ErrorCode, type FieldRule, type LoginResult } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { ModalTitle } from '../../../components/modals/modal-title.tsx';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useRulesResolver, useRulesValidity } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls } from '../api/identity-api.ts';
import { rememberedPromoCode, rememberPromoCode } from '../lib/promo-code.ts';
import { AuthPromo } from './auth-promo.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { OtpStep } from './otp-step.tsx';
import { PasswordField } from './password-field.tsx';
import { PhoneInput } from './phone-input.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { TwoFactorStep, twoFactorChallengeOf } from './two-factor-step.tsx';

export type LoginMode = 'email' | 'phone';
type SignInValues = { login: string; password: string };

const RULES: Record<LoginMode, Record<string, FieldRule[]>> = {
  email: { login: [{ rule: 'required' }, { rule: 'email' }], password: [{ rule: 'required' }] },
  phone: { login: [{ rule: 'required' }, { rule: 'phone' }], password: [{ rule: 'required' }] },
};

/** Which tabs the sign-in modal shows: both (starting on e-mail) unless the setting names one mode. */
export function signInModes(setting: 'both' | 'email' | 'phone'): LoginMode[] {
  return setting === 'both' ? ['email', 'phone'] : [setting];
}

/** The sign-in modal of spec section 2 (guest-only, `?sign-in`). */
export function SignInModal({ close }: ModalProps) {
  const t = useT('modals');
  const { init } = useSiteData();
  const modes = signInModes(init.settings.signInTabsDisplay);
  const [mode, setMode] = useState<LoginMode>(modes[0]!);
  const [verification, setVerification] = useState<SignInValues | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const session = useSession();

  const finish = (result: LoginResult) => {
    session.signIn(result);
    close();
  };

  return (
    <div className="auth-modal">
      <AuthPromo />
      <div className="auth-modal__main">
        <ModalTitle className="auth-modal__title">
          {challenge
            ? t('twoFactor.title')
            : verification
              ? t('signIn.verifyPhone.title')
              : t('signIn.title')}
        </ModalTitle>
        {challenge ? (
          <TwoFactorStep challenge={challenge} onDone={finish} />
        ) : verification ? (
          <PhoneVerification credentials={verification} onDone={finish} onTwoFactor={setChallenge} />
        ) : (
          <>
            {modes.length > 1 ? (
              <AuthTabs
                label={t('signIn.tabsLabel')}
                modes={modes}
                value={mode}
                onChange={setMode}
                idPrefix="sign-in"
              />
            ) : null}
            <SignInForm
              key={mode}
              mode={mode}
              onSignedIn={finish}
              onPhoneUnverified={setVerification}
              onTwoFactor={setChallenge}
            />
          </>
        )}
      </div>
    </div>
  );
}

type SignInFormProps = {
  mode: LoginMode;
  onSignedIn: (result: LoginResult) => void;
  onPhoneUnverified: (credentials: SignInValues) => void;
  /** The password was right and the account has 2FA on: the second step (decision 0022). */
  onTwoFactor: (challenge: string) => void;
};

/** Mounted again for each tab, which resets it (spec section 4). */
function SignInForm({ mode, onSignedIn, onPhoneUnverified, onTwoFactor }: SignInFormProps) {
  const t = useT('modals');
  const api = useApi();
  const pushAlert = useAlerts();
  const { open } = useModals();
  const [errorLine, setErrorLine] = useState<string | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  // A code typed earlier in this tab comes back (after the first render, which the server also made).
  useEffect(() => {
    const remembered = rememberedPromoCode();
    if (!remembered) return;
    setPromoCode(remembered);
    setPromoOpen(true);
  }, []);
  const rules = RULES[mode];
  const form = useForm<SignInValues>({
    resolver: useRulesResolver<SignInValues>(rules),
    mode: 'onBlur',
    defaultValues: { login: '', password: '' },
  });
  const valid = useRulesValidity(form.control, rules);

  const signIn = useMutation({
    mutationFn: (values: SignInValues) => identityCalls.signIn(api, values),
    onMutate: () => setErrorLine(null),
    onSuccess: onSignedIn,
    onError: (error, values) => {
      if (!(error instanceof ApiError)) return somethingWentWrong();
      const challenge = twoFactorChallengeOf(error);
      if (challenge) return onTwoFactor(challenge);
      if (error.code === ErrorCode.phoneVerificationRequired) return onPhoneUnverified(values);
      if (error.code === ErrorCode.emailNotVerified) return setErrorLine(t('signIn.errors.emailNotVerified'));
      if (error.status === 401) return setErrorLine(t('signIn.errors.login'));
      if (error.status === 422) return applyFieldErrors(error);
      if (error.status === 403)
        return pushAlert({
          type: 'error',
          title: t('alerts:profile.accountBlocked.title'),
          text: t('alerts:profile.accountBlocked.text'),
        });
      if (error.status === 429) return setErrorLine(t('signIn.errors.rateLimited'));
      somethingWentWrong();
    },
  });

  function somethingWentWrong() {
    pushAlert({
      type: 'error',
      title: t('alerts:somethingWentWrong.title'),
      text: t('alerts:somethingWentWrong.text'),
    });
  }

  function applyFieldErrors(error: ApiError) {
    const known = Object.entries(error.fields).filter(([field]) => field === 'login' || field === 'password');
    if (known.length === 0) return setErrorLine(error.message || t('signIn.errors.login'));
    for (const [field, messages] of known) {
      form.setError(field as keyof SignInValues, { type: 'server', message: messages[0] });
    }
  }

  const clearServerError = (name: keyof SignInValues) => {
    if (form.formState.errors[name]?.type === 'server') form.clearErrors(name);
  };

  const submitting = signIn.isPending;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
      data-testid="sign-in-form"
    >
      {mode === 'email' ? (
        <FormField
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          placeholder={t('signIn.emailPlaceholder')}
          {...form.register('login', { onChange: () => setErrorLine(null) })}
          onFocus={() => clearServerError('login')}
          error={form.formState.errors.login?.message}
        />
      ) : (
        <Controller
          control={form.control}
          name="login"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('signIn.phone')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                setErrorLine(null);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              onFocus={() => clearServerError('login')}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        {...form.register('password', { onChange: () => setErrorLine(null) })}
        onFocus={() => clearServerError('password')}
        error={form.formState.errors.password?.message}
      />
      <div className="auth-form__row">
        <button
          type="button"
          className="link-button"
          onClick={() => open('forgot-pass', { closing: ['sign-in'] })}
        >
          {t('signIn.forgotPassword')}
        </button>
      </div>
      {errorLine ? (
        <p className="form-error" role="alert" data-testid="sign-in-error">
          {errorLine}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!valid || submitting}
        data-testid="sign-in-submit"
      >
        {submitting ? <Spinner /> : null}
        {t('signIn.submit')}
      </button>
      <div className="promo-toggle">
        <button
          type="button"
          className="promo-toggle__button"
          aria-expanded={promoOpen}
          onClick={() => setPromoOpen((isOpen) => !isOpen)}
        >
          {t('signIn.promoToggle')}
          <Icon name="chevronDown" size={16} className="promo-toggle__chevron" />
        </button>
        {promoOpen ? (
          <FormField
            label={t('signIn.promoCode')}
            value={promoCode}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => {
              setPromoCode(event.target.value);
              rememberPromoCode(event.target.value);
            }}
          />
        ) : null}
      </div>
      <SocialButtons />
      <p className="auth-form__switch">
        {t('signIn.noAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => open('sign-up', { closing: ['sign-in'] })}
        >
          {t('signIn.register')}
        </button>
      </p>
    </form>
  );
}

/**
 * The phone of this account is not verified yet: a code goes to it, and once it is verified the
 * sign-in runs again with the same credentials.
 */
function PhoneVerification({
  credentials,
  onDone,
  onTwoFactor,
}: {
  credentials: SignInValues;
  onDone: (result: LoginResult) => void;
  onTwoFactor: (challenge: string) => void;
}) {
  const t = useT('modals');
  const api = useApi();
  const phone = credentials.login;
  const [sent, setSent] = useState<'sending' | 'sent' | 'failed'>('sending');
  const [sendError, setSendError] = useState<string | null>(null);

  // The first code goes out as the panel opens.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    identityCalls
      .sendOtp(api, phone, 'phoneVerification')
      .then(() => setSent('sent'))
      .catch((error: unknown) => {
        setSent('failed');
        if (error instanceof ApiError && error.code === ErrorCode.otpSendLimit)
          setSendError(t('phoneVerification.limitError'));
        else if (error instanceof ApiError && error.status === 429) setSent('sent');
        else setSendError(error instanceof ApiError ? error.message : t('phoneVerification.cannotSend'));
      });
  }, [api, phone, t]);

  if (sent === 'sending') return <Spinner label={t('phoneVerification.sending')} />;
  if (sendError)
    return (
      <p className="form-error" role="alert" data-testid="otp-hint">
        {sendError}
      </p>
    );
  return (
    <OtpStep
      phone={phone}
      title={t('signIn.verifyPhone.subtitle')}
      submitLabel={t('signIn.verifyPhone.submit')}
      onVerify={async (code) => {
        await identityCalls.verifyOtp(api, { phone, code, reason: 'phoneVerification' });
        const result = await identityCalls.signIn(api, credentials).catch((error: unknown) => {
          const challenge = twoFactorChallengeOf(error);
          if (!challenge) throw error;
          onTwoFactor(challenge);
          return null;
        });
        if (result) onDone(result);
      }}
      onResend={async () => {
        await identityCalls.sendOtp(api, phone, 'phoneVerification');
      }}
    />
  );
}
