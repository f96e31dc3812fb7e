import { ErrorCode } from '@casino/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { StudioError } from './errors.ts';

/**
 * The studio's errors as `{error: {code, message, fields?, balance?, currency?}}`; Fastify's own
 * client errors (bad JSON, too large) keep their status; anything else is a logged 500.
 */
export function registerStudioErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | StudioError, request, reply) => {
    if (error instanceof StudioError)
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, ...error.extra } });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ error: { code: ErrorCode.badRequest, message: error.message } });
    request.log.error({ err: error }, 'studio: unhandled error');
    return reply.status(500).send({ error: { code: ErrorCode.internal, message: 'Internal server error.' } });
  });
}
