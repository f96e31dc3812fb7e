import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { OPERATOR_KEY } from '../bonuses/test-helpers.ts';
import { call, latestSmsCode, sendCode } from '../identity/test-helpers.ts';
import { playerMessages } from '../messenger/tables.ts';
import { DEFAULT_REFERRAL_PROGRAMME } from '../settings/operator-settings.ts';
import { checkQualification } from './qualification.ts';
import { referrals } from './tables.ts';
import {
  deposit,
  ownerBonuses,
  referralDefinitionId,
  referralsOf,
  setProgramme,
  signUp,
  startReferralApp,
} from './test-helpers.ts';

const DAY = 86_400_000;

describe.each(testDrivers)('the referral programme on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startReferralApp(driver);
  });
  afterAll(() => t?.close());

  const referralMessages = (playerId: string) =>
    t.database.db
      .select({ title: playerMessages.title, body: playerMessages.body, linkUrl: playerMessages.linkUrl })
      .from(playerMessages)
      .where(and(eq(playerMessages.playerId, playerId), eq(playerMessages.kind, 'referral.qualified')));

  const statusOf = async (friendId: string) => {
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friendId));
    return row?.status ?? null;
  };

  it('gives every new player a code of their own, on the profile with the qualified friends', async () => {
    const owner = await signUp(t);
    expect(owner.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const profile = (await call(t, { url: '/api/player/profile', token: owner.token })).json().data;
    expect(profile).toMatchObject({ referralCode: owner.code, qualifiedReferralsCount: 0 });
    expect((await signUp(t)).code).not.toBe(owner.code);
  });

  it('makes a friend who signs up with the code (any case, by e-mail or phone) the owner’s referral', async () => {
    const owner = await signUp(t);
    const friend = await signUp(t, ` ${owner.code.toLowerCase()} `);
    const phone = '+4915112340001';
    await sendCode(t, phone, 'registration');
    const byPhone = await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: {
        phone,
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        birthdate: '1990-04-12',
        agreements: true,
        currency: 'EUR',
        fingerprint: 'phone-friend',
        referralCode: owner.code,
        code: await latestSmsCode(t, phone),
      },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);
    const page = await referralsOf(t, owner, '?page=1&perPage=10');
    expect(page.meta).toEqual({ page: 1, perPage: 10, totalPages: 1, totalRows: 2 });
    const [newest, first] = page.referrals;
    expect(first).toMatchObject({ qualified: false, qualificationDate: null });
    const registered = new Date(first!.registrationDate).getTime();
    expect(new Date(first!.qualificationEndDate).getTime() - registered).toBe(30 * DAY);
    expect(newest!.registrationDate >= first!.registrationDate).toBe(true);
    expect(await statusOf(friend.playerId)).toBe('pending');
    expect((await referralsOf(t, friend)).referrals).toEqual([]);
  });

  it('qualifies the friend once their deposits reach the amount, and gives the owner the bonus', async () => {
    const owner = await signUp(t);
    const friend = await signUp(t, owner.code);
    await deposit(t, friend, 20);
    expect(await statusOf(friend.playerId)).toBe('pending');
    expect(await ownerBonuses(t, owner)).toEqual([]);
    await deposit(t, friend, 30);
    expect(await statusOf(friend.playerId)).toBe('qualified');
    const [referral] = (await referralsOf(t, owner)).referrals;
    expect(referral).toMatchObject({ qualified: true });
    expect(referral!.qualificationDate).not.toBeNull();
    const bonuses = await ownerBonuses(t, owner);
    expect(bonuses).toEqual([
      { id: expect.any(String), amount: 2500n, definitionId: await referralDefinitionId(t) },
    ]);
    const profile = (await call(t, { url: '/api/player/profile', token: owner.token })).json().data;
    expect(profile.qualifiedReferralsCount).toBe(1);
    expect(await referralMessages(owner.playerId)).toEqual([
      {
        title: 'A friend you invited has qualified',
        body: expect.stringContaining('1 qualified friends so far'),
        linkUrl: '/profile/referral',
      },
    ]);
    // Later deposits change nothing.
    await deposit(t, friend, 100);
    expect(await ownerBonuses(t, owner)).toHaveLength(1);
    expect(await referralMessages(owner.playerId)).toHaveLength(1);
  });

  it('gives one bonus when two deposits of the friend settle at once', async () => {
    const owner = await signUp(t);
    const friend = await signUp(t, owner.code);
    await Promise.all([deposit(t, friend, 60), deposit(t, friend, 70)]);
    expect(await statusOf(friend.playerId)).toBe('qualified');
    expect(await ownerBonuses(t, owner)).toHaveLength(1);
  });

  it('gives one bonus when two qualification checks of one friend run in parallel transactions', async () => {
    const owner = await signUp(t);
    const friend = await signUp(t, owner.code);
    await setProgramme(t, { qualifyingDeposit: '100000' });
    await deposit(t, friend, 80);
    await setProgramme(t, {});
    const check = () => t.database.db.transaction((tx) => checkQualification(tx, friend.playerId));
    const statuses = await Promise.all([check(), check(), check()]);
    expect(statuses.sort()).toEqual(['qualified', 'qualified', 'qualified']);
    expect(await ownerBonuses(t, owner)).toHaveLength(1);
  });

  it('qualifies no more friends than maxReferralCount: a later one is over the limit, with no bonus', async () => {
    await setProgramme(t, { maxReferralCount: 1 });
    try {
      const owner = await signUp(t);
      const first = await signUp(t, owner.code);
      const second = await signUp(t, owner.code);
      await deposit(t, first, 50);
      await deposit(t, second, 50);
      expect(await statusOf(first.playerId)).toBe('qualified');
      expect(await statusOf(second.playerId)).toBe('over-limit');
      expect(await ownerBonuses(t, owner)).toHaveLength(1);
      const page = await referralsOf(t, owner);
      expect(page.referrals.map((referral) => referral.qualified).sort()).toEqual([false, true]);
      const settings = (await call(t, { url: '/api/player/referral-settings', token: owner.token })).json();
      expect(settings.data.maxReferralCount).toBe(1);
    } finally {
      await setProgramme(t, {});
    }
  });

  it('closes the window on the job queue at its end: a friend who did not qualify never does', async () => {
    const owner = await signUp(t);
    const friend = await signUp(t, owner.code);
    const other = await signUp(t, owner.code);
    await deposit(t, other, 50);
    // The timers reach the job queue through the outbox.
    await t.app.events.dispatchPending();
    await t.app.jobs.runDue(new Date(Date.now() + 29 * DAY));
    expect(await statusOf(friend.playerId)).toBe('pending');
    await t.app.jobs.runDue(new Date(Date.now() + 31 * DAY));
    expect(await statusOf(friend.playerId)).toBe('expired');
    expect(await statusOf(other.playerId)).toBe('qualified');
    await deposit(t, friend, 500);
    expect(await statusOf(friend.playerId)).toBe('expired');
    expect(await ownerBonuses(t, owner)).toHaveLength(1);
    // A later pass changes nothing.
    await t.app.jobs.runDue(new Date(Date.now() + 60 * DAY));
    expect(await statusOf(friend.playerId)).toBe('expired');
  });

  it('ignores an owner’s own code used from the device and address they signed in from', async () => {
    const address = '203.0.113.77';
    const owner = await signUp(t, undefined, { fingerprint: 'the-owners-phone', remoteAddress: address });
    const again = await signUp(t, owner.code, { fingerprint: 'the-owners-phone', remoteAddress: address });
    expect(await statusOf(again.playerId)).toBeNull();
    // The same phone model elsewhere is someone else.
    const friend = await signUp(t, owner.code, { fingerprint: 'the-owners-phone' });
    expect(await statusOf(friend.playerId)).toBe('pending');
  });

  it('signs up a player with an unknown code as without one, and refuses a code that is no text (422)', async () => {
    const player = await signUp(t, 'NOSUCHCODE');
    expect(await statusOf(player.playerId)).toBeNull();
    const bad = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: {
        email: 'referral-bad@example.com',
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        birthdate: '1990-04-12',
        agreements: true,
        referralCode: { code: 1 },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['referralCode']);
  });

  it('links and qualifies nothing while the programme is off, and says so', async () => {
    const owner = await signUp(t);
    const pending = await signUp(t, owner.code);
    await setProgramme(t, { enabled: false });
    try {
      const constants = (await call(t, { url: '/api/settings/constants' })).json().data;
      expect(constants.player.referral).toEqual({ enabled: false });
      const settings = (await call(t, { url: '/api/player/referral-settings', token: owner.token })).json();
      expect(settings.data.enabled).toBe(false);
      const friend = await signUp(t, owner.code);
      expect(await statusOf(friend.playerId)).toBeNull();
      await deposit(t, pending, 100);
      expect(await statusOf(pending.playerId)).toBe('pending');
      expect(await ownerBonuses(t, owner)).toEqual([]);
    } finally {
      await setProgramme(t, {});
    }
    const constants = (await call(t, { url: '/api/settings/constants' })).json().data;
    expect(constants.player.referral).toEqual({ enabled: true });
  });

  it('takes the operator’s programme only with a qualifying deposit the base currency can hold (422)', async () => {
    const response = await call(t, {
      method: 'PUT',
      url: '/api/operator/settings/referral-programme',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { ...DEFAULT_REFERRAL_PROGRAMME, qualifyingDeposit: '10.001' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(['qualifyingDeposit']);
  });
});
