import { type LoyaltyAccount, loyaltyAccountPushSchema, playerChannel } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestDriver } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type BonusTestPlayer, newPlayer, WALLET_SECRET } from '../bonuses/test-helpers.ts';
import { gameRounds } from '../game-wallet/tables.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { call } from '../identity/test-helpers.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { loyaltyAccounts, loyaltyPointEntries } from './tables.ts';

/** A player of the bonus tests' app (its studio secret), playing in `currency`. */
export type LoyaltyTestPlayer = BonusTestPlayer & { currency: string };

export type AccountPush = { channel: string; data: { event: string; playerAccount: LoyaltyAccount } };

/**
 * What the loyalty tests do on the app of startBonusApp: fund players, play rounds through the signed
 * seamless wallet, deliver the outbox, and read accounts, entries and the retention:accounts pushes.
 */
export function loyaltyKit(t: TestApp, driver: TestDriver) {
  const pushes: AccountPush[] = [];
  const publish = t.app.realtime.publish.bind(t.app.realtime);
  t.app.realtime.publish = async (channel, data) => {
    if (channel.startsWith('retention:accounts#'))
      pushes.push({ channel, data: loyaltyAccountPushSchema.parse(data) });
    await publish(channel, data);
  };
  let funded = 0;
  let moves = 0;

  const fund = (p: BonusTestPlayer, minor: bigint, currency = 'EUR') =>
    creditDeposit(t.database.db, {
      walletAccountId: p.accountId,
      currency,
      amount: minor,
      idempotencyKey: `loyalty-fund-${driver}-${++funded}`,
    });

  /** Delivers the outbox until nothing is left: a credited round's push is one more event. */
  async function deliver() {
    while ((await t.app.events.dispatchPending()) > 0);
  }

  const walletCall = (
    p: LoyaltyTestPlayer,
    game: string,
    kind: 'bet' | 'win' | 'rollback',
    round: string,
    body: Record<string, unknown>,
  ) =>
    gameWalletCall(t, WALLET_SECRET, kind, {
      sessionToken: p.sessions[game],
      currency: p.currency,
      transactionId: `loyalty-${driver}-${++moves}`,
      roundId: round,
      ...body,
    });

  const account = async (p: { token: string }) => {
    const response = await call(t, { method: 'GET', url: '/api/retention/account', token: p.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as LoyaltyAccount;
  };

  const entriesOf = async (p: { playerId: string }) => {
    const [row] = await t.database.db
      .select({ id: loyaltyAccounts.id })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.playerId, p.playerId));
    if (!row) return [];
    return t.database.db.select().from(loyaltyPointEntries).where(eq(loyaltyPointEntries.accountId, row.id));
  };

  return {
    pushes,
    fund,
    deliver,
    walletCall,
    account,
    entriesOf,
    /** A new round id of the provider's. */
    nextRound: () => `round-${++moves}`,

    /** A EUR player with `euros` of cash (no bonus) and a game session on each of `games`. */
    async player(euros: number, ...games: string[]): Promise<LoyaltyTestPlayer> {
      const p = await newPlayer(t, ...games);
      if (euros > 0) await fund(p, BigInt(euros * 100));
      return { ...p, currency: 'EUR' };
    },

    /** A bet and its win in one round of `game`, delivered; answers the round's provider id. */
    async spin(p: LoyaltyTestPlayer, game: string, stake: string, payout = '0') {
      const round = `round-${++moves}`;
      const placed = await walletCall(p, game, 'bet', round, { amount: stake });
      expect(placed.statusCode, placed.body).toBe(200);
      const paid = await walletCall(p, game, 'win', round, { amount: payout });
      expect(paid.statusCode, paid.body).toBe(200);
      await deliver();
      return round;
    },

    /** The platform's id of a round (what the round events and the entries name). */
    async roundIdOf(p: { playerId: string }, providerRoundId: string) {
      const [row] = await t.database.db
        .select({ id: gameRounds.id })
        .from(gameRounds)
        .where(and(eq(gameRounds.playerId, p.playerId), eq(gameRounds.providerRoundId, providerRoundId)));
      return row!.id;
    },

    /** The pushes on the player's retention:accounts channel, of one event or all. */
    pushesOf: (p: { playerId: string }, event?: string) =>
      pushes.filter(
        (push) =>
          push.channel === playerChannel('retention:accounts', p.playerId) &&
          (event === undefined || push.data.event === event),
      ),

    /** What the player holds is the sum of their entries. */
    async expectEntriesSum(p: LoyaltyTestPlayer) {
      const held = (await account(p)).points;
      expect((await entriesOf(p)).reduce((sum, entry) => sum + entry.points, 0)).toBe(held);
    },
  };
}
