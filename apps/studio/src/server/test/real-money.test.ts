import { ErrorCode, type StudioRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../../server/src/test/databases.ts';
import {
  cents,
  expectLedgerBalanced,
  fundedPlayer,
  openGame,
  platformCents,
  play,
  studio,
  studioTestApp,
} from './studio-harness.ts';

/** One bet of each instant game, with what the game page would send. */
const BETS: Record<string, Record<string, unknown>> = {
  dice: { kind: 'dice', amount: '1.00', direction: 'under', targetHundredths: 4950 },
  roulette: {
    kind: 'roulette',
    chips: [
      {
        betKind: 'red',
        numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
        amount: '1',
      },
      { betKind: 'straight', numbers: [17], amount: '0.50' },
    ],
  },
  plinko: { kind: 'plinko', amount: '2', rows: 12, risk: 'high' },
  'slot-classic-sevens': { kind: 'slot', amount: '0.50' },
  'slot-jade-243': { kind: 'slot', amount: '1.25' },
  'slot-timber-4096': { kind: 'slot', amount: '0.10' },
};

describe.each(testDrivers)('studio: real-money rounds through the seamless wallet on %s', (driver) => {
  const t = studioTestApp(driver);

  it.each(Object.keys(BETS))(
    'plays %s: the platform balance moves by win − bet, the books balance',
    async (slug) => {
      const player = await fundedPlayer(t, driver, '100');
      const { token, session } = await openGame(t, slug, player);
      expect(session).toMatchObject({
        mode: 'real',
        currency: 'EUR',
        balance: '100',
        minBet: '0.1',
        maxBet: '100',
      });
      expect(session.decimals).toBe(2);
      expect(session.game.slug).toBe(slug);
      let expected = 10_000n;
      for (let round = 0; round < 8; round += 1) {
        const result = await play(t, token, BETS[slug]!);
        expect(result.round).toMatchObject({ game: slug, mode: 'real', status: 'settled', currency: 'EUR' });
        expect(result.round.nonce).toBe(round);
        expect(result.seeds.nonce).toBe(round + 1);
        expected += cents(result.round.win) - cents(result.round.bet);
        expect(cents(result.balance)).toBe(expected);
      }
      expect(await platformCents(t, player)).toBe(expected);
      await expectLedgerBalanced(t);
    },
  );

  it('keeps the money exact under 20 parallel rounds on a balance of 5 bets', async () => {
    const player = await fundedPlayer(t, driver, '5');
    const { token } = await openGame(t, 'dice', player);
    const bet = { kind: 'dice', amount: '1', direction: 'under', targetHundredths: 2000 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => studio(t, 'POST', '/rounds', token, bet)),
    );
    expect(
      answers.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 402),
    ).toEqual([]);
    const rounds = (await studio(t, 'GET', '/rounds?perPage=100', token)).json().data as StudioRound[];
    expect(rounds).toHaveLength(20);
    expect(new Set(rounds.map((round) => round.nonce)).size, 'every round its own nonce').toBe(20);
    const settled = rounds.filter((round) => round.status === 'settled');
    expect(settled.length).toBe(answers.filter((answer) => answer.statusCode === 200).length);
    expect(rounds.every((round) => round.status !== 'open')).toBe(true);
    const net = settled.reduce((sum, round) => sum + cents(round.win) - cents(round.bet), 0n);
    expect(await platformCents(t, player)).toBe(500n + net);
    await expectLedgerBalanced(t);
  });

  it('lists the rounds newest first and recalls one by id without a token', async () => {
    const player = await fundedPlayer(t, driver, '20');
    const { token } = await openGame(t, 'dice', player);
    const played: StudioRound[] = [];
    for (let round = 0; round < 3; round += 1) played.push((await play(t, token, BETS.dice!)).round);
    const list = await studio(t, 'GET', '/rounds?page=1&perPage=2', token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, perPage: 2, totalRows: 3, totalPages: 2 });
    expect(list.json().data.map((round: StudioRound) => round.id)).toEqual([played[2]!.id, played[1]!.id]);
    const recall = await studio(t, 'GET', `/rounds/${played[0]!.id}`);
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json().data).toMatchObject({ id: played[0]!.id, serverSeed: null, nonce: 0 });
    expect((await studio(t, 'GET', '/rounds/not-a-round')).statusCode).toBe(404);
  });

  it('refuses a bet above the balance with 402 15011 and the real balance; nothing moves', async () => {
    const player = await fundedPlayer(t, driver, '1');
    const { token } = await openGame(t, 'dice', player);
    const response = await studio(t, 'POST', '/rounds', token, { ...BETS.dice, amount: '5' });
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json().error).toMatchObject({
      code: ErrorCode.gameInsufficientFunds,
      balance: '1',
      currency: 'EUR',
    });
    expect(await platformCents(t, player)).toBe(100n);
    const [round] = (await studio(t, 'GET', '/rounds', token)).json().data as StudioRound[];
    expect(round).toMatchObject({ status: 'rolledBack', win: '0', bet: '5' });
    await expectLedgerBalanced(t);
  });

  it('answers bad bets with 422 and the field', async () => {
    const player = await fundedPlayer(t, driver, '10');
    const dice = await openGame(t, 'dice', player);
    const roulette = await openGame(t, 'roulette', player);
    const fieldsOf = async (token: string, bet: unknown) => {
      const response = await studio(t, 'POST', '/rounds', token, bet);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields);
    };
    expect(await fieldsOf(dice.token, { ...BETS.dice, amount: '0.05' })).toEqual(['amount']);
    expect(await fieldsOf(dice.token, { ...BETS.dice, amount: '100.01' })).toEqual(['amount']);
    expect(await fieldsOf(dice.token, { ...BETS.dice, amount: '1.001' })).toEqual(['amount']);
    expect(await fieldsOf(dice.token, { ...BETS.dice, targetHundredths: 9900 })).toEqual([
      'targetHundredths',
    ]);
    expect(await fieldsOf(dice.token, { ...BETS.dice, direction: 'sideways' })).toEqual(['direction']);
    expect(await fieldsOf(dice.token, BETS.plinko)).toEqual(['kind']);
    expect(
      await fieldsOf(roulette.token, {
        kind: 'roulette',
        chips: [{ betKind: 'split', numbers: [1, 5], amount: '1' }],
      }),
    ).toEqual(['chips.0.numbers']);
    const tooMuch = Array.from({ length: 3 }, (_, n) => ({
      betKind: 'straight',
      numbers: [n],
      amount: '40',
    }));
    expect(await fieldsOf(roulette.token, { kind: 'roulette', chips: tooMuch })).toEqual(['chips']);
    expect(await platformCents(t, player)).toBe(1000n);
  });

  it('needs a valid launch token', async () => {
    const player = await fundedPlayer(t, driver, '10');
    expect((await studio(t, 'GET', '/balance')).statusCode).toBe(401);
    expect((await studio(t, 'GET', '/balance', 'x'.repeat(43))).statusCode).toBe(401);
    const opened = await studio(t, 'POST', '/session', undefined, {
      game: 'dice',
      mode: 'real',
      token: 'y'.repeat(43),
      currency: 'EUR',
    });
    expect(opened.statusCode, opened.body).toBe(401);
    const { token } = await openGame(t, 'dice', player);
    const otherGame = await studio(t, 'POST', '/session', undefined, {
      game: 'mines',
      mode: 'real',
      token,
      currency: 'EUR',
    });
    expect(otherGame.statusCode, otherGame.body).toBe(401);
    const balance = await studio(t, 'GET', '/balance', token);
    expect(balance.json()).toEqual({ data: { balance: '10', currency: 'EUR' } });
  });
});
