import { identityVerificationSettingSchema, zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { contactsOf, findPlayerById } from '../identity/players.ts';
import { savePublicSetting } from '../settings/service.ts';
import { reviewerQuery, sendBuiltinWebhook } from './builtin-pages.ts';
import type { DocumentStorage } from './document-storage.ts';
import { documentView, findDocument, pendingDocuments, reviewDocument } from './documents.ts';
import { pendingVerifications } from './levels.ts';
import type { builtinProvider, VerificationProvider } from './providers.ts';

type ById = { Params: { id: string } };
const reviewSchema = z.object({ reason: zText({ max: 300 }).trim().optional() });

/**
 * The operator's verification desk until a back office exists: documents waiting for review (approve,
 * or reject with a reason the player reads), the built-in provider's checks waiting for a reviewer, and
 * the provider switch. Each behind the operator key.
 */
export async function verificationOperatorRoutes(
  app: FastifyInstance,
  options: { storage: DocumentStorage; provider: VerificationProvider },
) {
  const { storage, provider } = options;
  const operator = { preHandler: app.requireOperator };

  app.get('/api/operator/documents', operator, async () => {
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

  app.get<ById>('/api/operator/documents/:id/file', operator, async (request, reply) => {
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
    app.post<ById>(`/api/operator/documents/:id/${verdict}`, operator, async (request) => {
      const { reason } = parseInput(reviewSchema, request.body ?? {});
      const row = await reviewDocument(app.db, request.params.id, { approve: verdict === 'approve', reason });
      return { data: documentView(row) };
    });
  }

  app.put('/api/operator/settings/identity-verification', operator, async (request) => {
    const setting = parseInput(identityVerificationSettingSchema, request.body);
    await savePublicSetting(app.db, 'sumsub', setting);
    app.guestPages.clear();
    return { data: setting };
  });

  if (provider.name !== 'builtin') return;
  const builtin = provider as ReturnType<typeof builtinProvider>;

  app.get('/api/operator/verification/checks', operator, async () => {
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
    app.post<ById>(`/api/operator/verification/checks/:id/${verdict}`, operator, async (request) => {
      const { reason } = parseInput(reviewSchema, request.body ?? {});
      if (verdict === 'reject' && !reason) throw AppError.validation([{ field: 'reason', rule: 'required' }]);
      if (!(await findPlayerById(app.db, request.params.id))) throw AppError.notFound('No such player.');
      if (!(await sendBuiltinWebhook(app, builtin.webhookSecret, request.params.id, verdict, { reason })))
        throw AppError.notFound('The check was not applied.');
      return { data: { playerId: request.params.id, verdict } };
    });
  }
}
