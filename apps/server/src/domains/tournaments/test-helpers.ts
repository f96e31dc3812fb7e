import {
  type TournamentDetail,
  TournamentScoring,
  tournamentLeaderboardPushSchema,
  tournamentPlayerEntryPushSchema,
} from '@casino/contracts';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { TestDriver } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { call } from '../identity/test-helpers.ts';
import { type LoyaltyTestPlayer, loyaltyKit } from '../loyalty/test-helpers.ts';
import { saveTournamentSeries } from '../settings/operator-settings.ts';
import { createAccount, switchAccount } from '../wallet/accounts.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { createTournament, type TournamentInput } from './lifecycle.ts';
import { openTournamentSeries } from './series.ts';
import type { TournamentRow } from './tables.ts';

const HOUR = 3_600_000;
let opened = 0;

/** A running auto tournament over the last and the next hour, scoring the total bet, with two prizes. */
export function tournamentInput(overrides: Partial<TournamentInput> = {}): TournamentInput {
  const now = Date.now();
  return {
    identity: `test-tournament-${process.pid}-${++opened}`,
    titles: { en: 'Test race', de: 'Testrennen' },
    descriptions: { en: 'A race of the tests.' },
    scoring: TournamentScoring.totalBet,
    entryType: 'auto',
    startAt: new Date(now - HOUR),
    endAt: new Date(now + HOUR),
    prizes: [
      { place: 1, type: 'money', amount: 5000n, titles: { en: '€50 cash' } },
      { place: 2, type: 'points', amount: 100n, titles: { en: '100 points' } },
    ],
    ...overrides,
  };
}

type Push = { channel: string; data: Record<string, unknown> };

/**
 * What the tournament tests do on the app of startBonusApp: the loyalty kit's players and rounds
 * (through the signed seamless wallet), tournaments of their own, the detail call and the pushes.
 */
export function tournamentKit(t: TestApp, driver: TestDriver) {
  const kit = loyaltyKit(t, driver);
  const pushes: Push[] = [];
  const publish = t.app.realtime.publish.bind(t.app.realtime);
  t.app.realtime.publish = async (channel, data) => {
    if (channel.startsWith('tournaments')) pushes.push({ channel, data: data as Record<string, unknown> });
    await publish(channel, data);
  };
  let funded = 0;

  return {
    ...kit,
    pushes,

    async open(overrides: Partial<TournamentInput> = {}): Promise<TournamentRow> {
      const row = await createTournament(t.database.db, tournamentInput(overrides));
      return row!;
    },

    /** A player whose active account is in `currency`, funded with `units` of it, with a session on `games`. */
    async playerIn(currency: string, units: number, ...games: string[]): Promise<LoyaltyTestPlayer> {
      const p = await kit.player(0);
      const accounts = await createAccount(t.database.db, p.playerId, currency);
      const account = accounts.find((item) => item.currency === currency)!;
      await switchAccount(t.database.db, p.playerId, account.id);
      await creditDeposit(t.database.db, {
        walletAccountId: account.id,
        currency,
        amount: BigInt(units * 100),
        idempotencyKey: `tournament-fund-${driver}-${++funded}`,
      });
      const sessions: Record<string, string> = {};
      for (const gameId of games)
        sessions[gameId] = (
          await openGameSession(t.database.db, {
            playerId: p.playerId,
            currency,
            providerId: STUDIO_PROVIDER_ID,
            gameId,
          })
        ).token;
      return { ...p, accountId: account.id, sessions, currency };
    },

    async detail(idOrIdentity: string, token?: string): Promise<TournamentDetail> {
      const response = await call(t, {
        method: 'GET',
        url: `/api/retention/tournaments/${idOrIdentity}`,
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as TournamentDetail;
    },

    participate: (idOrIdentity: string, token: string) =>
      call(t, { method: 'POST', url: `/api/retention/tournaments/${idOrIdentity}/participate`, token }),

    /** The leaderboard pushes of a tournament, parsed by the contract's schema. */
    leaderboardPushes: (tournamentId: string) =>
      pushes
        .filter((push) => push.channel === `tournaments:${tournamentId}`)
        .map((push) => tournamentLeaderboardPushSchema.parse(push.data)),
    entryPushes: (tournamentId: string, playerId: string) =>
      pushes
        .filter((push) => push.channel === `tournaments:${tournamentId}#${playerId}`)
        .map((push) => tournamentPlayerEntryPushSchema.parse(push.data)),
  };
}

/** The site's recurring tournaments opened as a site's start opens them (the tests' databases run none). */
export async function openSeededSeries(db: Db) {
  await saveTournamentSeries(db, true);
  await openTournamentSeries(db);
}
