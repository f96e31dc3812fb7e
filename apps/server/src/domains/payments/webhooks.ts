import { ErrorCode } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import {
  isValidWebhookSignature,
  type PaymentProvider,
  WEBHOOK_MAX_AGE_SECONDS,
  type WebhookEvent,
  webhookEventSchema,
} from './psp-port.ts';
import { settleInvoice } from './settlement.ts';

export const SANDBOX_WEBHOOK_PATH = '/api/payment/webhooks/sandbox';

/**
 * Checks a webhook: the HMAC-SHA256 signature over the raw body (401 when wrong), then the body's shape
 * and its timestamp, refused when more than five minutes away from now (a replayed old delivery).
 */
export function verifyWebhook(
  rawBody: Buffer,
  signature: unknown,
  secret: string,
  now = Date.now(),
): WebhookEvent {
  if (!isValidWebhookSignature(rawBody, signature, secret))
    throw AppError.unauthorized('The webhook signature is not valid.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(ErrorCode.badRequest, 'The webhook body is not JSON.');
  }
  const result = webhookEventSchema.safeParse(parsed);
  if (!result.success) throw new AppError(ErrorCode.badRequest, 'The webhook body is not a payment event.');
  if (Math.abs(now / 1000 - result.data.timestamp) > WEBHOOK_MAX_AGE_SECONDS)
    throw new AppError(ErrorCode.badRequest, 'The webhook timestamp is too old or in the future.');
  return result.data;
}

/**
 * POST /api/payment/webhooks/sandbox: the sandbox PSP's signed notifications. JSON bodies of this route
 * are kept raw (the signature is over the exact bytes); replays and duplicates settle nothing twice.
 */
export async function webhookRoutes(app: FastifyInstance, options: { psp: PaymentProvider; secret: string }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(SANDBOX_WEBHOOK_PATH, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(ErrorCode.badRequest, 'Expected a JSON body.');
    const event = verifyWebhook(request.body, request.headers['x-signature'], options.secret);
    const status = await settleInvoice(app.db, options.psp.name, event);
    app.events.wake();
    return { data: { status } };
  });
}
