import { ErrorCode, type LoginResult } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls } from '../api/identity-api.ts';

export type TwoFactorResult = LoginResult & { backRoute?: string };

/** The challenge of a sign-in that answered 11030 (decision 0022), or null. */
export function twoFactorChallengeOf(error: unknown): string | null {
  if (error instanceof ApiError && error.code === ErrorCode.twoFactorRequired && error.challenge)
    return error.challenge;
  return null;
}

/** The sign-in's second step: a code of the authenticator app or a recovery code. */
export function TwoFactorStep({
  challenge,
  onDone,
}: {
  challenge: string;
  onDone: (result: TwoFactorResult) => void;
}) {
  const t = useT('modals');
  const api = useApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: () => identityCalls.twoFactorSignIn(api, challenge, code.trim()),
    onSuccess: onDone,
    onError: (failure) => {
      if (!(failure instanceof ApiError)) return setError(t('twoFactor.failed'));
      if (failure.status === 401) return setError(t('twoFactor.expired'));
      if (failure.status === 429) return setError(t('twoFactor.tooMany'));
      setError(failure.fields.code?.[0] ?? failure.message);
    },
  });
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() && !verify.isPending) verify.mutate();
      }}
      data-testid="two-factor-step"
    >
      <p className="muted">{t('twoFactor.text')}</p>
      <FormField
        label={t('twoFactor.code')}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        maxLength={32}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="two-factor-sign-in-code"
      />
      <p className="muted">{t('twoFactor.recoveryHint')}</p>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!code.trim() || verify.isPending}
        data-testid="two-factor-sign-in-submit"
      >
        {verify.isPending ? <Spinner /> : null}
        {t('twoFactor.submit')}
      </button>
    </form>
  );
}
