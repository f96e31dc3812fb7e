import {
  TOURNAMENT_COMPLETED_EVENT,
  TOURNAMENT_LEADERBOARD_UPDATED_EVENT,
  TOURNAMENT_PLAYER_ENTRY_UPDATED_EVENT,
  tournamentChannel,
  type tournamentCompletedPushSchema,
  tournamentEntryChannel,
  type tournamentLeaderboardPushSchema,
  type tournamentPlayerEntryPushSchema,
} from '@casino/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import type { DomainEvent, StoredEvent } from '../events/outbox.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import type { LeaderboardStore } from './leaderboard.ts';
import {
  type TournamentRow,
  tournamentEntries,
  tournamentPayouts,
  tournamentPrizes,
  tournaments,
} from './tables.ts';
import { baseOf, displayPoints, leaderboardOf, leaderboardSize, textIn } from './views.ts';

/**
 * The outbox types of the tournament pushes; each is rendered at delivery from the state then, so the
 * pushes of one batch of scores (one per tournament, one per changed entry) show the latest standings,
 * and alike events of one delivery batch push once (the dispatcher keeps the last).
 */
export const TOURNAMENT_LEADERBOARD_CHANGED = 'tournaments.leaderboard-changed';
export const TOURNAMENT_ENTRY_CHANGED = 'tournaments.entry-changed';
export const TOURNAMENT_FINISHED = 'tournaments.finished';

type LeaderboardChanged = { tournamentId: string };
type EntryChanged = { tournamentId: string; playerId: string };

export const leaderboardChangedEvent = (tournamentId: string): DomainEvent => ({
  type: TOURNAMENT_LEADERBOARD_CHANGED,
  payload: { tournamentId } satisfies LeaderboardChanged,
  channel: tournamentChannel(tournamentId),
});

export const entryChangedEvent = (tournamentId: string, playerId: string): DomainEvent => ({
  type: TOURNAMENT_ENTRY_CHANGED,
  payload: { tournamentId, playerId } satisfies EntryChanged,
  channel: tournamentEntryChannel(tournamentId, playerId),
});

export const tournamentFinishedEvent = (tournamentId: string): DomainEvent => ({
  type: TOURNAMENT_FINISHED,
  payload: { tournamentId } satisfies LeaderboardChanged,
  channel: 'tournaments',
});

type LeaderboardPush = z.infer<typeof tournamentLeaderboardPushSchema>;
type EntryPush = z.infer<typeof tournamentPlayerEntryPushSchema>;
type CompletedPush = z.infer<typeof tournamentCompletedPushSchema>;

async function tournamentsById(tx: Db, ids: string[]) {
  const rows =
    ids.length === 0 ? [] : await tx.select().from(tournaments).where(inArray(tournaments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const idsOf = (stored: StoredEvent[]) => [
  ...new Set(stored.map((event) => (event.payload as LeaderboardChanged).tournamentId)),
];

/** A batch's leaderboard pushes: each tournament's top, read once. */
const prepareLeaderboards =
  (leaderboards: LeaderboardStore) =>
  async (stored: StoredEvent[], tx: Db): Promise<Map<string, LeaderboardPush>> => {
    const [rows, currencies] = await Promise.all([
      tournamentsById(tx, idsOf(stored)),
      listEnabledCurrencies(tx),
    ]);
    const baseUnit = baseOf(currencies)?.subunitToUnit ?? 100;
    const pushes = new Map<string, LeaderboardPush>();
    for (const row of rows.values()) {
      const prizes = await tx.$count(tournamentPrizes, eq(tournamentPrizes.tournamentId, row.id));
      const leaderboard = await leaderboardOf(tx, leaderboards, row, leaderboardSize(prizes), baseUnit);
      pushes.set(row.id, { event: TOURNAMENT_LEADERBOARD_UPDATED_EVENT, tournamentId: row.id, leaderboard });
    }
    return pushes;
  };

/** A batch's entry pushes: the entries read at once, each place from the store. */
const prepareEntries =
  (leaderboards: LeaderboardStore) =>
  async (stored: StoredEvent[], tx: Db): Promise<Map<string, EntryPush>> => {
    const keys = stored.map((event) => event.payload as EntryChanged);
    const [rows, currencies] = await Promise.all([
      tournamentsById(tx, idsOf(stored)),
      listEnabledCurrencies(tx),
    ]);
    const baseUnit = baseOf(currencies)?.subunitToUnit ?? 100;
    const entries = await tx
      .select()
      .from(tournamentEntries)
      .where(
        or(
          ...keys.map((key) =>
            and(
              eq(tournamentEntries.tournamentId, key.tournamentId),
              eq(tournamentEntries.playerId, key.playerId),
            ),
          ),
        ),
      );
    const pushes = new Map<string, EntryPush>();
    for (const entry of entries) {
      const tournament = rows.get(entry.tournamentId);
      if (!tournament) continue;
      const place =
        entry.points > 0 ? await leaderboards.placeOf(tx, entry.tournamentId, entry.playerId) : null;
      pushes.set(`${entry.tournamentId}:${entry.playerId}`, {
        event: TOURNAMENT_PLAYER_ENTRY_UPDATED_EVENT,
        entry: {
          tournamentId: entry.tournamentId,
          playerId: entry.playerId,
          points: displayPoints(tournament, entry.points, baseUnit),
          place,
        },
      });
    }
    return pushes;
  };

/** tournament.completed: the titles in the site's default language (the channel is everyone's). */
async function renderCompleted(
  tournament: TournamentRow,
  tx: Db,
  defaultLocale: string,
): Promise<CompletedPush> {
  const [prizes, paid] = await Promise.all([
    tx.select().from(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, tournament.id)),
    tx.select().from(tournamentPayouts).where(eq(tournamentPayouts.tournamentId, tournament.id)),
  ]);
  const holders = new Map(paid.map((row) => [row.place, row.playerId]));
  return {
    event: TOURNAMENT_COMPLETED_EVENT,
    tournament: {
      id: tournament.id,
      title: textIn(tournament.titles, defaultLocale, defaultLocale),
      identity: tournament.identity,
      state: tournament.state,
      endAt: tournament.endAt.toISOString(),
      prizes: prizes
        .sort((a, b) => a.place - b.place)
        .map((prize) => {
          const playerId = holders.get(prize.place);
          return {
            place: prize.place,
            title: textIn(prize.titles, defaultLocale, defaultLocale),
            entry: playerId ? { playerId } : null,
          };
        }),
    },
  };
}

export function renderTournamentPushes(
  events: EventDispatcher,
  leaderboards: LeaderboardStore,
  defaultLocale: string,
) {
  const leaderboardsOf = prepareLeaderboards(leaderboards);
  const entriesOf = prepareEntries(leaderboards);
  events.render<Map<string, LeaderboardPush>>(
    TOURNAMENT_LEADERBOARD_CHANGED,
    async (event, tx, prepared) => {
      const { tournamentId } = event.payload as LeaderboardChanged;
      return (prepared ?? (await leaderboardsOf([event], tx))).get(tournamentId) ?? null;
    },
    leaderboardsOf,
  );
  events.render<Map<string, EntryPush>>(
    TOURNAMENT_ENTRY_CHANGED,
    async (event, tx, prepared) => {
      const { tournamentId, playerId } = event.payload as EntryChanged;
      return (prepared ?? (await entriesOf([event], tx))).get(`${tournamentId}:${playerId}`) ?? null;
    },
    entriesOf,
  );
  events.render(TOURNAMENT_FINISHED, async (event, tx) => {
    const tournament = (await tournamentsById(tx, [(event.payload as LeaderboardChanged).tournamentId]))
      .values()
      .next().value;
    return tournament ? renderCompleted(tournament, tx, defaultLocale) : null;
  });
}
