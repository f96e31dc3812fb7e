import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import type { RequestOrigin } from './context.ts';
import type { Authenticated } from './sessions.ts';

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The session `requirePlayer` put on the request. */
export function sessionOf(request: FastifyRequest): Authenticated {
  if (!request.player) throw AppError.unauthorized();
  return request.player;
}
