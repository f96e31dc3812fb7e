import { backofficePlayerActionRoutes as actions, backofficePlayerRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { listPlayerBets } from '../game-wallet/history.ts';
import { findPlayerById } from '../identity/players.ts';
import { closePlayerSessions, setPlayerStatus } from '../identity/staff-actions.ts';
import { searchPlayers } from '../identity/staff-views.ts';
import { listInvoices } from '../payments/invoices.ts';
import { playerHistoryRoutes } from './history-routes.ts';
import { addStaffNote, listStaffNotes } from './notes.ts';
import { player360 } from './summary.ts';

const playerTarget = (id: string) => ({ type: 'player', id });

/** The signed-in staff member of a back-office call (the route's access check put it there). */
function staffOf(request: FastifyRequest) {
  if (!request.staffSession) throw AppError.unauthorized();
  return request.staffSession.staff;
}

/**
 * The back office's player search, player 360 page and its actions (players.read to look,
 * players.manage to act); every action is audited with its reason in its own transaction.
 */
export async function player360Routes(app: FastifyInstance) {
  route(app, calls.searchPlayers, async ({ query }) => searchPlayers(app.db, query));
  route(app, calls.player360, async ({ params }) => ({
    data: await player360(app.db, params.id, { sessionIdleDays: app.env.SESSION_IDLE_DAYS }),
  }));

  /** The player's id, once it is known to be one (404 otherwise, before any query uses it). */
  const knownPlayer = async (id: string) => {
    if (!(await findPlayerById(app.db, id))) throw AppError.notFound('No such player.');
    return id;
  };
  route(app, actions.playerInvoices, async ({ params, query }) =>
    listInvoices(app.db, await knownPlayer(params.id), query),
  );
  route(app, actions.playerRounds, async ({ params, query }) =>
    listPlayerBets(app.db, await knownPlayer(params.id), query),
  );
  playerHistoryRoutes(app);

  route(app, actions.setPlayerStatus, async ({ params, body }, request) => {
    const change = await audited(app.db, request, async (tx) => {
      const value = await setPlayerStatus(tx, params.id, body.status);
      return {
        value,
        audit: {
          action: 'players.status.set',
          target: playerTarget(params.id),
          before: { status: value.before },
          after: { status: value.after, closedSessions: value.closedSessions },
          reason: body.reason,
        },
      };
    });
    return { data: { status: change.after, closedSessions: change.closedSessions } };
  });

  route(app, actions.closePlayerSessions, async ({ params, body }, request) => {
    const closedSessions = await audited(app.db, request, async (tx) => {
      const value = await closePlayerSessions(tx, params.id);
      return {
        value,
        audit: {
          action: 'players.sessions.close',
          target: playerTarget(params.id),
          after: { closedSessions: value },
          reason: body.reason,
        },
      };
    });
    return { data: { closedSessions } };
  });

  route(app, actions.listStaffNotes, async ({ params }) => ({
    data: await listStaffNotes(app.db, params.id),
  }));

  route(app, actions.createStaffNote, async ({ params, body }, request) => {
    const author = staffOf(request);
    const note = await audited(app.db, request, async (tx) => {
      const value = await addStaffNote(tx, {
        playerId: params.id,
        staffId: author.id,
        staffName: author.name,
        text: body.text,
      });
      return {
        value,
        audit: {
          action: 'players.note.add',
          target: playerTarget(params.id),
          after: { noteId: value.id, text: value.text },
        },
      };
    });
    return { data: note };
  });
}
