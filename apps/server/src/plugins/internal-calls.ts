import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Marks the API calls server-side rendering makes in process (plugins/web.ts). Its value is a random
 * secret of this process, so a request from outside cannot pass for one.
 */
export const INTERNAL_CALL_HEADER = 'x-internal-render';

declare module 'fastify' {
  interface FastifyInstance {
    /** The value of INTERNAL_CALL_HEADER in this process's own in-process calls. */
    internalCallSecret: string;
  }
}

export function registerInternalCalls(app: FastifyInstance) {
  app.decorate('internalCallSecret', randomBytes(32).toString('base64url'));
}

/** Whether the request is one of this process's own server-side-rendering calls. */
export function isInternalCall(request: FastifyRequest, secret: string): boolean {
  const value = request.headers[INTERNAL_CALL_HEADER];
  if (typeof value !== 'string') return false;
  const [given, expected] = [Buffer.from(value), Buffer.from(secret)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}
