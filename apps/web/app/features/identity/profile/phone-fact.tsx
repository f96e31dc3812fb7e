import { ErrorCode, type Profile } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls, identityQueries } from '../api/identity-api.ts';
import { OtpStep } from '../components/otp-step.tsx';

type Step = { kind: 'shown' } | { kind: 'number' } | { kind: 'code'; phone: string };

/**
 * The account's phone: verified, it is a login and stays as it is; otherwise the player sets or
 * changes it and proves it with the SMS code (PUT /player/profile, then otp/send and otp/verify with
 * reason phoneVerification).
 */
export function PhoneFact({ profile }: { profile: Profile }) {
  const t = useT('global-components');
  const [step, setStep] = useState<Step>({ kind: 'shown' });
  if (profile.phoneVerified && profile.phone)
    return (
      <div data-testid="profile-phone">
        <dt>{t('profile.info.phone')}</dt>
        <dd>
          {profile.phone} <span className="status-pill status-pill--ok">{t('profile.info.verified')}</span>
        </dd>
      </div>
    );
  return (
    <div data-testid="profile-phone">
      <dt>{t('profile.info.phone')}</dt>
      <dd>
        {profile.phone ? (
          <>
            {profile.phone}{' '}
            <span className="status-pill status-pill--warn">{t('profile.info.unverified')}</span>
          </>
        ) : null}
        {step.kind === 'shown' ? (
          <button
            type="button"
            className="link-button facts__action"
            onClick={() => setStep({ kind: 'number' })}
          >
            {t(profile.phone ? 'profile.info.phoneVerify' : 'profile.info.phoneAdd')}
          </button>
        ) : null}
        {step.kind === 'number' ? (
          <PhoneNumberForm
            current={profile.phone ?? ''}
            onSent={(phone) => setStep({ kind: 'code', phone })}
            onCancel={() => setStep({ kind: 'shown' })}
          />
        ) : null}
        {step.kind === 'code' ? (
          <PhoneCodeStep
            phone={step.phone}
            onBack={() => setStep({ kind: 'number' })}
            onDone={() => setStep({ kind: 'shown' })}
          />
        ) : null}
      </dd>
    </div>
  );
}

function PhoneNumberForm({
  current,
  onSent,
  onCancel,
}: {
  current: string;
  onSent: (phone: string) => void;
  onCancel: () => void;
}) {
  const t = useT('global-components');
  const tm = useT('modals');
  const api = useApi();
  const { refresh } = useProfileRefresh();
  const [phone, setPhone] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const saved = await identityCalls.updateProfile(api, { phone: phone.trim() });
      refresh(saved);
      if (!saved.phone) return;
      await identityCalls.sendOtp(api, saved.phone, 'phoneVerification');
      onSent(saved.phone);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === ErrorCode.otpSendLimit)
        setError(tm('phoneVerification.limitError'));
      else if (failure instanceof ApiError && failure.fields.phone?.[0]) setError(failure.fields.phone[0]);
      else setError(tm('phoneVerification.cannotSend'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="phone-fact__form" noValidate onSubmit={send} data-testid="profile-phone-form">
      <FormField
        label={t('profile.info.phoneNumber')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+4917612345678"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={error}
        required
      />
      <div className="phone-fact__actions">
        <button type="submit" className="button button--primary" disabled={sending || !phone.trim()}>
          {sending ? <Spinner /> : null}
          {t('profile.info.phoneSendCode')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('profile.info.phoneCancel')}
        </button>
      </div>
    </form>
  );
}

function PhoneCodeStep({ phone, onBack, onDone }: { phone: string; onBack: () => void; onDone: () => void }) {
  const t = useT('global-components');
  const api = useApi();
  const { reload } = useProfileRefresh();
  const pushAlert = useAlerts();
  return (
    <OtpStep
      phone={phone}
      title={t('profile.info.phoneCodeTitle')}
      submitLabel={t('profile.info.phoneConfirm')}
      resendAfterSeconds={60}
      onBack={onBack}
      onResend={async () => {
        await identityCalls.sendOtp(api, phone, 'phoneVerification');
      }}
      onVerify={async (code) => {
        await identityCalls.verifyOtp(api, { phone, code, reason: 'phoneVerification' });
        await reload();
        pushAlert({ type: 'success', title: t('profile.info.phoneVerified'), text: phone });
        onDone();
      }}
    />
  );
}

/** Puts a profile (given, or read again) in the session and the profile query. */
function useProfileRefresh() {
  const queryClient = useQueryClient();
  const api = useApi();
  const { updatePlayer } = useSession();
  const refresh = (profile: Profile) => {
    updatePlayer(profile);
    queryClient.setQueryData(identityQueries.profile(api).queryKey, profile);
  };
  const reload = async () =>
    refresh(await queryClient.fetchQuery({ ...identityQueries.profile(api), staleTime: 0 }));
  return { refresh, reload };
}
