import { INVOICE_DEPOSIT_UPDATED, type LoginResult, type ReferralProgramme } from '@casino/contracts';
import { and, eq, isNull, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestDriver } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { REFERRAL_DEFINITION_SLUG } from '../bonuses/seed.ts';
import { bonusDefinitions, playerBonuses } from '../bonuses/tables.ts';
import { depositWith, OPERATOR_KEY, startBonusApp } from '../bonuses/test-helpers.ts';
import { domainEvents } from '../events/tables.ts';
import { type Call, call, emailRegistration } from '../identity/test-helpers.ts';
import { DEFAULT_REFERRAL_PROGRAMME } from '../settings/operator-settings.ts';

/** The real app with the PSP's and the operator's secrets, deposits without turnover. */
export const startReferralApp = (driver: TestDriver) => startBonusApp(driver, { depositTurnover: false });

export type ReferralPlayer = { token: string; playerId: string; accountId: string; code: string };

let registered = 0;

/**
 * A new EUR player (its own device fingerprint), optionally bringing a friend's code; the first wallet
 * account is read back. `options` may pin the address or fingerprint (a self-referral).
 */
export async function signUp(
  t: TestApp,
  referralCode?: string,
  options: {
    fingerprint?: string;
    remoteAddress?: string;
    url?: string;
    extra?: Record<string, unknown>;
  } = {},
): Promise<ReferralPlayer> {
  const n = ++registered;
  const response = await call(t, {
    method: 'POST',
    url: options.url ?? '/api/player/register',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: emailRegistration(`referral-${n}@example.com`, {
      currency: 'EUR',
      fingerprint: options.fingerprint ?? `device-${n}`,
      ...(referralCode === undefined ? {} : { referralCode }),
      ...options.extra,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return playerOf(t, response.json().data);
}

export async function playerOf(t: TestApp, login: LoginResult): Promise<ReferralPlayer> {
  const token = login.accessToken;
  const accounts = (await call(t, { url: '/api/wallet/accounts', token })).json().data as { id: string }[];
  return {
    token,
    playerId: login.profile.id,
    accountId: accounts[0]!.id,
    code: login.profile.referralCode ?? '',
  };
}

/** A card deposit in EUR, confirmed by the PSP's webhook, and the outbox delivered (qualification runs there). */
export async function deposit(t: TestApp, player: ReferralPlayer, amount: number) {
  await depositWith(t, player, amount, { isBonusDecline: true });
  await deliverDepositEvents(t);
}

/**
 * Delivers the outbox until no deposit event is left undelivered. One call is not always enough on a
 * loaded machine: the app's own dispatcher may have the batch (or its retry) at that moment.
 */
export async function deliverDepositEvents(t: TestApp) {
  await expect
    .poll(
      async () => {
        await t.app.events.dispatchPending();
        return t.database.db.$count(
          domainEvents,
          and(eq(domainEvents.type, INVOICE_DEPOSIT_UPDATED), isNull(domainEvents.deliveredAt)),
        );
      },
      { timeout: 30_000, message: 'the deposits reach the referral programme' },
    )
    .toBe(0);
}

export async function setProgramme(
  t: TestApp,
  change: Partial<ReferralProgramme>,
  options: Partial<Call> = {},
) {
  const response = await call(t, {
    method: 'PUT',
    url: '/api/operator/settings/referral-programme',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { ...DEFAULT_REFERRAL_PROGRAMME, ...change },
    ...options,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function referralsOf(t: TestApp, owner: ReferralPlayer, query = '') {
  const response = await call(t, { url: `/api/player/profile/referrals${query}`, token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    referrals: {
      qualified: boolean;
      registrationDate: string;
      qualificationDate: string | null;
      qualificationEndDate: string;
    }[];
    meta: { page: number; perPage: number; totalPages: number; totalRows: number };
  };
}

/** The owner's referral bonuses (source keys `referral:<referral id>:bonus`). */
export async function ownerBonuses(t: TestApp, owner: ReferralPlayer) {
  return t.database.db
    .select({ id: playerBonuses.id, amount: playerBonuses.amount, definitionId: playerBonuses.definitionId })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, owner.playerId), like(playerBonuses.sourceKey, 'referral:%')));
}

export async function referralDefinitionId(t: TestApp): Promise<string> {
  const [row] = await t.database.db
    .select({ id: bonusDefinitions.id })
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.slug, REFERRAL_DEFINITION_SLUG));
  return row!.id;
}
