import { PlayerBonusResult, PlayerBonusStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { TestDriver } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gamesForWeights } from '../games/service.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { confirmDepositByWebhook } from '../payments/test-helpers.ts';
import { TURNOVER_MULTIPLIER_KEY } from '../settings/operator-settings.ts';
import { siteSettings } from '../settings/tables.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { type BonusAccount, issueBonus, issueFreespins } from './lifecycle.ts';
import { type BonusDefinitionRow, bonusCodes, bonusDefinitions, playerFreespins } from './tables.ts';
import { issueTerms } from './terms.ts';

/** The secrets of the bonus tests' app: the studio's seamless wallet, the sandbox PSP's webhooks, the operator. */
export const WALLET_SECRET = 'bonuses-test-studio-secret-of-32-characters';
export const WEBHOOK_SECRET = 'bonuses-test-webhook-secret-of-32-characters';
export const OPERATOR_KEY = 'bonuses-test-operator-key-0123456789abcdef-0123';

/** The slot the seeded bonuses give their free spins on. */
export const SLOT = 'slot-wild-twenty';

/**
 * The real app for the bonus tests, with the secrets above. `depositTurnover: false` lets deposits go
 * without turnover, so that the bonus's own wagering is all a test sees.
 */
export async function startBonusApp(
  driver: TestDriver,
  options: { depositTurnover?: boolean } = {},
): Promise<TestApp> {
  const t = await startTestApp(driver, {
    STUDIO_WALLET_SECRET: WALLET_SECRET,
    PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OPERATOR_KEY,
  });
  if (options.depositTurnover === false)
    await t.database.db
      .update(siteSettings)
      .set({ value: 0 })
      .where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
  return t;
}

export type BonusTestPlayer = {
  token: string;
  playerId: string;
  accountId: string;
  /** The game session's token, by game. */
  sessions: Record<string, string>;
};

let players = 0;

/** A new EUR player, their first wallet account (opened when they first list them) and a game session on each of `games`. */
export async function newPlayer(t: TestApp, ...games: string[]): Promise<BonusTestPlayer> {
  const { accessToken: token, profile } = await registerByEmail(t, `bonus-player-${++players}@example.com`, {
    currency: 'EUR',
  });
  const listed = await call(t, { method: 'GET', url: '/api/wallet/accounts', token });
  const accounts = listed.json().data as { id: string }[];
  const playerId = profile.id as string;
  const sessions: Record<string, string> = {};
  for (const gameId of games) {
    const opened = await openGameSession(t.database.db, {
      playerId,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId,
    });
    sessions[gameId] = opened.token;
  }
  return { token, playerId, accountId: accounts[0]!.id, sessions };
}

/** A card deposit in EUR through the sandbox PSP, confirmed by its webhook, with the player's bonus choice. */
export async function depositWith(
  t: TestApp,
  p: { token: string; accountId: string },
  amount: number,
  choice: { bonusId?: string; isBonusDecline?: boolean } = {},
) {
  const opened = await call(t, {
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    token: p.token,
    payload: {
      method: 'sandbox_card',
      currency: 'EUR',
      country: 'DE',
      amount,
      accountId: p.accountId,
      fields: {},
      ...choice,
    },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId: opened.json().data.invoiceId, amount });
}

/** A seeded bonus definition, by its slug. */
export async function definitionOf(db: Db, slug: string): Promise<BonusDefinitionRow> {
  const [definition] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.slug, slug));
  if (!definition) throw new Error(`no bonus definition ${slug}`);
  return definition;
}

/** The books balance: every balance is the sum of its entries, every posting sums to zero. */
export async function expectLedgerHolds(db: Db) {
  expect((await checkLedger(db)).ok).toBe(true);
}

/**
 * A player with something of every bonus kind (tests that sweep every route): an active bonus, a
 * queued (issued) one, issued free spins and a deposit code waiting for a deposit.
 */
export async function giveBonuses(db: Db, account: BonusAccount, tag: string) {
  const definition = await definitionOf(db, 'welcome-1');
  const terms = issueTerms(definition.terms, account.currency, await gamesForWeights(db), null);
  const issue = (n: number) =>
    issueBonus(db, {
      definition,
      account,
      amount: 1_000n,
      terms,
      activationDays: 30,
      sourceKey: `test:${tag}:${n}`,
    });
  await issue(1);
  const queued = await issue(2);
  const spins = await issueFreespins(db, {
    definition,
    account,
    count: 10,
    gameSlug: SLOT,
    betAmount: 20n,
    validDays: 7,
    terms,
    sourceKey: `test:${tag}:spins`,
  });
  await db
    .update(playerFreespins)
    .set({ status: PlayerBonusStatus.issued, result: PlayerBonusResult.issued })
    .where(eq(playerFreespins.id, spins!.id));
  const code = `WAIT${tag.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
  await db
    .insert(bonusCodes)
    .values({ code, definitionId: definition.id, trigger: 3, scheduledAt: new Date() })
    .onConflictDoNothing();
  return { playerBonusId: queued!.id, playerFreespinId: spins!.id, depositCode: code };
}
