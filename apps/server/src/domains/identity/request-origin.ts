import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import type { RequestOrigin } from './context.ts';
import { deviceHashOf, fingerprintOf } from './devices.ts';
import type { Authenticated } from './sessions.ts';

export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'] ?? null;
  const fingerprint = fingerprintOf(request.body);
  return {
    ip: request.ip,
    userAgent,
    deviceHash: deviceHashOf(fingerprint, userAgent),
    fingerprinted: fingerprint !== null,
    country: request.visitorCountry,
  };
}

/** The session `requirePlayer` put on the request. */
export function sessionOf(request: FastifyRequest): Authenticated {
  if (!request.player) throw AppError.unauthorized();
  return request.player;
}
