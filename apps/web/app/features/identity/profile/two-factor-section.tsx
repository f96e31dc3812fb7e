import { STEP_UP_HEADER, type TwoFactorEnrolment } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PLAYER_QUERY_KEY, useSession } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls, identityQueries } from '../api/identity-api.ts';

/** The two-step verification card of /profile/security (decision 0022). */
export function TwoFactorSection() {
  const t = useT('global-components');
  const api = useApi();
  // Off once the player signs out: a refetch without the session would end it a second time and ask
  // to sign in, while the page is on its way home.
  const { isLoggedIn } = useSession();
  const status = useQuery({ ...identityQueries.twoFactor(api), enabled: isLoggedIn });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body: React.ReactNode;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (!status.data)
    body = status.isError ? <p className="form-error">{t('twoFactor.error')}</p> : <Spinner />;
  else if (status.data.enabled)
    body = (
      <TwoFactorOn
        enabledAt={status.data.enabledAt}
        codesLeft={status.data.recoveryCodesLeft}
        onNewCodes={setRecoveryCodes}
      />
    );
  else body = <Enrolment onEnabled={setRecoveryCodes} />;

  return (
    <section
      className="profile-card two-factor"
      aria-labelledby="security-two-factor"
      data-testid="two-factor"
    >
      <h2 id="security-two-factor">{t('twoFactor.title')}</h2>
      {body}
    </section>
  );
}

/** The message of a refused code, else the generic one. */
function codeError(error: unknown, fallback: string) {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 429) return fallback;
  return error.fields.code?.[0] ?? error.fields.twoFactorCode?.[0] ?? error.message;
}

function Enrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  // Sessions opened with the password alone would stay signed in past the new second step.
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const start = useMutation({
    mutationFn: () => identityCalls.startTwoFactor(api),
    onSuccess: setEnrolment,
    onError: () => setError(t('twoFactor.error')),
  });
  const confirm = useMutation({
    mutationFn: () => identityCalls.confirmTwoFactor(api, code.trim(), signOutOthers),
    onSuccess: ({ recoveryCodes }) => {
      onEnabled(recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_KEY, 'two-factor'] });
    },
    onError: (failure) => setError(codeError(failure, t('twoFactor.tooManyAttempts'))),
  });

  if (!enrolment)
    return (
      <>
        <p className="muted">{t('twoFactor.offText')}</p>
        {error ? <p className="form-error">{error}</p> : null}
        <div className="profile-form__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={start.isPending}
            onClick={() => start.mutate()}
            data-testid="two-factor-start"
          >
            {start.isPending ? <Spinner /> : null}
            {t('twoFactor.turnOn')}
          </button>
        </div>
      </>
    );
  return (
    <form
      className="profile-form two-factor__enrol"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) confirm.mutate();
      }}
    >
      <ol className="two-factor__steps">
        <li>{t('twoFactor.scan')}</li>
        <li>{t('twoFactor.enterCode')}</li>
      </ol>
      <img
        className="two-factor__qr"
        src={enrolment.qrCode}
        alt={t('twoFactor.qrAlt')}
        width={192}
        height={192}
      />
      <p className="muted">{t('twoFactor.manualKey')}</p>
      <code className="two-factor__secret" data-testid="two-factor-secret">
        {enrolment.secret}
      </code>
      <FormField
        label={t('twoFactor.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="two-factor-code"
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          className="checkbox-field__box"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.currentTarget.checked)}
          data-testid="two-factor-sign-out-others"
        />
        <span className="checkbox-field__label">{t('twoFactor.signOutOthers')}</span>
      </label>
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!code.trim() || confirm.isPending}
          data-testid="two-factor-confirm"
        >
          {confirm.isPending ? <Spinner /> : null}
          {t('twoFactor.confirm')}
        </button>
      </div>
    </form>
  );
}

/** The recovery codes, shown this once: copy, download, then done. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT('global-components');
  const pushAlert = useAlerts();
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'lucky-harbor-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = () =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => pushAlert({ type: 'success', title: t('twoFactor.copied') }))
      .catch(() => undefined);
  return (
    <div className="two-factor__codes" data-testid="two-factor-recovery-codes">
      <p className="two-factor__state">{t('twoFactor.codesTitle')}</p>
      <p className="muted">{t('twoFactor.codesText')}</p>
      <ul className="two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="profile-form__actions two-factor__actions">
        <button type="button" className="button button--ghost" onClick={copy}>
          {t('twoFactor.copy')}
        </button>
        <button type="button" className="button button--ghost" onClick={download}>
          {t('twoFactor.download')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onDone}
          data-testid="two-factor-done"
        >
          {t('twoFactor.done')}
        </button>
      </div>
    </div>
  );
}

type TwoFactorOnProps = {
  enabledAt: string | null;
  codesLeft: number;
  onNewCodes: (codes: string[]) => void;
};

/** 2FA is on: new recovery codes or turning it off, each with a current code. */
function TwoFactorOn({ enabledAt, codesLeft, onNewCodes }: TwoFactorOnProps) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const options = () => ({ headers: { [STEP_UP_HEADER]: code.trim() } });
  const settled = () => {
    setCode('');
    void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_KEY, 'two-factor'] });
  };
  const onError = (failure: unknown) => setError(codeError(failure, t('twoFactor.tooManyAttempts')));
  const disable = useMutation({
    mutationFn: () => identityCalls.disableTwoFactor(api, options()),
    onSuccess: settled,
    onError,
  });
  const regenerate = useMutation({
    mutationFn: () => identityCalls.regenerateRecoveryCodes(api, options()),
    onSuccess: ({ recoveryCodes }) => {
      settled();
      onNewCodes(recoveryCodes);
    },
    onError,
  });
  const busy = disable.isPending || regenerate.isPending || !code.trim();
  return (
    <div className="profile-form" data-testid="two-factor-on">
      <p className="two-factor__state">
        {t('twoFactor.on')}
        {enabledAt ? (
          <>
            {' '}
            <LocalTime iso={enabledAt} />
          </>
        ) : null}
      </p>
      <p className="muted">{t('twoFactor.codesLeft', { count: codesLeft })}</p>
      <FormField
        label={t('twoFactor.manageLabel')}
        name="twoFactorCode"
        autoComplete="one-time-code"
        maxLength={32}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="two-factor-manage-code"
      />
      <div className="profile-form__actions two-factor__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => regenerate.mutate()}
        >
          {t('twoFactor.newCodes')}
        </button>
        <button
          type="button"
          className="button button--ghost two-factor__off"
          disabled={busy}
          onClick={() => disable.mutate()}
          data-testid="two-factor-disable"
        >
          {t('twoFactor.turnOff')}
        </button>
      </div>
    </div>
  );
}
