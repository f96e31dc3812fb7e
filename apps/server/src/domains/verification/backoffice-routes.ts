import { backofficeKycRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { type DocumentDecision, decideDocument, reviewerLevel } from './document-review.ts';
import type { DocumentStorage } from './document-storage.ts';
import { documentView, findDocument } from './documents.ts';
import { kycQueue } from './kyc-queue.ts';

/** A name for the Content-Disposition header: the document's id and the stored file's extension, nothing the player typed. */
const safeFileName = (id: string, storageKey: string) => {
  const extension = (storageKey.split('.').pop() ?? '').replace(/[^a-z0-9]/gi, '');
  return `document-${id.replace(/[^a-f0-9-]/gi, '')}${extension ? `.${extension}` : ''}`;
};

/**
 * The back office's KYC queue (kyc.read to look, kyc.review to decide): a client of the same decision
 * as the operator desk (decideDocument), each decision audited in its transaction.
 */
export async function kycReviewRoutes(app: FastifyInstance, options: { storage: DocumentStorage }) {
  const { storage } = options;

  route(app, calls.kycQueue, async ({ query }) => kycQueue(app.db, query));

  route(app, calls.kycDocumentFile, async ({ params }, _request, reply) => {
    const row = await findDocument(app.db, params.id);
    const bytes = row ? await storage.get(row.storageKey) : null;
    if (!row || !bytes) throw AppError.notFound('No such document.');
    // Served as the type sniffed at upload; the browser may draw it (an image, a PDF viewer) but
    // never run anything in it: a sandbox with no scripts, no sniffing, nothing kept in caches.
    reply
      .type(row.mimeType)
      .header('content-disposition', `inline; filename="${safeFileName(row.id, row.storageKey)}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'no-store');
    return bytes;
  });

  const decide = (id: string, decision: DocumentDecision, request: Parameters<typeof audited>[1]) =>
    audited(app.db, request, async (tx) => {
      const { before, after } = await decideDocument(tx, id, decision);
      const verdict = decision.approve ? 'approve' : 'reject';
      const verification = await reviewerLevel(tx, after.playerId);
      return {
        value: { document: documentView(after), verification },
        audit: {
          action: `kyc.document.${verdict}`,
          target: { type: 'player-document', id: after.id },
          before: { status: before.status },
          after: { status: after.status, playerId: after.playerId, verification },
          reason: decision.reason ?? null,
        },
      };
    });

  route(app, calls.approveKycDocument, async ({ params }, request) => ({
    data: await decide(params.id, { approve: true }, request),
  }));
  route(app, calls.rejectKycDocument, async ({ params, body }, request) => ({
    data: await decide(params.id, { approve: false, reason: body.reason }, request),
  }));
}
