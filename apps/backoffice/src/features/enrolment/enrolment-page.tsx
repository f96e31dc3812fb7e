import {
  backofficeRoutes as calls,
  completeEnrolmentRequestSchema,
  ErrorCode,
  STAFF_PASSWORD_MIN,
  type staffEnrolmentSchema,
} from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useApi } from '../../api/api-context.tsx';
import { isApiError } from '../../api/api-error.ts';
import { DateTime } from '../../components/date-time.tsx';
import { CodeField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { ROLE_LABELS } from '../../session/labels.ts';
import { ME_QUERY_KEY } from '../../session/me-query.ts';

const enrolmentFormSchema = completeEnrolmentRequestSchema
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.password === values.repeatPassword, {
    path: ['repeatPassword'],
    message: 'sameAs',
  });

/**
 * The page of an enrolment link (/backoffice/enrol/<token>): whom the invite is for, the authenticator
 * secret as a QR code (the server draws it, as for the players' two-step verification) and as text,
 * then a password and a first code, which sign the new staff member in.
 */
export function EnrolmentPage() {
  const { token = '' } = useParams();
  const api = useApi();
  const enrolment = useQuery({
    queryKey: ['backoffice', 'enrolment', token],
    queryFn: async () => (await api.call(calls.readEnrolment, { params: { token } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <main className="auth-page">
      <title>Set up your account · Back office</title>
      <div className="auth-card auth-card--wide">
        <p className="auth-card__brand">Lucky Harbor · Back office</p>
        <h1 className="auth-card__title">Set up your back-office account</h1>
        {enrolment.isPending ? <LoadingState /> : null}
        {enrolment.isError ? <EnrolmentError error={enrolment.error} /> : null}
        {enrolment.data ? <EnrolmentForm token={token} enrolment={enrolment.data} /> : null}
      </div>
    </main>
  );
}

function EnrolmentError({ error }: { error: unknown }) {
  if (!isApiError(error, ErrorCode.enrolmentInvalid)) return <ErrorState error={error} />;
  return (
    <div data-testid="enrolment-invalid">
      <FormAlert>
        This link is unknown, used already or expired. Ask an owner or admin for a new one.
      </FormAlert>
      <p>
        <Link to="/sign-in">Go to the sign-in page</Link>
      </p>
    </div>
  );
}

type Enrolment = z.infer<typeof staffEnrolmentSchema>;

function EnrolmentForm({ token, enrolment }: { token: string; enrolment: Enrolment }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: contractResolver(enrolmentFormSchema),
    defaultValues: { password: '', repeatPassword: '', code: '' },
  });
  const [alert, setAlert] = useState('');
  useEffect(() => form.setFocus('password'), [form]);
  const complete = useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      api.call(calls.completeEnrolment, { params: { token }, body }),
    onSuccess: async ({ data }) => {
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, data);
      await navigate('/', { replace: true });
    },
    onError: (error) => setAlert(applyServerErrors(error, form.setError, ['password', 'code'])),
  });
  const { errors } = form.formState;
  return (
    <>
      <dl className="facts" data-testid="enrolment-for">
        <dt>Name</dt>
        <dd>{enrolment.name}</dd>
        <dt>E-mail</dt>
        <dd>{enrolment.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[enrolment.role]}</dd>
        <dt>Link valid until</dt>
        <dd>
          <DateTime value={enrolment.expiresAt} />
        </dd>
      </dl>
      <form
        noValidate
        className="enrol-form"
        onSubmit={form.handleSubmit(({ password, code }) => {
          setAlert('');
          complete.mutate({ password, code });
        })}
      >
        <FormAlert>{alert}</FormAlert>
        <section className="enrol-step" aria-labelledby="enrol-step-app">
          <h2 id="enrol-step-app" className="enrol-step__title">
            1. Add the back office to your authenticator app
          </h2>
          <div className="enrol-qr">
            <img
              src={enrolment.totp.qrCode}
              alt="QR code of your authenticator secret"
              width={176}
              height={176}
              className="enrol-qr__image"
            />
            <div>
              <p className="muted">Scan the code, or type this key into the app:</p>
              <code className="enrol-qr__secret" data-testid="totp-secret">
                {enrolment.totp.secret}
              </code>
            </div>
          </div>
        </section>
        <section className="enrol-step" aria-labelledby="enrol-step-password">
          <h2 id="enrol-step-password" className="enrol-step__title">
            2. Choose a password
          </h2>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label="Repeat the password"
            type="password"
            autoComplete="new-password"
            error={errors.repeatPassword?.message}
            {...form.register('repeatPassword')}
          />
        </section>
        <section className="enrol-step" aria-labelledby="enrol-step-code">
          <h2 id="enrol-step-code" className="enrol-step__title">
            3. Confirm with a code from the app
          </h2>
          <CodeField error={errors.code?.message} {...form.register('code')} />
        </section>
        <button type="submit" className="button button--primary button--block" disabled={complete.isPending}>
          {complete.isPending ? 'Setting up…' : 'Finish and sign in'}
        </button>
      </form>
    </>
  );
}
