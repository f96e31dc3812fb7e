import { BonusType } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { bonusDefinitions, playerBonuses } from './tables.ts';
import { definitionOf, depositWith, newPlayer, startBonusApp } from './test-helpers.ts';

let made = 0;

/** A deposit bonus of the editor: 50 % up to 100 EUR from a 20 EUR deposit. */
const depositBonus = (trigger: 'deposit' | 'code' = 'deposit', depositNumber?: number) => ({
  slug: `package-step-${process.pid}-${++made}`,
  names: { en: `Step ${made}` },
  type: BonusType.percentage,
  trigger,
  terms: {
    depositFrom: { EUR: '2000' },
    percent: 50,
    maxAmounts: { EUR: '10000' },
    wagerMultiplier: 20,
    wagerDays: 7,
    activationDays: 30,
    weights: [{ group: 'slots', percent: 100, collections: ['slots'] }],
    depositNumber,
  },
});

type PackageView = {
  id: string;
  slug: string;
  state: string;
  steps: { id: string; packagePriority: number; state: string }[];
};

describe.each(testDrivers)('the bonus package editor on %s', (driver) => {
  let t: TestApp;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    fakeDateOnly();
    const owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = marketing) =>
    staffCall(t, who, { method, url, payload });
  const bonus = async (trigger: 'deposit' | 'code' = 'deposit', live = true, depositNumber?: number) => {
    const created = await staff('POST', '/api/backoffice/bonuses', depositBonus(trigger, depositNumber));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: string };
    if (live)
      expect(
        (await staff('POST', `/api/backoffice/bonuses/${id}/schedule`, { startsAt: null, endsAt: null }))
          .statusCode,
      ).toBe(200);
    return id;
  };
  const fieldsOf = (response: { json: () => { error: { fields: Record<string, string[]> } } }) =>
    Object.keys(response.json().error.fields).sort();

  it('refuses a package per field: the schema’s rules, then what only the site knows', async () => {
    const step = await bonus();
    const bad = await staff('POST', '/api/backoffice/bonus-packages', {
      slug: 'Not a slug',
      names: { de: 'Nur Deutsch' },
      bonusIds: [step, step],
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(fieldsOf(bad)).toEqual(['bonusIds.1', 'names.en', 'slug']);

    const codeBonus = await bonus('code');
    const welcomeStep = (await definitionOf(t.database.db, 'welcome-1')).id;
    const refused = await staff('POST', '/api/backoffice/bonus-packages', {
      slug: 'welcome',
      names: { en: 'Again' },
      bonusIds: [step, '00000000-0000-4000-8000-000000000000', codeBonus, welcomeStep],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.fields).toMatchObject({
      'bonusIds.1': expect.any(Array),
      'bonusIds.2': expect.any(Array),
      'bonusIds.3': expect.any(Array),
    });
    // Step n is the n-th deposit: a bonus for the second deposit cannot be the first step.
    const second = await bonus('deposit', true, 2);
    const misplaced = await staff('POST', '/api/backoffice/bonus-packages', {
      slug: `misplaced-${process.pid}`,
      names: { en: 'Misplaced' },
      bonusIds: [second, step],
    });
    expect(misplaced.json().error.fields).toEqual({
      'bonusIds.0': ['Step 1 of a package is for deposit number 1.'],
    });
    const taken = await staff('POST', '/api/backoffice/bonus-packages', {
      slug: 'welcome',
      names: { en: 'Again' },
      bonusIds: [step],
    });
    expect(fieldsOf(taken)).toEqual(['slug']);
    // Nothing was moved by the refusals.
    const [row] = await t.database.db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, step));
    expect(row?.packageId).toBeNull();

    const denied = await staff(
      'POST',
      '/api/backoffice/bonus-packages',
      { slug: 'support-package', names: { en: 'No' }, bonusIds: [step] },
      support,
    );
    expect(denied.statusCode).toBe(403);
    expect((await staff('GET', '/api/backoffice/bonus-packages', undefined, support)).statusCode).toBe(200);
  });

  it('makes a package of steps in order; the player is offered it so; a reorder never moves a granted bonus', async () => {
    const [first, second, third] = [await bonus(), await bonus(), await bonus('deposit', false)];
    const created = await staff('POST', '/api/backoffice/bonus-packages', {
      slug: `reload-package-${process.pid}`,
      names: { en: 'Reload package', de: 'Reload-Paket' },
      bonusIds: [first, second, third],
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json().data as PackageView;
    expect(made.state).toBe('live');
    expect(made.steps.map((step) => [step.id, step.packagePriority, step.state])).toEqual([
      [first, 1, 'live'],
      [second, 2, 'live'],
      [third, 3, 'draft'],
    ]);

    // The wallet's package view: each live step carries the package's live steps, in order.
    const player = await newPlayer(t);
    const offers = async () =>
      (await call(t, { url: '/api/game/bonuses?currency=EUR', token: player.token })).json().data as {
        id: string;
        package: { name: string } | null;
        packageItems?: { id: string }[];
      }[];
    const offered = (await offers()).find((offer) => offer.id === first);
    expect(offered?.package?.name).toBe('Reload package');
    expect(offered?.packageItems?.map((item) => item.id)).toEqual([first, second]);

    await depositWith(t, player, 40, { bonusId: first });
    const granted = async () =>
      (
        await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, player.playerId))
      )[0];
    expect(await granted()).toMatchObject({ definitionId: first, packageId: made.id, packagePriority: 1 });

    // A live edit: reordered, the first step left out. The player's bonus keeps its package and step.
    const url = `/api/backoffice/bonus-packages/${made.id}`;
    const edited = await staff('PUT', url, {
      names: { en: 'Reload package, new order' },
      bonusIds: [second, third],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as PackageView).steps.map((step) => [step.id, step.packagePriority])).toEqual([
      [second, 1],
      [third, 2],
    ]);
    const [left] = await t.database.db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, first));
    expect(left).toMatchObject({ packageId: null, packagePriority: null });
    expect(await granted()).toMatchObject({ definitionId: first, packageId: made.id, packagePriority: 1 });
    const newcomer = await newPlayer(t);
    const now = (
      (await call(t, { url: '/api/game/bonuses?currency=EUR', token: newcomer.token })).json().data as {
        id: string;
        package: { name: string } | null;
      }[]
    ).find((offer) => offer.id === second);
    expect(now?.package?.name).toBe('Reload package, new order');

    const read = await staff('GET', url, undefined, support);
    expect(read.json().data).toMatchObject({ slug: made.slug, names: { en: 'Reload package, new order' } });
    const audits = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'bonus-package'), eq(auditLog.targetId, made.id)));
    expect(audits.map((row) => row.action)).toEqual(['bonus-package.create', 'bonus-package.update']);
    expect(audits[1]!.before).toMatchObject({ steps: [{ id: first }, { id: second }, { id: third }] });
    expect(audits[1]!.after).toMatchObject({ steps: [{ id: second }, { id: third }] });
  });

  it('keeps an ended step where it ended; a bonus of another package or ended cannot join', async () => {
    const [kept, ending] = [await bonus(), await bonus()];
    const made = (
      await staff('POST', '/api/backoffice/bonus-packages', {
        slug: `ending-package-${process.pid}`,
        names: { en: 'Ending' },
        bonusIds: [kept, ending],
      })
    ).json().data as PackageView;
    expect((await staff('POST', `/api/backoffice/bonuses/${ending}/end`)).statusCode).toBe(200);
    const edited = await staff('PUT', `/api/backoffice/bonus-packages/${made.id}`, {
      names: { en: 'Ending' },
      bonusIds: [kept],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as PackageView).steps.map((step) => [step.id, step.state])).toEqual([
      [kept, 'live'],
      [ending, 'ended'],
    ]);

    const ended = await bonus();
    await staff('POST', `/api/backoffice/bonuses/${ended}/end`);
    const refused = await staff('POST', '/api/backoffice/bonus-packages', {
      slug: `other-package-${process.pid}`,
      names: { en: 'Other' },
      bonusIds: [kept, ended],
    });
    expect(refused.json().error.fields).toMatchObject({
      'bonusIds.0': expect.any(Array),
      'bonusIds.1': expect.any(Array),
    });
  });
});
