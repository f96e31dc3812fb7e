import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { applyVerificationEvent } from './levels.ts';
import { verifyProviderWebhook } from './provider-events.ts';

export const WEBHOOK_PATHS = {
  sumsub: '/api/verification/webhooks/sumsub',
  builtin: '/api/verification/webhooks/builtin',
} as const;

/**
 * The providers' signed webhooks (Sumsub's digest scheme for both). JSON bodies of these routes stay
 * raw: the digest is over the exact bytes. A provider whose secret is not configured signs nothing.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { secrets: Record<keyof typeof WEBHOOK_PATHS, string | null> },
) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  for (const provider of ['sumsub', 'builtin'] as const) {
    app.post(WEBHOOK_PATHS[provider], async (request) => {
      if (!Buffer.isBuffer(request.body)) throw AppError.unauthorized('The webhook digest is not valid.');
      const event = verifyProviderWebhook(request.body, request.headers, options.secrets[provider]);
      const outcome = await applyVerificationEvent(app.db, provider, event);
      return { data: { outcome } };
    });
  }
}
