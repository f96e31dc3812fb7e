import {
  backofficeRoutes as calls,
  ErrorCode,
  staffSignInRequestSchema,
  staffTotpRequestSchema,
} from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { ApiError } from '../../api/api-error.ts';
import { CodeField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ME_QUERY_KEY } from '../../session/me-query.ts';
import { nextPathOf } from '../../session/sign-in-path.ts';

const REASONS: Record<string, string> = {
  idle: 'You were signed out after a while without activity. Sign in again to go on where you were.',
  ended: 'Your session has ended. Sign in again to go on where you were.',
  'signed-out': 'You have signed out.',
};

/** Sign-in in two steps: e-mail and password, then a code of the authenticator app. */
export function SignInPage() {
  const [search] = useSearchParams();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [notice, setNotice] = useState<string | null>(REASONS[search.get('reason') ?? ''] ?? null);
  return (
    <main className="auth-page">
      <title>Sign in · Back office</title>
      <div className="auth-card">
        <p className="auth-card__brand">Lucky Harbor · Back office</p>
        <h1 className="auth-card__title">{step === 'password' ? 'Sign in' : 'Two-step verification'}</h1>
        {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
        {step === 'password' ? (
          <PasswordStep
            onDone={() => {
              setNotice(null);
              setStep('totp');
            }}
          />
        ) : (
          <TotpStep
            next={nextPathOf(search)}
            onRestart={(message) => {
              setNotice(message);
              setStep('password');
            }}
          />
        )}
      </div>
    </main>
  );
}

function PasswordStep({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const form = useForm({
    resolver: contractResolver(staffSignInRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const [alert, setAlert] = useState('');
  useEffect(() => form.setFocus('email'), [form]);
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) => api.call(calls.staffSignIn, { body }),
    onSuccess: onDone,
    onError: (error) => setAlert(applyServerErrors(error, form.setError, ['email', 'password'])),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        signIn.mutate(body);
      })}
    >
      <FormAlert>{alert}</FormAlert>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}

function TotpStep({ next, onRestart }: { next: string; onRestart: (message: string) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ resolver: contractResolver(staffTotpRequestSchema), defaultValues: { code: '' } });
  const [alert, setAlert] = useState('');
  useEffect(() => form.setFocus('code'), [form]);
  const verify = useMutation({
    mutationFn: (body: { code: string }) =>
      api.call(calls.staffTotpStep, { body }, { ownsSessionErrors: true }),
    onSuccess: async ({ data }) => {
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, data);
      await navigate(next, { replace: true });
    },
    onError: (error) => {
      // The half-signed-in session waits five minutes for its code.
      if (error instanceof ApiError && error.status === 401)
        return onRestart('The sign-in took too long. Enter your e-mail and password again.');
      if (error instanceof ApiError && error.code === ErrorCode.twoFactorInvalid) form.setValue('code', '');
      setAlert(applyServerErrors(error, form.setError, ['code']));
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        verify.mutate(body);
      })}
    >
      <p className="muted">Open your authenticator app and enter the code it shows for the back office.</p>
      <FormAlert>{alert}</FormAlert>
      <CodeField error={form.formState.errors.code?.message} {...form.register('code')} />
      <button type="submit" className="button button--primary button--block" disabled={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Sign in'}
      </button>
    </form>
  );
}
