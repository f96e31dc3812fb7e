import {
  backofficeSettingsRoutes as calls,
  identityVerificationSettingSchema,
  JURISDICTIONS,
  type OperatorSettings,
  paymentRulesSchema,
  playerProtectionUpdateSchema,
  referralProgrammeSchema,
  retentionSettingsSchema,
  tagManagerUpdateSchema,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';

export const SETTINGS_QUERY_KEY = ['backoffice', 'settings'] as const;

/** Number inputs: empty is null where the setting allows none. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * GET /api/backoffice/settings: every operator setting of the running site, one card per group, each
 * saved on its own (settings.write), validated by the schema the server reads it with and audited.
 * The player site reads a change at once on this node and within 30 s on the others.
 */
export function SettingsPage() {
  const api = useApi();
  const settings = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => api.call(calls.settings, {}) });
  return (
    <section className="page">
      <title>Settings · Back office</title>
      <PageHeader
        title="Settings"
        description="The operator's settings of the running site. Each group is saved on its own and audited; the player site follows within 30 seconds, no restart."
      />
      {settings.isPending ? <LoadingState /> : null}
      {settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? <SettingsGroups settings={settings.data.data} /> : null}
    </section>
  );
}

function SettingsGroups({ settings }: { settings: OperatorSettings }) {
  const { playerProtection, identityVerification, tagManager, retention, paymentRules, referralProgramme } =
    settings;
  return (
    <div className="settings-groups">
      <GroupForm
        title="Player protection"
        description="The regulator whose game design rules the games follow, and the withdrawals a player may make before verifying their identity. Slot stake caps follow the jurisdiction (the UKGC's under UKGC)."
        route={calls.savePlayerProtection}
        schema={playerProtectionUpdateSchema}
        values={{
          jurisdiction: playerProtection.jurisdiction,
          kycWithdrawalThreshold: playerProtection.kycWithdrawalThreshold,
        }}
        // The stake caps stay as they are, unless the jurisdiction changes: then they follow it.
        toBody={(body) =>
          body.jurisdiction === playerProtection.jurisdiction
            ? { ...body, slotStakeLimits: playerProtection.slotStakeLimits }
            : body
        }
        fields={['jurisdiction', 'kycWithdrawalThreshold']}
      >
        {(form) => (
          <>
            <SelectField label="Jurisdiction" {...form.register('jurisdiction')}>
              {JURISDICTIONS.map((code) => (
                <option key={code} value={code}>
                  {code === 'ukgc' ? 'UK Gambling Commission (RTS 14)' : 'None'}
                </option>
              ))}
            </SelectField>
            <TextField
              label="KYC withdrawal threshold"
              inputMode="decimal"
              hint="Lifetime withdrawals in the base currency before identity verification is required."
              error={form.formState.errors.kycWithdrawalThreshold?.message}
              {...form.register('kycWithdrawalThreshold')}
            />
            <p className="muted">
              Slot stake caps now:{' '}
              {playerProtection.slotStakeLimits
                ? playerProtection.slotStakeLimits.bands
                    .map(
                      (band) =>
                        `${band.fromAge}${band.toAge ? `–${band.toAge}` : '+'}: ${band.maxStake} ${playerProtection.slotStakeLimits!.currency}`,
                    )
                    .join(', ')
                : 'none'}
            </p>
          </>
        )}
      </GroupForm>
      <GroupForm
        title="Identity verification"
        description="Offers /profile/verification (Sumsub when configured, else the built-in provider)."
        route={calls.saveIdentityVerification}
        schema={identityVerificationSettingSchema}
        values={identityVerification}
        fields={['enabled', 'hideDocumentsPage']}
      >
        {(form) => (
          <>
            <Checkbox label="Identity verification on" {...form.register('enabled')} />
            <Checkbox label="Hide the documents page" {...form.register('hideDocumentsPage')} />
          </>
        )}
      </GroupForm>
      <GroupForm
        title="Tag manager"
        description="Google Tag Manager on the player site; the pages' Content-Security-Policy follows."
        route={calls.saveTagManager}
        schema={tagManagerUpdateSchema}
        values={tagManager}
        fields={['enabled', 'id']}
      >
        {(form) => (
          <>
            <Checkbox label="Tag manager on" {...form.register('enabled')} />
            <TextField
              label="Container id"
              hint="GTM-XXXXXXX"
              error={form.formState.errors.id?.message}
              {...form.register('id')}
            />
          </>
        )}
      </GroupForm>
      <GroupForm
        title="Loyalty, quests and tournaments"
        route={calls.saveRetention}
        schema={retentionSettingsSchema}
        values={retention}
        fields={['loyaltyEnabled', 'questsEnabled', 'tournamentSeries']}
      >
        {(form) => (
          <>
            <Checkbox label="Loyalty club on" {...form.register('loyaltyEnabled')} />
            <Checkbox label="Quests on" {...form.register('questsEnabled')} />
            <Checkbox label="Built-in recurring tournament series" {...form.register('tournamentSeries')} />
          </>
        )}
      </GroupForm>
      <GroupForm
        title="Payment rules"
        route={calls.savePaymentRules}
        schema={paymentRulesSchema}
        values={paymentRules}
        fields={['turnoverMultiplier', 'fourEyesThreshold', 'bonusWagerCap']}
      >
        {(form) => (
          <>
            <TextField
              label="Turnover multiplier"
              type="number"
              step="any"
              hint="How many times a deposit is wagered before a withdrawal; 0 turns the rule off."
              error={form.formState.errors.turnoverMultiplier?.message}
              {...form.register('turnoverMultiplier', { setValueAs: numberOrNull })}
            />
            <TextField
              label="Four-eyes threshold"
              inputMode="decimal"
              hint="In the base currency: withdrawals and adjustments from this amount need a second approver."
              error={form.formState.errors.fourEyesThreshold?.message}
              {...form.register('fourEyesThreshold')}
            />
            <TextField
              label="Bonus wager cap"
              type="number"
              hint="The most a bonus's wagering may multiply; empty follows the jurisdiction (UKGC: 10x)."
              error={form.formState.errors.bonusWagerCap?.message}
              {...form.register('bonusWagerCap', { setValueAs: numberOrNull })}
            />
          </>
        )}
      </GroupForm>
      <GroupForm
        title="Referral programme"
        route={calls.saveReferralProgramme}
        schema={referralProgrammeSchema}
        values={referralProgramme}
        fields={['enabled', 'maxReferralCount', 'qualifyingDeposit', 'qualificationDays']}
      >
        {(form) => (
          <>
            <Checkbox label="Referral programme on" {...form.register('enabled')} />
            <TextField
              label="Most friends per player"
              type="number"
              hint="Empty: no cap."
              error={form.formState.errors.maxReferralCount?.message}
              {...form.register('maxReferralCount', { setValueAs: numberOrNull })}
            />
            <TextField
              label="Qualifying deposit"
              inputMode="decimal"
              hint="A friend's deposits in the base currency that qualify them."
              error={form.formState.errors.qualifyingDeposit?.message}
              {...form.register('qualifyingDeposit')}
            />
            <TextField
              label="Qualification days"
              type="number"
              error={form.formState.errors.qualificationDays?.message}
              {...form.register('qualificationDays', { setValueAs: numberOrNull })}
            />
          </>
        )}
      </GroupForm>
    </div>
  );
}

function Checkbox({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="checkbox settings-checkbox">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

type GroupRoute = Parameters<typeof useAuditedChange>[0];

/** One group's card: its fields, Save (settings.write only), the server's refusals on the fields. */
function GroupForm<Values extends FieldValues>({
  title,
  description,
  route,
  schema,
  values,
  fields,
  toBody = (body) => body,
  children,
}: {
  title: string;
  description?: string;
  route: GroupRoute;
  schema: z.ZodType<unknown, Values>;
  values: Values;
  fields: Path<Values>[];
  /** What is sent, from the form's values. */
  toBody?: (values: Values) => unknown;
  children: (form: UseFormReturn<Values>) => ReactNode;
}) {
  const mayWrite = can(useStaffMe(), 'settings.write');
  const form = useForm<Values>({
    resolver: contractResolver(schema) as never,
    defaultValues: values as never,
  });
  const change = useAuditedChange(route, [SETTINGS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState(false);
  const headingId = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      {description ? <p className="muted">{description}</p> : null}
      <form
        noValidate
        onSubmit={form.handleSubmit((body: Values) => {
          setAlert('');
          setSaved(false);
          change.mutate(
            { input: { body: toBody(body) } as never },
            {
              onSuccess: () => setSaved(true),
              onError: (error) => setAlert(applyServerErrors(error, form.setError, fields)),
            },
          );
        })}
      >
        <FormAlert>{alert}</FormAlert>
        <fieldset className="fieldset" disabled={!mayWrite}>
          <legend className="visually-hidden">{title}</legend>
          {children(form)}
        </fieldset>
        {mayWrite ? (
          <div className="settings-actions">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : `Save ${title.toLowerCase()}`}
            </button>
            {saved ? (
              <span role="status" className="muted">
                Saved and audited.
              </span>
            ) : null}
          </div>
        ) : (
          <p className="muted">You may read these settings; changing them needs settings.write.</p>
        )}
      </form>
    </section>
  );
}
