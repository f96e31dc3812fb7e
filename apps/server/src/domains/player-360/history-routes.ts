import { backofficePlayerHistoryRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { adjustmentReasons } from '../adjustments/service.ts';
import { listPlayerBonuses, listPlayerFreespins } from '../bonuses/player-lists.ts';
import { findPlayerById } from '../identity/players.ts';
import { staffSessions } from '../identity/staff-views.ts';
import { limitHistory } from '../limits/history.ts';
import { pointMovements, staffLoyalty } from '../loyalty/staff-views.ts';
import { heldQuests } from '../quests/lists.ts';
import { siteRates } from '../settings/rates.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import { playerTournamentEntries } from '../tournaments/player-entries.ts';
import { playerStatement } from '../wallet/statement.ts';
import { playerContacts } from './contacts.ts';

/**
 * The player 360 page's history sections (players.read), each read from the domain that owns it
 * with the function the player's own list uses where there is one; 404 for an unknown player.
 */
export function playerHistoryRoutes(app: FastifyInstance) {
  const knownPlayer = async (id: string) => {
    const player = await findPlayerById(app.db, id);
    if (!player) throw AppError.notFound('No such player.');
    return player;
  };

  route(app, calls.playerLedger, async ({ params, query }) => {
    const statement = await playerStatement(app.db, (await knownPlayer(params.id)).id, query);
    const reasons = await adjustmentReasons(
      app.db,
      statement.data.map((line) => line.ledgerTransactionId),
    );
    return {
      data: statement.data.map(({ ledgerTransactionId, ...line }) => ({
        ...line,
        adjustment: reasons.get(ledgerTransactionId) ?? null,
      })),
      meta: statement.meta,
    };
  });

  route(app, calls.playerBonuses, async ({ params, query }, request) =>
    listPlayerBonuses(app.db, (await knownPlayer(params.id)).id, query, request.locale, 'all'),
  );
  route(app, calls.playerFreespins, async ({ params, query }, request) =>
    listPlayerFreespins(app.db, (await knownPlayer(params.id)).id, query, request.locale, 'all'),
  );

  route(app, calls.playerLoyalty, async ({ params }, request) => ({
    data: await staffLoyalty(app.db, (await knownPlayer(params.id)).id, request.locale, app.defaultLocale),
  }));
  route(app, calls.playerLoyaltyMovements, async ({ params, query }) =>
    pointMovements(app.db, (await knownPlayer(params.id)).id, query),
  );

  // A quest the player took is shown in its own currency whatever the list is asked in (heldView).
  route(app, calls.playerQuests, async ({ params, query }, request) =>
    heldQuests(app.db, (await knownPlayer(params.id)).id, query, {
      locale: request.locale,
      defaultLocale: app.defaultLocale,
      currency: query.currency ?? '',
      rates: await siteRates(app.db),
    }),
  );

  route(app, calls.playerTournaments, async ({ params, query }, request) =>
    playerTournamentEntries(app.db, (await knownPlayer(params.id)).id, query, {
      locale: request.locale,
      defaultLocale: app.defaultLocale,
      currencies: await listEnabledCurrencies(app.db),
      playerCurrency: null,
    }),
  );

  route(app, calls.playerLimitHistory, async ({ params, query }) =>
    limitHistory(app.db, (await knownPlayer(params.id)).id, query),
  );

  route(app, calls.playerContacts, async ({ params, query }) =>
    playerContacts(app.db, await knownPlayer(params.id), query),
  );

  route(app, calls.playerSessions, async ({ params, query }) =>
    staffSessions(app.db, (await knownPlayer(params.id)).id, {
      ...query,
      idleDays: app.env.SESSION_IDLE_DAYS,
    }),
  );
}
