import type { Country, FieldDefinition, FieldRule, Profile, ProfileUpdate } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { hasServerErrors, useRulesResolver, useRulesValidity } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls, identityQueries } from '../api/identity-api.ts';
import { DynamicField } from '../components/dynamic-field.tsx';
import { fieldKind } from '../lib/field-kinds.ts';
import { PhoneFact } from './phone-fact.tsx';

type ProfileValues = Record<string, unknown>;

/** Shown as facts above the form, not as inputs: the login and the account currency. */
const READ_ONLY_FIELDS = new Set(['email', 'phone', 'currency']);

function profileDefaults(definitions: readonly FieldDefinition[]): ProfileValues {
  return Object.fromEntries(
    definitions.map((definition) => [
      definition.name,
      fieldKind(definition.name) === 'checkbox'
        ? definition.value === true
        : definition.value === null
          ? ''
          : String(definition.value),
    ]),
  );
}

/** The changed fields, as PUT /player/profile takes them (an unset gender is left out). */
export function profileChanges(
  values: ProfileValues,
  dirty: Partial<Record<string, unknown>>,
): ProfileUpdate {
  const body: Record<string, unknown> = {};
  for (const name of Object.keys(dirty)) {
    if (!dirty[name]) continue;
    const value = values[name];
    if (name === 'gender' && value === '') continue;
    body[name] = typeof value === 'string' ? value.trim() : value;
  }
  return body as ProfileUpdate;
}

/** /profile/info: personal details from the profile field definitions, and the e-mail's confirmation. */
export function ProfileInfo({ fields, countries }: { fields: FieldDefinition[]; countries: Country[] }) {
  const t = useT('global-components');
  const api = useApi();
  const { locale } = useSiteData();
  const { player } = useSession();
  // The loader's country list fills the query cache, so the country select is complete from the server on.
  useQuery({ ...identityQueries.countries(api, locale), initialData: countries });
  const { data: profile } = useQuery(identityQueries.profile(api));
  const current = profile ?? player;
  const editable = useMemo(
    () =>
      fields
        .filter((definition) => !READ_ONLY_FIELDS.has(definition.name) && definition.isVisible)
        .sort((a, b) => a.position - b.position),
    [fields],
  );
  const currency = fields.find((definition) => definition.name === 'currency')?.value;
  if (!current) return null;
  return (
    <div className="profile-grid">
      <section className="profile-card" aria-labelledby="profile-account">
        <h2 id="profile-account">{t('profile.info.account')}</h2>
        <dl className="facts">
          <EmailFact profile={current} />
          <PhoneFact profile={current} />
          {currency ? (
            <div>
              <dt>{t('profile.info.currency')}</dt>
              <dd>{String(currency)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('profile.info.memberSince')}</dt>
            <dd>
              <LocalTime iso={current.createdAt} dateOnly />
            </dd>
          </div>
        </dl>
      </section>
      <section className="profile-card" aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.info.title')}</h2>
        <ProfileForm definitions={editable} />
      </section>
    </div>
  );
}

function EmailFact({ profile }: { profile: Profile }) {
  const t = useT('global-components');
  const api = useApi();
  const pushAlert = useAlerts();
  const resend = useMutation({
    mutationFn: () => identityCalls.resendConfirmation(api),
    onSuccess: () =>
      pushAlert({
        type: 'success',
        title: t('alerts:confirmationSent.title'),
        text: t('alerts:confirmationSent.text'),
      }),
    onError: () =>
      pushAlert({
        type: 'error',
        title: t('alerts:somethingWentWrong.title'),
        text: t('alerts:somethingWentWrong.text'),
      }),
  });
  if (!profile.email) return null;
  return (
    <div data-testid="profile-email">
      <dt>{t('profile.info.email')}</dt>
      <dd>
        {profile.email}{' '}
        <span className={`status-pill status-pill--${profile.emailConfirmed ? 'ok' : 'warn'}`}>
          {profile.emailConfirmed ? t('profile.info.emailConfirmed') : t('profile.info.emailUnconfirmed')}
        </span>
        {profile.emailConfirmed ? null : (
          <button
            type="button"
            className="link-button facts__action"
            onClick={() => resend.mutate()}
            disabled={resend.isPending || resend.isSuccess}
          >
            {resend.isPending ? <Spinner /> : <Icon name="mail" size={16} />} {t('profile.info.resend')}
          </button>
        )}
      </dd>
    </div>
  );
}

function ProfileForm({ definitions }: { definitions: FieldDefinition[] }) {
  const t = useT('global-components');
  const { init } = useSiteData();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const pushAlert = useAlerts();
  const rules = useMemo<Record<string, FieldRule[]>>(
    () =>
      Object.fromEntries(
        definitions
          .filter((definition) => definition.editable)
          .map((definition) => {
            const list = [...definition.rules];
            if (definition.isRequired && !list.some((rule) => rule.rule === 'required'))
              list.unshift({ rule: 'required' });
            return [definition.name, list];
          }),
      ),
    [definitions],
  );
  const defaultValues = useMemo(() => profileDefaults(definitions), [definitions]);
  const form = useForm<ProfileValues>({
    resolver: useRulesResolver<ProfileValues>(rules),
    mode: 'onBlur',
    defaultValues,
  });
  const valid = useRulesValidity(form.control, rules);

  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      identityCalls.updateProfile(api, profileChanges(values, form.formState.dirtyFields)),
    onSuccess: (profile, values) => {
      queryClient.setQueryData(identityQueries.profile(api).queryKey, profile);
      session.updatePlayer(profile);
      form.reset(values);
      pushAlert({
        type: 'success',
        title: t('alerts:profileUpdated.title'),
        text: t('alerts:profileUpdated.text'),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        const unknown: string[] = [];
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in rules) form.setError(field, { type: 'server', message: messages[0] });
          else unknown.push(messages[0] ?? '');
        }
        if (unknown.length === 0) return;
      }
      pushAlert({
        type: 'error',
        title: t('alerts:somethingWentWrong.title'),
        text: t('alerts:somethingWentWrong.text'),
      });
    },
  });

  const dirty = form.formState.isDirty;
  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      data-testid="profile-form"
    >
      <div className="profile-form__fields">
        {definitions.map((definition) =>
          definition.name === 'locale' ? (
            <FormField
              key="locale"
              as="select"
              label={t('fields-settings:fields.locale')}
              required={definition.isRequired}
              disabled={!definition.editable}
              defaultValue={String(form.getValues('locale') ?? '')}
              {...form.register('locale')}
              error={form.formState.errors.locale?.message as string | undefined}
            >
              {init.locales.map((locale) => (
                <option key={locale.code} value={locale.code}>
                  {locale.nativeName}
                </option>
              ))}
            </FormField>
          ) : (
            <DynamicField key={definition.name} definition={definition} form={form} />
          ),
        )}
      </div>
      <div className="profile-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!dirty || !valid || save.isPending || hasServerErrors(form.formState.errors)}
        >
          {save.isPending ? <Spinner /> : null}
          {t('profile.info.save')}
        </button>
      </div>
    </form>
  );
}
