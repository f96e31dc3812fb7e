import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { slotStakeLimitsOf } from '../player-safety/stake-limits.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { LARGE_TRANSACTION_THRESHOLD_KEY, largeTransactionThreshold } from './operator-settings.ts';
import { siteSettings } from './tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

/** A valid body per group, and bad values each refused with 422 on its field. */
const GROUPS: Record<
  string,
  { valid: Record<string, unknown>; refusals: [Record<string, unknown>, string][] }
> = {
  'player-protection': {
    valid: { jurisdiction: 'none', slotStakeLimits: null, kycWithdrawalThreshold: '2000' },
    refusals: [
      [{ jurisdiction: 'mga' }, 'jurisdiction'],
      [{ kycWithdrawalThreshold: 'lots' }, 'kycWithdrawalThreshold'],
      [{ kycWithdrawalThreshold: '10.123' }, 'kycWithdrawalThreshold'],
      [
        { slotStakeLimits: { currency: 'XYZ', bands: [{ fromAge: 18, toAge: null, maxStake: '2' }] } },
        'slotStakeLimits.currency',
      ],
      [
        { slotStakeLimits: { currency: 'EUR', bands: [{ fromAge: 17, toAge: null, maxStake: '2' }] } },
        'slotStakeLimits.bands.0.fromAge',
      ],
      // Bands overlapping (21 in both), or one after an open-ended band: an age would find two.
      [
        {
          slotStakeLimits: {
            currency: 'EUR',
            bands: [
              { fromAge: 18, toAge: 21, maxStake: '2' },
              { fromAge: 21, toAge: null, maxStake: '5' },
            ],
          },
        },
        'slotStakeLimits.bands.1.fromAge',
      ],
      [
        {
          slotStakeLimits: {
            currency: 'EUR',
            bands: [
              { fromAge: 18, toAge: null, maxStake: '2' },
              { fromAge: 30, toAge: null, maxStake: '5' },
            ],
          },
        },
        'slotStakeLimits.bands.1.fromAge',
      ],
      [
        { slotStakeLimits: { currency: 'EUR', bands: [{ fromAge: 25, toAge: 20, maxStake: '2' }] } },
        'slotStakeLimits.bands.0.toAge',
      ],
      [
        { slotStakeLimits: { currency: 'EUR', bands: [{ fromAge: 18, toAge: null, maxStake: '2.555' }] } },
        'slotStakeLimits.bands.0.maxStake',
      ],
    ],
  },
  'identity-verification': {
    valid: { enabled: true, hideDocumentsPage: false },
    refusals: [
      [{ enabled: 'yes' }, 'enabled'],
      [{ hideDocumentsPage: null }, 'hideDocumentsPage'],
    ],
  },
  'tag-manager': {
    valid: { enabled: true, id: 'GTM-ABC1234' },
    refusals: [
      [{ id: 'UA-1234-1' }, 'id'],
      [{ id: '' }, 'id'],
      [{ enabled: 1 }, 'enabled'],
    ],
  },
  retention: {
    valid: { loyaltyEnabled: false, questsEnabled: true, tournamentSeries: false },
    refusals: [
      [{ loyaltyEnabled: 'off' }, 'loyaltyEnabled'],
      [{ questsEnabled: 0 }, 'questsEnabled'],
      [{ tournamentSeries: null }, 'tournamentSeries'],
    ],
  },
  'payment-rules': {
    valid: { turnoverMultiplier: 2, fourEyesThreshold: '500', bonusWagerCap: null },
    refusals: [
      [{ turnoverMultiplier: -1 }, 'turnoverMultiplier'],
      [{ fourEyesThreshold: '1e6' }, 'fourEyesThreshold'],
      [{ fourEyesThreshold: '1.999' }, 'fourEyesThreshold'],
      [{ bonusWagerCap: 2.5 }, 'bonusWagerCap'],
    ],
  },
  'referral-programme': {
    valid: { enabled: true, maxReferralCount: 10, qualifyingDeposit: '25', qualificationDays: 14 },
    refusals: [
      [{ maxReferralCount: 0 }, 'maxReferralCount'],
      [{ qualifyingDeposit: '-5' }, 'qualifyingDeposit'],
      [{ qualifyingDeposit: '5.555' }, 'qualifyingDeposit'],
      [{ qualificationDays: 400 }, 'qualificationDays'],
    ],
  },
  reports: {
    valid: { largeTransactionThreshold: '15000' },
    refusals: [
      [{ largeTransactionThreshold: 'a lot' }, 'largeTransactionThreshold'],
      [{ largeTransactionThreshold: '-1' }, 'largeTransactionThreshold'],
      // EUR has two decimals.
      [{ largeTransactionThreshold: '10.005' }, 'largeTransactionThreshold'],
    ],
  },
};

describe.each(testDrivers)('the back office settings page on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let marketing: StaffClient;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
  });
  afterEach(() => vi.useRealTimers());

  const save = (who: StaffClient, group: string, payload: unknown) =>
    staffCall(t, who, {
      method: 'PUT',
      url: `/api/backoffice/settings/${group}`,
      payload: payload as object,
    });

  it('shows every group, defaults included, to settings.read', async () => {
    const response = await staffCall(t, marketing, { method: 'GET', url: '/api/backoffice/settings' });
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual([
      'chat',
      'identityVerification',
      'paymentRules',
      'playerProtection',
      'referralProgramme',
      'reports',
      'retention',
      'tagManager',
    ]);
    expect(response.json().data.paymentRules).toMatchObject({ fourEyesThreshold: '1000' });
    expect(response.json().data.reports).toEqual({ largeTransactionThreshold: '2000' });
    expect(response.json().data.chat).toMatchObject({
      enabled: true,
      guestAvailable: true,
      retentionDays: 365,
    });
  });

  it('saves custom stake bands and the large-transactions threshold audited, read where they are used', async () => {
    const bands = {
      currency: 'EUR',
      bands: [
        { fromAge: 18, toAge: 20, maxStake: '1.5' },
        { fromAge: 21, toAge: null, maxStake: '4' },
      ],
    };
    const protection = await save(owner, 'player-protection', {
      jurisdiction: 'none',
      slotStakeLimits: bands,
      kycWithdrawalThreshold: '2000',
    });
    expect(protection.statusCode, protection.body).toBe(200);
    expect(await slotStakeLimitsOf(t.app.db)).toEqual({
      currency: 'EUR',
      bands: [
        { fromAge: 18, toAge: 20, maxStakeMinor: 150n },
        { fromAge: 21, toAge: null, maxStakeMinor: 400n },
      ],
    });
    const threshold = await save(owner, 'reports', { largeTransactionThreshold: '12500.5' });
    expect(threshold.statusCode, threshold.body).toBe(200);
    expect(await largeTransactionThreshold(t.app.db)).toBe('12500.5');
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, LARGE_TRANSACTION_THRESHOLD_KEY)),
      )
      .orderBy(desc(auditLog.sequence))
      .limit(1);
    // The jsonb column may answer the stored "12500.5" as a number (audited-setting.ts).
    expect([row!.before, String(row!.after), row!.actorId]).toEqual([null, '12500.5', owner.id]);
    const page = await staffCall(t, owner, { method: 'GET', url: '/api/backoffice/settings' });
    expect(page.json().data.reports).toEqual({ largeTransactionThreshold: '12500.5' });
    expect(page.json().data.playerProtection.slotStakeLimits).toEqual(bands);
  });

  it.each(Object.entries(GROUPS))(
    'refuses each bad field of %s with 422 on that field',
    async (group, { valid, refusals }) => {
      for (const [change, field] of refusals) {
        const refused = await save(owner, group, { ...valid, ...change });
        expect(refused.statusCode, `${field}: ${refused.body}`).toBe(422);
        expect(JSON.stringify(refused.json()), field).toContain(`"${field}"`);
      }
      const saved = await save(owner, group, valid);
      expect(saved.statusCode, saved.body).toBe(200);
    },
  );

  it('audits a change with the value before and after, and only the settings that changed', async () => {
    const auditOf = (key: string) =>
      t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetId, key)))
        .orderBy(auditLog.sequence);
    await save(owner, 'payment-rules', GROUPS['payment-rules']!.valid);
    const thresholdRows = (await auditOf('backoffice.fourEyesThreshold')).length;
    const changed = await save(owner, 'payment-rules', {
      turnoverMultiplier: 3,
      fourEyesThreshold: '500',
      bonusWagerCap: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [last] = (await auditOf('risk.turnoverMultiplier')).slice(-1);
    expect([last!.before, last!.after]).toEqual([2, 3]);
    expect(last!.actorId).toBe(owner.id);
    // The threshold was saved as it was: no audit row for it.
    expect(await auditOf('backoffice.fourEyesThreshold')).toHaveLength(thresholdRows);
    const page = await staffCall(t, owner, { method: 'GET', url: '/api/backoffice/settings' });
    expect(page.json().data.paymentRules.turnoverMultiplier).toBe(3);
  });

  it('refuses a marketing agent (settings.read only) any write with 403', async () => {
    for (const [group, { valid }] of Object.entries(GROUPS)) {
      const refused = await save(marketing, group, valid);
      expect(refused.statusCode, group).toBe(403);
    }
  });

  it('reaches the player site at once on this node, and from another node within the cache TTL', async () => {
    const published = async () =>
      (await t.app.inject({ url: '/api/player/init' })).json().data.settings.loyaltyEnabled;
    await save(owner, 'retention', { loyaltyEnabled: true, questsEnabled: true, tournamentSeries: false });
    expect(await published()).toBe(true);
    await save(owner, 'retention', { loyaltyEnabled: false, questsEnabled: true, tournamentSeries: false });
    expect(await published()).toBe(false);

    // Another node's write reaches the database, not this node's cache: it shows within 30 s.
    await t.app.db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'loyaltyEnabled'));
    expect(await published()).toBe(false);
    advanceClock(29_000);
    expect(await published()).toBe(false);
    advanceClock(1_001);
    expect(await published()).toBe(true);
  });
});
