import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { depositWith, startBonusApp } from '../../domains/bonuses/test-helpers.ts';
import { emailRegistration } from '../../domains/identity/test-helpers.ts';
import { quests } from '../../domains/quests/tables.ts';
import { testDrivers } from '../databases.ts';
import type { TestApp } from '../test-app.ts';
import { expectError, expectReads, signedInPlayer, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract sections 2, 3 and 6 (the referral page) and 14 (triggerType 11), called the way the
 * product's client calls them: the sign-up form carries `referralCode` from `?ref=`, the profile has the
 * code and the qualified count, the list answers `{referrals, meta}` (no `data`), the settings name the
 * owner's bonus, which the page reads from GET /api/game/bonuses with triggerType=11. Every schema below
 * is written from the contract's text, not imported from our contracts package.
 */

const meta = z.object({
  page: z.number(),
  perPage: z.number(),
  totalPages: z.number(),
  totalRows: z.number(),
});
const referralsAnswer = z
  .object({
    referrals: z.array(
      z.object({
        qualified: z.boolean(),
        registrationDate: z.string(),
        qualificationDate: z.string().nullable(),
        qualificationEndDate: z.string(),
      }),
    ),
    meta,
  })
  .strict();
const settingsAnswer = z.object({
  data: z.object({
    enabled: z.boolean(),
    maxReferralCount: z.number().nullable(),
    ownerBonusId: z.string(),
  }),
});
const amountItem = z.object({ amount: z.number(), currency: z.string() });
/** IBonus as the client reads it. */
const bonus = z.object({
  id: z.string(),
  name: z.string(),
  status: z.number(),
  type: z.number(),
  wagerCasino: z.number(),
  wagerSportsbook: z.number(),
  baseCurrencyMaxWinAmount: z.number().nullable(),
  maxWinAmountItems: z.array(amountItem),
  assignConditions: z.object({
    amountItems: z.array(amountItem),
    baseCurrencyAmount: z.number().nullable(),
    depositPercentage: z.number().nullable(),
    baseCurrencyMaxAmount: z.number().nullable(),
    maxAmountItems: z.array(amountItem),
    freespinDurationMinutes: z.number().nullable(),
    gameId: z.string().nullable(),
    providerId: z.string().nullable(),
    presets: z.array(z.object({ quantity: z.number() })),
  }),
  triggerConditions: z.object({
    baseCurrencyInvoiceAmountFrom: z.number().nullable(),
    baseCurrencyInvoiceAmountTo: z.number().nullable(),
    invoiceAmountItems: z.array(
      z.object({ amountFrom: z.number(), amountTo: z.number().nullable(), currency: z.string() }),
    ),
    availableFrom: z.string().nullable(),
    availableTo: z.string().nullable(),
  }),
  wagerCasinoConditions: z.object({
    gameIds: z.array(z.string()),
    gameIdsExcluded: z.array(z.string()),
    providerIds: z.array(z.string()),
    providerIdsExcluded: z.array(z.string()),
  }),
  wagerSportsbookConditions: z.unknown(),
  package: z.object({ id: z.string(), name: z.string() }).nullable(),
  packagePriority: z.number().nullable(),
  minDeposit: z.number().nullable().optional(),
  maxDeposit: z.number().nullable().optional(),
});
const bonusesAnswer = z.object({ data: z.array(bonus) });
const profileAnswer = z.object({
  data: z.object({ id: z.string(), referralCode: z.string(), qualifiedReferralsCount: z.number() }),
});

describe.each(testDrivers)('client contract: the referral programme on %s', (driver) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
  });
  afterAll(() => t?.close());

  const email = (name: string) => `referral-contract-${driver}-${name}-${counter++}@example.com`;

  /** The sign-up form as the client sends it, the code of `?ref=` in `referralCode`. */
  async function signedUpWith(referralCode: string | undefined) {
    const client = skeletonClient(t);
    const body = {
      ...emailRegistration(email('friend'), { currency: 'EUR' }),
      nickname: 'undefined',
      fingerprint: `fp-${counter}`,
      ...(referralCode ? { referralCode } : {}),
    };
    const answer = await client.post('/api/player/register', { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const login = answer.json<{
      data: { accessToken: string; profile: { id: string; referralCode: string } };
    }>();
    client.useToken(login.data.accessToken);
    const accounts = (await client.get('/api/wallet/accounts')).json<{ data: { id: string }[] }>();
    return {
      client,
      token: login.data.accessToken,
      accountId: accounts.data[0]!.id,
      profile: login.data.profile,
    };
  }

  it('§2 §3 registers with the code, lists the friend as `{referrals, meta}` and counts them once qualified', async () => {
    const owner = await signedUpWith(undefined);
    const profile = expectReads(await owner.client.get('/api/player/profile'), 200, profileAnswer).data;
    expect(profile).toMatchObject({ referralCode: owner.profile.referralCode, qualifiedReferralsCount: 0 });

    const friend = await signedUpWith(profile.referralCode);
    const listed = expectReads(
      await owner.client.get('/api/player/profile/referrals', { query: { page: 1, perPage: 10 } }),
      200,
      referralsAnswer,
    );
    expect(listed.meta).toEqual({ page: 1, perPage: 10, totalPages: 1, totalRows: 1 });
    expect(listed.referrals[0]).toMatchObject({ qualified: false, qualificationDate: null });

    await depositWith(t, friend, 50, { isBonusDecline: true });
    await t.app.events.dispatchPending();
    const qualified = expectReads(
      await owner.client.get('/api/player/profile/referrals'),
      200,
      referralsAnswer,
    );
    expect(qualified.referrals[0]).toMatchObject({ qualified: true, qualificationDate: expect.any(String) });
    const after = expectReads(await owner.client.get('/api/player/profile'), 200, profileAnswer).data;
    expect(after.qualifiedReferralsCount).toBe(1);
  });

  it('§3 §6 names the owner bonus in the settings, and answers it with triggerType=11 in the currency', async () => {
    const owner = await signedInPlayer(t, email('owner'));
    const settings = expectReads(
      await owner.client.get('/api/player/referral-settings'),
      200,
      settingsAnswer,
    ).data;
    expect(settings).toMatchObject({ enabled: true, maxReferralCount: 20 });
    const answer = expectReads(
      await owner.client.get('/api/game/bonuses', {
        query: { bonusIds: [settings.ownerBonusId], currency: 'EUR', triggerType: 11 },
      }),
      200,
      bonusesAnswer,
    ).data;
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({
      id: settings.ownerBonusId,
      type: 1,
      wagerCasino: 10,
      assignConditions: {
        baseCurrencyAmount: 25,
        amountItems: expect.arrayContaining([{ amount: 25, currency: 'EUR' }]),
      },
      package: null,
    });
    // The referral bonus is not a deposit bonus: the wallet's list (no triggerType) does not offer it.
    const deposits = expectReads(
      await owner.client.get('/api/game/bonuses', { query: { currency: 'EUR' } }),
      200,
      bonusesAnswer,
    ).data;
    expect(deposits.map((item) => item.id)).not.toContain(settings.ownerBonusId);
    const promo = expectReads(
      await owner.client.get('/api/game/bonuses', { query: { currency: 'EUR', triggerType: 1 } }),
      200,
      bonusesAnswer,
    ).data;
    expect(promo).toEqual([]);
  });

  it('§6 narrows deposit bonuses to the amount, leaves out skipped conditions, and 422s a bad one', async () => {
    const player = await signedInPlayer(t, email('amount'));
    const names = async (query: Record<string, string | number | (string | number)[]>) =>
      expectReads(
        await player.client.get('/api/game/bonuses', { query: { currency: 'EUR', ...query } }),
        200,
        bonusesAnswer,
      ).data.map((item) => item.name);
    expect(await names({ triggerType: 3 })).toContain('Welcome bonus: 1st deposit');
    expect(await names({ amount: 10 })).not.toContain('Welcome bonus: 1st deposit');
    expect(await names({ amount: 20 })).toContain('Welcome bonus: 1st deposit');
    expect(await names({ amount: 10, skipCondition: ['amount'] })).toContain('Welcome bonus: 1st deposit');
    expect(await names({})).not.toContain('Welcome bonus: 2nd deposit');
    expect(await names({ skipCondition: ['depositNumber'] })).toEqual(
      expect.arrayContaining(['Welcome bonus: 1st deposit', 'Welcome bonus: 2nd deposit']),
    );
    const bad = expectError(
      await player.client.get('/api/game/bonuses', {
        query: { currency: 'EUR', skipCondition: ['everything'] },
      }),
      422,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['skipCondition.0']);
    const cents = expectError(
      await player.client.get('/api/game/bonuses', { query: { currency: 'EUR', amount: 20.001 } }),
      422,
    );
    expect(Object.keys(cents.fields ?? {})).toEqual(['amount']);
  });

  it("§6 answers a quest's bonus and free-spin rewards with questId, in the currency", async () => {
    const player = await signedInPlayer(t, email('quest'));
    const idOf = async (slug: string) =>
      (await t.database.db.select({ id: quests.id }).from(quests).where(eq(quests.slug, slug)))[0]!.id;
    const rewards = async (questId: string) =>
      expectReads(
        await player.client.get('/api/game/bonuses', { query: { currency: 'EUR', questId } }),
        200,
        bonusesAnswer,
      ).data;
    const [cash] = await rewards(await idOf('high-seas'));
    expect(cash).toMatchObject({
      type: 1,
      wagerCasino: 20,
      assignConditions: { amountItems: [{ amount: 10, currency: 'EUR' }], baseCurrencyAmount: 10 },
    });
    const [spins] = await rewards(await idOf('studio-tour'));
    expect(spins).toMatchObject({
      type: 3,
      assignConditions: { gameId: 'slot-wild-twenty', presets: [{ quantity: 20 }] },
    });
    // Points are no bonus: the captain's log shows its bonus only.
    expect(await rewards(await idOf('captains-log'))).toHaveLength(1);
    expect(await rewards('00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});
