import {
  backofficeTournamentRoutes as calls,
  type PromotionState,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { listCollections } from '../games/service.ts';
import { listEnabledCurrencies } from '../settings/service.ts';
import {
  createDraft,
  editorViews,
  endTournament,
  scheduleTournament,
  unscheduleTournament,
  updateTournament,
} from './editor.ts';
import { type TournamentRow, tournaments } from './tables.ts';
import { baseOf } from './views.ts';

/** The lifecycle state as a condition on the stored times (promotion-lifecycle.ts, in SQL). */
function stateIs(state: PromotionState, now: Date): SQL {
  const t = tournaments;
  const endedEarly = and(isNotNull(t.endedAt), lte(t.endedAt, now))!;
  const scheduled = and(isNotNull(t.scheduledAt), or(isNull(t.endedAt), gt(t.endedAt, now)))!;
  if (state === 'draft') return and(isNull(t.scheduledAt), or(isNull(t.endedAt), gt(t.endedAt, now)))!;
  if (state === 'scheduled') return and(scheduled, gt(t.startAt, now))!;
  if (state === 'live') return and(scheduled, lte(t.startAt, now), gt(t.endAt, now))!;
  return or(endedEarly, and(isNotNull(t.scheduledAt), lte(t.endAt, now)))!;
}

/** What the audit log keeps of a tournament: its row and its terms as the editor shows them. */
const auditOf = (view: Awaited<ReturnType<typeof editorViews>>[number]) => ({
  identity: view.identity,
  state: view.state,
  startsAt: view.startsAt,
  endsAt: view.endsAt,
  terms: view.terms,
});

/**
 * The back office's tournament editor (bonuses.read to see, bonuses.write to change): drafts, their
 * schedule, edits and the early end, each write audited with the tournament before and after.
 */
export async function tournamentEditorRoutes(app: FastifyInstance) {
  const viewOf = async (row: TournamentRow) => (await editorViews(app.db, [row]))[0]!;

  route(app, calls.listTournaments, async ({ query }) => {
    const where = query.state ? stateIs(query.state, new Date()) : undefined;
    const [rows, total] = await Promise.all([
      app.db
        .select()
        .from(tournaments)
        .where(where)
        .orderBy(desc(tournaments.startAt), desc(tournaments.createdAt))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db.$count(tournaments, where),
    ]);
    return { data: await editorViews(app.db, rows), meta: pageMeta(query, total) };
  });

  route(app, calls.tournament, async ({ params }) => {
    const [row] = await app.db.select().from(tournaments).where(eq(tournaments.id, params.id));
    if (!row) throw AppError.notFound('Tournament not found.');
    return { data: await viewOf(row) };
  });

  route(app, calls.createTournament, async ({ body }, request) => {
    const data = await audited(app.db, request, async (tx) => {
      const row = await createDraft(tx, body);
      const [view] = await editorViews(tx, [row]);
      return {
        value: view!,
        audit: {
          action: 'tournament.create',
          target: { type: 'tournament', id: row.id },
          after: auditOf(view!),
        },
      };
    });
    return { data };
  });

  /** A write that answers the tournament before and after, audited as `action`. */
  const audit = async (
    request: Parameters<typeof audited>[1],
    action: string,
    work: (tx: typeof app.db) => Promise<{ before: TournamentRow; after: TournamentRow }>,
  ) => {
    const data = await audited(app.db, request, async (tx) => {
      const { before, after } = await work(tx);
      const [was, is] = await editorViews(tx, [before, after]);
      return {
        value: is!,
        audit: {
          action,
          target: { type: 'tournament', id: after.id },
          before: auditOf(was!),
          after: auditOf(is!),
        },
      };
    });
    return { data };
  };

  route(app, calls.updateTournament, ({ params, body }, request) =>
    audit(request, 'tournament.update', (tx) => updateTournament(tx, params.id, body)),
  );
  route(app, calls.scheduleTournament, ({ params }, request) =>
    audit(request, 'tournament.schedule', (tx) => scheduleTournament(tx, params.id)),
  );
  route(app, calls.unscheduleTournament, ({ params }, request) =>
    audit(request, 'tournament.unschedule', (tx) => unscheduleTournament(tx, params.id)),
  );
  route(app, calls.endTournament, ({ params }, request) =>
    audit(request, 'tournament.end', (tx) => endTournament(tx, params.id)),
  );

  route(app, calls.tournamentReference, async () => {
    const [currencies, collections] = await Promise.all([
      listEnabledCurrencies(app.db),
      listCollections(app.db, { locale: 'en', country: null, playerId: null }),
    ]);
    return {
      data: {
        baseCurrency: baseOf(currencies)?.code ?? '',
        currencies: currencies.map((currency) => ({
          code: currency.code,
          subunitToUnit: currency.subunitToUnit,
        })),
        collections: collections.map((collection) => ({ slug: collection.identity, name: collection.name })),
      },
    };
  });
}
