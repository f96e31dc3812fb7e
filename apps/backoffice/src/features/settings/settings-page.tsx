import {
  backofficeSettingsRoutes as calls,
  chatSettingsSchema,
  identityVerificationSettingSchema,
  JURISDICTIONS,
  type PlayerProtectionUpdate,
  paymentRulesSchema,
  playerProtectionUpdateSchema,
  referralProgrammeSchema,
  reportSettingsSchema,
  retentionSettingsSchema,
  tagManagerUpdateSchema,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useApi } from '../../api/api-context.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { GroupForm, SETTINGS_QUERY_KEY, settingsGroup } from './group-form.tsx';
import { StakeBandsField, stakeBandNames } from './stake-bands-field.tsx';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings page's groups, in the order of its cards: each a declaration, drawn by GroupForm. */
const GROUPS = [
  settingsGroup<PlayerProtectionUpdate>({
    title: 'Player protection',
    description:
      "The regulator whose game design rules the games follow, the slot stake caps by age, and the withdrawals a player may make before verifying their identity. Changing the jurisdiction with the caps as they were applies the jurisdiction's (the UKGC's under UKGC, none otherwise).",
    route: calls.savePlayerProtection,
    schema: playerProtectionUpdateSchema,
    values: ({ playerProtection }) => playerProtection,
    // The caps follow a new jurisdiction unless they were edited too (the server fills them in).
    toBody: (body, { playerProtection }) => {
      if (body.jurisdiction === playerProtection.jurisdiction) return body;
      if (!sameJson(body.slotStakeLimits, playerProtection.slotStakeLimits)) return body;
      const { slotStakeLimits: _following, ...rest } = body;
      return rest;
    },
    fields: [
      {
        kind: 'select',
        name: 'jurisdiction',
        label: 'Jurisdiction',
        options: JURISDICTIONS.map((code) => ({
          value: code,
          label: code === 'ukgc' ? 'UK Gambling Commission (RTS 14)' : 'None',
        })),
      },
      {
        kind: 'decimal',
        name: 'kycWithdrawalThreshold',
        label: 'KYC withdrawal threshold',
        hint: 'Lifetime withdrawals in the base currency before identity verification is required.',
      },
      {
        kind: 'custom',
        names: stakeBandNames,
        render: (form) => <StakeBandsField form={form as UseFormReturn<PlayerProtectionUpdate>} />,
      },
    ],
  }),
  settingsGroup({
    title: 'Identity verification',
    description: 'Offers /profile/verification (Sumsub when configured, else the built-in provider).',
    route: calls.saveIdentityVerification,
    schema: identityVerificationSettingSchema,
    values: ({ identityVerification }) => identityVerification,
    fields: [
      { kind: 'checkbox', name: 'enabled', label: 'Identity verification on' },
      { kind: 'checkbox', name: 'hideDocumentsPage', label: 'Hide the documents page' },
    ],
  }),
  settingsGroup({
    title: 'Tag manager',
    description: "Google Tag Manager on the player site; the pages' Content-Security-Policy follows.",
    route: calls.saveTagManager,
    schema: tagManagerUpdateSchema,
    values: ({ tagManager }) => tagManager,
    fields: [
      { kind: 'checkbox', name: 'enabled', label: 'Tag manager on' },
      { kind: 'text', name: 'id', label: 'Container id', hint: 'GTM-XXXXXXX' },
    ],
  }),
  settingsGroup({
    title: 'Loyalty, quests and tournaments',
    route: calls.saveRetention,
    schema: retentionSettingsSchema,
    values: ({ retention }) => retention,
    fields: [
      { kind: 'checkbox', name: 'loyaltyEnabled', label: 'Loyalty club on' },
      { kind: 'checkbox', name: 'questsEnabled', label: 'Quests on' },
      { kind: 'checkbox', name: 'tournamentSeries', label: 'Built-in recurring tournament series' },
    ],
  }),
  settingsGroup({
    title: 'Payment rules',
    route: calls.savePaymentRules,
    schema: paymentRulesSchema,
    values: ({ paymentRules }) => paymentRules,
    fields: [
      {
        kind: 'number',
        name: 'turnoverMultiplier',
        label: 'Turnover multiplier',
        step: 'any',
        hint: 'How many times a deposit is wagered before a withdrawal; 0 turns the rule off.',
      },
      {
        kind: 'decimal',
        name: 'fourEyesThreshold',
        label: 'Four-eyes threshold',
        hint: 'In the base currency: withdrawals and adjustments from this amount need a second approver.',
      },
      {
        kind: 'number',
        name: 'bonusWagerCap',
        label: 'Bonus wager cap',
        hint: "The most a bonus's wagering may multiply; empty follows the jurisdiction (UKGC: 10x).",
      },
    ],
  }),
  settingsGroup({
    title: 'Referral programme',
    route: calls.saveReferralProgramme,
    schema: referralProgrammeSchema,
    values: ({ referralProgramme }) => referralProgramme,
    fields: [
      { kind: 'checkbox', name: 'enabled', label: 'Referral programme on' },
      { kind: 'number', name: 'maxReferralCount', label: 'Most friends per player', hint: 'Empty: no cap.' },
      {
        kind: 'decimal',
        name: 'qualifyingDeposit',
        label: 'Qualifying deposit',
        hint: "A friend's deposits in the base currency that qualify them.",
      },
      { kind: 'number', name: 'qualificationDays', label: 'Qualification days' },
    ],
  }),
  settingsGroup({
    title: 'Reports',
    description: 'What the large-transactions report lists (Reports, Large transactions).',
    route: calls.saveReportSettings,
    schema: reportSettingsSchema,
    values: ({ reports }) => reports,
    fields: [
      {
        kind: 'decimal',
        name: 'largeTransactionThreshold',
        label: 'Large-transaction threshold (EUR)',
        hint: "A player's deposits, or withdrawals, totalling this much within 24 hours, in EUR at the site's rates.",
      },
    ],
  }),
  settingsGroup({
    title: 'Live chat',
    description:
      'The built-in chat: on or off, open to visitors who are not signed in, how long closed transcripts are kept, and what visitors read when no agent is online.',
    route: calls.saveChatSettings,
    schema: chatSettingsSchema,
    values: ({ chat }) => chat,
    fields: [
      { kind: 'checkbox', name: 'enabled', label: 'Live chat on' },
      { kind: 'checkbox', name: 'guestAvailable', label: 'Guests may chat' },
      {
        kind: 'number',
        name: 'retentionDays',
        label: 'Transcript retention (days)',
        hint: 'Messages and images of conversations closed longer than this are deleted.',
      },
      { kind: 'text', name: 'offlineNotice.en', label: 'Offline notice (English)' },
      { kind: 'text', name: 'offlineNotice.de', label: 'Offline notice (German)' },
      { kind: 'text', name: 'offlineNotice.pt-br', label: 'Offline notice (Portuguese)' },
    ],
  }),
];

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
      {settings.data ? (
        <div className="settings-groups">
          {GROUPS.map((group) => (
            <GroupForm key={group.title} group={group} settings={settings.data.data} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
