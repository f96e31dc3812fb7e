import {
  type FieldRule,
  fieldRulesFor,
  type PlayerSession,
  type sessionsPageResponseSchema,
} from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { StepUpField } from '../../../components/step-up/step-up-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import {
  hasServerErrors,
  useConfirmationRevalidation,
  useRulesResolver,
  useRulesValidity,
} from '../../../lib/forms.ts';
import { PLAYER_QUERY_KEY, useSession } from '../../../lib/session/session-context.tsx';
import { useStepUp } from '../../../lib/step-up.ts';
import { useT } from '../../../lib/use-t.ts';
import { parseUserAgent } from '../../../lib/user-agent.ts';
import { identityCalls, identityQueries } from '../api/identity-api.ts';
import { PasswordField } from '../components/password-field.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

type SessionsPage = z.infer<typeof sessionsPageResponseSchema>;

/** /profile/security: change password, the open sessions with their close buttons, the last sign-in. */
export function ProfileSecurity({ firstPage }: { firstPage: SessionsPage }) {
  const t = useT('global-components');
  const { player } = useSession();
  return (
    <div className="profile-grid">
      <section className="profile-card" aria-labelledby="security-password">
        <h2 id="security-password">{t('profile.security.password.title')}</h2>
        <p className="muted">{t('profile.security.password.text')}</p>
        <ChangePasswordForm />
      </section>
      <TwoFactorSection />
      <section className="profile-card" aria-labelledby="security-sessions">
        <h2 id="security-sessions">{t('profile.security.sessions.title')}</h2>
        <p className="muted" data-testid="last-sign-in">
          {player?.lastSignInAt ? (
            <>
              {t('profile.security.lastSignIn')} <LocalTime iso={player.lastSignInAt} />
            </>
          ) : (
            t('profile.security.lastSignInUnknown')
          )}
        </p>
        <SessionList firstPage={firstPage} />
      </section>
    </div>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; repeatNewPassword: string };
const PASSWORD_RULES: Record<string, FieldRule[]> = {
  currentPassword: fieldRulesFor('currentPassword'),
  newPassword: fieldRulesFor('newPassword'),
  repeatNewPassword: fieldRulesFor('repeatNewPassword'),
};
const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', repeatNewPassword: '' };

function ChangePasswordForm() {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const form = useForm<PasswordValues>({
    resolver: useRulesResolver<PasswordValues>(PASSWORD_RULES),
    mode: 'onBlur',
    defaultValues: EMPTY_PASSWORDS,
  });
  const valid = useRulesValidity(form.control, PASSWORD_RULES);
  useConfirmationRevalidation(form, 'newPassword', 'repeatNewPassword');
  const newPassword = form.watch('newPassword');
  const stepUp = useStepUp();

  const change = useMutation({
    mutationFn: (values: PasswordValues) => identityCalls.changePassword(api, values, stepUp.options()),
    onSuccess: () => {
      form.reset(EMPTY_PASSWORDS);
      stepUp.reset();
      // The server signs out every other device when the password changes.
      void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_KEY, 'sessions'] });
      pushAlert({
        type: 'success',
        title: t('alerts:passwordChanged.title'),
        text: t('alerts:passwordChanged.text'),
      });
    },
    onError: (error) => {
      if (stepUp.handle(error)) return;
      if (error instanceof ApiError && error.status === 422) {
        let shown = false;
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in PASSWORD_RULES) {
            form.setError(field as keyof PasswordValues, { type: 'server', message: messages[0] });
            shown = true;
          }
        }
        if (shown) return;
      }
      pushAlert({
        type: 'error',
        title: t('alerts:somethingWentWrong.title'),
        text: t('alerts:somethingWentWrong.text'),
      });
    },
  });

  const field = (name: keyof PasswordValues) => ({
    ...form.register(name),
    onFocus: () => form.formState.errors[name]?.type === 'server' && form.clearErrors(name),
    error: form.formState.errors[name]?.message,
    required: true,
  });
  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      data-testid="change-password-form"
    >
      <PasswordField
        label={t('fields-settings:fields.currentPassword')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label={t('fields-settings:fields.newPassword')}
        autoComplete="new-password"
        strengthOf={newPassword}
        {...field('newPassword')}
      />
      <PasswordField
        label={t('fields-settings:fields.repeatNewPassword')}
        autoComplete="new-password"
        {...field('repeatNewPassword')}
      />
      <StepUpField stepUp={stepUp} />
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={
            !valid ||
            change.isPending ||
            hasServerErrors(form.formState.errors) ||
            (stepUp.required && !stepUp.code.trim())
          }
        >
          {change.isPending ? <Spinner /> : null}
          {t('profile.security.password.submit')}
        </button>
      </div>
    </form>
  );
}

function SessionList({ firstPage }: { firstPage: SessionsPage }) {
  const t = useT('global-components');
  const api = useApi();
  const [page, setPage] = useState(1);
  const sessions = useQuery({
    ...identityQueries.sessions(api, page),
    initialData: page === 1 ? firstPage : undefined,
    placeholderData: (previous) => previous,
  });
  const list = sessions.data?.data ?? [];
  const meta = sessions.data?.meta;
  return (
    <>
      {sessions.isError ? <p className="error-text">{t('profile.security.sessions.error')}</p> : null}
      {list.length === 0 && !sessions.isPending ? (
        <p className="muted">{t('profile.security.sessions.empty')}</p>
      ) : (
        <ul className="session-list" data-testid="session-list">
          {list.map((session) => (
            <SessionItem key={session.sessionId} session={session} />
          ))}
        </ul>
      )}
      {meta && meta.totalPages > 1 ? (
        <div className="pager">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            <Icon name="chevronLeft" size={16} /> {t('profile.security.sessions.previous')}
          </button>
          <span className="muted">
            {t('profile.security.sessions.page', { page, pages: meta.totalPages })}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={page >= meta.totalPages}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('profile.security.sessions.next')} <Icon name="chevronRight" size={16} />
          </button>
        </div>
      ) : null}
    </>
  );
}

function SessionItem({ session }: { session: PlayerSession }) {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const device = parseUserAgent(session.userAgent);
  const name =
    device.browser && device.os
      ? t('profile.security.sessions.device', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('profile.security.sessions.unknownDevice'));
  const close = useMutation({
    mutationFn: () => identityCalls.closeSession(api, session.sessionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_KEY, 'sessions'] });
      pushAlert({
        type: 'success',
        title: t('alerts:sessionClosed.title'),
        text: t('alerts:sessionClosed.text'),
      });
    },
    onError: () =>
      pushAlert({
        type: 'error',
        title: t('alerts:somethingWentWrong.title'),
        text: t('alerts:somethingWentWrong.text'),
      }),
  });
  return (
    <li className="session-item" data-current={session.current || undefined} data-testid="session-item">
      <span className="session-item__icon">
        <Icon name={device.mobile ? 'phone' : 'monitor'} />
      </span>
      <div className="session-item__body">
        <p className="session-item__name">
          {name}
          {session.current ? (
            <span className="status-pill status-pill--ok">{t('profile.security.sessions.thisDevice')}</span>
          ) : null}
        </p>
        <dl className="session-item__facts">
          <div>
            <dt>{t('profile.security.sessions.ip')}</dt>
            <dd>{session.ip}</dd>
          </div>
          <div>
            <dt>{t('profile.security.sessions.created')}</dt>
            <dd>
              <LocalTime iso={session.createdAt} />
            </dd>
          </div>
          <div>
            <dt>{t('profile.security.sessions.lastSeen')}</dt>
            <dd>
              <LocalTime iso={session.lastSeenAt} />
            </dd>
          </div>
        </dl>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => close.mutate()}
          disabled={close.isPending}
        >
          {close.isPending ? <Spinner /> : <Icon name="logout" size={16} />}
          {t('profile.security.sessions.close')}
        </button>
      )}
    </li>
  );
}
