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

/**
 * Names the page render an in-process call belongs to (plugins/web.ts opens one scope per page). Work
 * every call of one render would repeat, such as checking the visitor's session token, is done once
 * per scope (renderScoped); only honoured on a call that carries the internal-call secret.
 */
export const RENDER_SCOPE_HEADER = 'x-render-scope';

const scopes = new Map<string, Map<string, Promise<unknown>>>();

/** A scope for the calls of one page render; close it when the render has its data. */
export function openRenderScope(): { id: string; close: () => void } {
  const id = randomBytes(12).toString('base64url');
  scopes.set(id, new Map());
  return { id, close: () => scopes.delete(id) };
}

function scopeOf(request: FastifyRequest, secret: string) {
  const id = request.headers[RENDER_SCOPE_HEADER];
  const scope = typeof id === 'string' ? scopes.get(id) : undefined;
  return scope && isInternalCall(request, secret) ? scope : undefined;
}

/** Whether the request is an in-process call of a page render whose scope is open. */
export function inRenderScope(request: FastifyRequest, secret: string): boolean {
  return scopeOf(request, secret) !== undefined;
}

/** `load()` once per render scope and key for in-process calls; every time for any other request. */
export function renderScoped<T>(
  request: FastifyRequest,
  secret: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const scope = scopeOf(request, secret);
  if (!scope) return load();
  const known = scope.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  scope.set(key, loading);
  return loading;
}
