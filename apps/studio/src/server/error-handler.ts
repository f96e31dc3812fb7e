import { ErrorCode, isDatabaseUnavailable } from '@casino/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { StudioError } from './errors.ts';

/** Seconds a client is asked to wait while the database is away (a restart takes a few). */
const RETRY_AFTER_SECONDS = 5;

/**
 * The studio's errors as `{error: {code, message, fields?, balance?, currency?}}`; Fastify's own
 * client errors (bad JSON, too large) keep their status; a database that is away is a 503 to retry;
 * anything else is a logged 500.
 */
export function registerStudioErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | StudioError, request, reply) => {
    if (error instanceof StudioError)
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, ...error.extra } });
    if (isDatabaseUnavailable(error))
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          error: {
            code: ErrorCode.serviceUnavailable,
            message: 'The game is briefly unavailable; retry shortly.',
          },
        });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ error: { code: ErrorCode.badRequest, message: error.message } });
    request.log.error({ err: error }, 'studio: unhandled error');
    return reply.status(500).send({ error: { code: ErrorCode.internal, message: 'Internal server error.' } });
  });
}
