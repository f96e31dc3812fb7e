import { ErrorCode, type StudioRound } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueFreespins } from '../../../../server/src/domains/bonuses/lifecycle.ts';
import { bonusDefinitions, playerBonuses } from '../../../../server/src/domains/bonuses/tables.ts';
import { issueTerms } from '../../../../server/src/domains/bonuses/terms.ts';
import { gamesForWeights } from '../../../../server/src/domains/games/service.ts';
import { walletAccounts } from '../../../../server/src/domains/wallet/tables.ts';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import {
  cents,
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  type Player,
  platformCents,
  play,
  studio,
  studioTestApp,
} from './studio-harness.ts';

const SLOT = 'slot-wild-twenty';

describe.each(testDrivers)('studio: free spins of a real-money slot on %s', (driver) => {
  const t = studioTestApp(driver);

  /** `count` free spins at 0.20 EUR on the slot, as the welcome package gives them. */
  async function giveSpins(player: Player, count: number) {
    const db = t.database.db;
    const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.id, player.accountId));
    const [definition] = await db
      .select()
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.slug, 'welcome-1'));
    const spins = await issueFreespins(db, {
      definition: definition!,
      account: { playerId: account!.playerId, walletAccountId: account!.id, currency: 'EUR' },
      count,
      gameSlug: SLOT,
      betAmount: 20n,
      validDays: 7,
      terms: issueTerms(definition!.terms, 'EUR', await gamesForWeights(db), null),
      sourceKey: `studio-test:${driver}:${player.email}`,
    });
    return { id: spins!.id, playerId: account!.playerId };
  }

  it('plays the free spins the session names at their stake, the balance untouched, then plays for money again', async () => {
    const player = await fundedPlayer(t, driver, '10');
    const spins = await giveSpins(player, 3);
    const { token, session } = await openGame(t, SLOT, player);
    expect(session.freespins).toEqual({ id: spins.id, remaining: 3, betAmount: '0.2' });
    let won = 0n;
    for (const left of [2, 1]) {
      const free = await play(t, token, { kind: 'slot', amount: '0.2', freespinId: spins.id });
      expect(free.round).toMatchObject({ bet: '0.2', status: 'settled', params: { freespin: true } });
      expect(free.balance, 'a free spin moves no money').toBe('10');
      expect(free.freespins).toEqual({ id: spins.id, remaining: left, betAmount: '0.2' });
      won += cents(free.round.win);
    }
    const last = await play(t, token, { kind: 'slot', amount: '0.2', freespinId: spins.id });
    expect(last.freespins, 'none left: back to normal play').toBeNull();
    won += cents(last.round.win);
    expect(last.balance).toBe('10');
    const figures = (await studio(t, 'GET', '/session/figures', token)).json().data;
    expect(figures).toMatchObject({ rounds: 3, bets: '0', wins: '0', net: '0' });

    // What the spins won becomes a bonus at the platform once the last one settled (active at once:
    // the player has no other), so the balance grows by it.
    await t.app.events.dispatchPending();
    const bonuses = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, spins.playerId));
    expect(bonuses.map((bonus) => bonus.amount)).toEqual(won > 0n ? [won] : []);
    const balance = (await studio(t, 'GET', '/balance', token)).json().data;
    expect(balance).toMatchObject({ currency: 'EUR', freespins: null });
    expect(cents(balance.balance)).toBe(1000n + won);

    const paid = await play(t, token, { kind: 'slot', amount: '0.5' });
    expect(paid.freespins).toBeUndefined();
    expect(cents(paid.balance)).toBe(1000n + won - 50n + cents(paid.round.win));
    await expectLedgerBalanced(t);
  });

  it('refuses a free spin at another stake, of another game, and in demo; nothing moves', async () => {
    const player = await fundedPlayer(t, driver, '10');
    const spins = await giveSpins(player, 5);
    const { token } = await openGame(t, SLOT, player);
    const other = await openGame(t, 'slot-classic-sevens', player);
    expect(other.session.freespins).toBeNull();
    const refused = async (gameToken: string, amount: string) => {
      const response = await studio(t, 'POST', '/rounds', gameToken, {
        kind: 'slot',
        amount,
        freespinId: spins.id,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({
        code: ErrorCode.freespinsNotPlayable,
        balance: '10',
      });
    };
    await refused(token, '1');
    await refused(other.token, '0.2');
    const rounds = (await studio(t, 'GET', '/rounds', token)).json().data as StudioRound[];
    expect(rounds.map((round) => [round.game, round.status, round.bet])).toEqual([
      ['slot-classic-sevens', 'rolledBack', '0.2'],
      [SLOT, 'rolledBack', '1'],
    ]);
    expect((await studio(t, 'GET', '/balance', token)).json().data.freespins).toMatchObject({ remaining: 5 });
    expect(await platformCents(t, player)).toBe(1000n);

    const demo = await openGame(t, SLOT, null, true);
    expect(demo.session.freespins).toBeNull();
    const inDemo = await studio(t, 'POST', '/rounds', demo.token, {
      kind: 'slot',
      amount: '0.2',
      freespinId: spins.id,
    });
    expect(inDemo.statusCode, inDemo.body).toBe(422);
    expect(Object.keys(inDemo.json().error.fields)).toEqual(['freespinId']);
    await expectLedgerBalanced(t);
  });
});
