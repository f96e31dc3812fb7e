import { identityVerificationSettingSchema, zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { contactsOf, findPlayerById } from '../identity/players.ts';
import { changeIdentityVerification } from '../settings/changes.ts';
import { builtinEvent, reviewerQuery } from './builtin-pages.ts';
import { decideDocument } from './document-review.ts';
import type { DocumentStorage } from './document-storage.ts';
import { documentView, findDocument, pendingDocuments } from './documents.ts';
import { applyVerificationEvent, pendingVerifications, playerLevel } from './levels.ts';
import type { builtinProvider, VerificationProvider } from './providers.ts';

type ById = { Params: { id: string } };
const reviewSchema = z.object({ reason: zText({ max: 300 }).trim().optional() });

/**
 * The operator's verification desk until a back office exists: documents waiting for review (approve,
 * or reject with a reason the player reads), the built-in provider's checks waiting for a reviewer, and
 * the provider switch. Each behind the operator key, a named API key (kyc.read, kyc.review,
 * settings.write) or a staff session with that permission; each decision audited in its transaction.
 */
export async function verificationOperatorRoutes(
  app: FastifyInstance,
  options: { storage: DocumentStorage; provider: VerificationProvider },
) {
  const { storage, provider } = options;
  const read = { preHandler: app.requireOperator('kyc.read') };
  const review = { preHandler: app.requireOperator('kyc.review') };

  app.get('/api/operator/documents', read, async () => {
    const rows = await pendingDocuments(app.db);
    const contacts = await contactsOf(
      app.db,
      rows.map((row) => row.playerId),
    );
    return {
      data: rows.map((row) => ({
        ...documentView(row),
        playerId: row.playerId,
        player: contacts.get(row.playerId) ?? row.playerId,
        fileUrl: `/api/operator/documents/${row.id}/file`,
      })),
    };
  });

  app.get<ById>('/api/operator/documents/:id/file', read, async (request, reply) => {
    const row = await findDocument(app.db, request.params.id);
    const bytes = row ? await storage.get(row.storageKey) : null;
    if (!row || !bytes) throw AppError.notFound('No such document.');
    return reply
      .type(row.mimeType)
      .header(
        'content-disposition',
        `attachment; filename="document-${row.id}.${row.storageKey.split('.').pop()}"`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  for (const verdict of ['approve', 'reject'] as const) {
    app.post<ById>(`/api/operator/documents/:id/${verdict}`, review, async (request) => {
      const { reason } = parseInput(reviewSchema, request.body ?? {});
      const row = await audited(app.db, request, async (tx) => {
        const { before, after: reviewed } = await decideDocument(tx, request.params.id, {
          approve: verdict === 'approve',
          reason,
        });
        return {
          value: reviewed,
          audit: {
            action: `kyc.document.${verdict}`,
            target: { type: 'player-document', id: reviewed.id },
            before: documentView(before),
            after: { ...documentView(reviewed), playerId: reviewed.playerId },
            reason: reason ?? null,
          },
        };
      });
      return { data: documentView(row) };
    });
  }

  app.put(
    '/api/operator/settings/identity-verification',
    { preHandler: app.requireOperator('settings.write') },
    async (request) => {
      const setting = parseInput(identityVerificationSettingSchema, request.body);
      return { data: await changeIdentityVerification(app, request, setting) };
    },
  );

  if (provider.name !== 'builtin') return;
  const builtin = provider as ReturnType<typeof builtinProvider>;

  app.get('/api/operator/verification/checks', read, async () => {
    const rows = await pendingVerifications(app.db);
    const contacts = await contactsOf(
      app.db,
      rows.map((row) => row.playerId),
    );
    return {
      data: await Promise.all(
        rows.map(async (row) => {
          const { url } = await builtin.accessToken({ id: row.playerId, email: null, phone: null });
          return {
            playerId: row.playerId,
            player: contacts.get(row.playerId) ?? row.playerId,
            since: row.updatedAt.toISOString(),
            reviewerUrl: new URL(`${url}&${reviewerQuery(app.operatorKey, row.playerId)}`, app.env.PUBLIC_URL)
              .href,
          };
        }),
      ),
    };
  });

  for (const verdict of ['approve', 'reject'] as const) {
    // The reviewer's verdict is the built-in provider's event, applied in the audited transaction (the
    // same event its hosted page delivers to the webhook route).
    app.post<ById>(`/api/operator/verification/checks/:id/${verdict}`, review, async (request) => {
      const { reason } = parseInput(reviewSchema, request.body ?? {});
      const playerId = request.params.id;
      if (verdict === 'reject' && !reason) throw AppError.validation([{ field: 'reason', rule: 'required' }]);
      if (!(await findPlayerById(app.db, playerId))) throw AppError.notFound('No such player.');
      await audited(app.db, request, async (tx) => {
        const before = await playerLevel(tx, playerId);
        const outcome = await applyVerificationEvent(
          tx,
          'builtin',
          builtinEvent(playerId, verdict, { reason }),
        );
        if (outcome !== 'applied') throw AppError.notFound('The check was not applied.');
        return {
          value: null,
          audit: {
            action: `kyc.check.${verdict}`,
            target: { type: 'player', id: playerId },
            before,
            after: await playerLevel(tx, playerId),
            reason: reason ?? null,
          },
        };
      });
      return { data: { playerId, verdict } };
    });
  }
}
