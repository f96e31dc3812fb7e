import type { AnyRoute, ParsedRouteInput, RouteResponse } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseStudioInput } from './errors.ts';
import type { PlayerSession, ResolvePlayer } from './player-session.ts';

/** Where the studio's API is mounted (plugin.ts registers its routes under this prefix). */
export const STUDIO_API_PREFIX = '/studio/api';

export type StudioRouteHandler<R extends AnyRoute> = (
  input: ParsedRouteInput<R>,
  request: FastifyRequest,
) => Promise<RouteResponse<R>>;

export type GameSessionRouteHandler<R extends AnyRoute> = (
  input: ParsedRouteInput<R>,
  session: PlayerSession,
  request: FastifyRequest,
) => Promise<RouteResponse<R>>;

/**
 * Registers a public studio route from its contract declaration: the request parts parsed with their
 * schemas (a failure is the studio's 422 with per-field messages), the success status. In tests the
 * answer is checked against the response schema too.
 */
export function studioRoute<R extends AnyRoute>(
  app: FastifyInstance,
  declaration: R,
  handler: StudioRouteHandler<R>,
) {
  if (declaration.access === 'game-session') throw new Error(`${declaration.path}: use gameSessionRoute`);
  register(app, declaration, async (request) => handler(parseParts(declaration, request), request));
}

/**
 * Registers a studio route that needs the game session: the Bearer token is resolved first (401), then
 * the parts are parsed (422), as the hand-written routes did.
 */
export function gameSessionRoute<R extends AnyRoute>(
  app: FastifyInstance,
  resolvePlayer: ResolvePlayer,
  declaration: R,
  handler: GameSessionRouteHandler<R>,
) {
  if (declaration.access !== 'game-session') throw new Error(`${declaration.path}: use studioRoute`);
  register(app, declaration, async (request) => {
    const session = await resolvePlayer(request);
    return handler(parseParts(declaration, request), session, request);
  });
}

/** `/studio/api/rounds/{id}` → `/rounds/:id`, relative to the prefix the routes are registered under. */
function fastifyPath(path: string): string {
  if (!path.startsWith(`${STUDIO_API_PREFIX}/`)) throw new Error(`${path} is not a studio API path`);
  return path.slice(STUDIO_API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
}

function parseParts<R extends AnyRoute>(declaration: R, request: FastifyRequest): ParsedRouteInput<R> {
  return {
    params: declaration.params ? parseStudioInput(declaration.params, request.params) : undefined,
    query: declaration.query ? parseStudioInput(declaration.query, request.query) : undefined,
    body: declaration.body ? parseStudioInput(declaration.body, request.body) : undefined,
  } as unknown as ParsedRouteInput<R>;
}

function register(
  app: FastifyInstance,
  declaration: AnyRoute,
  answer: (request: FastifyRequest) => Promise<unknown>,
) {
  const checkResponse = process.env.NODE_ENV === 'test';
  app.route({
    method: declaration.method,
    url: fastifyPath(declaration.path),
    handler: async (request, reply) => {
      const body = await answer(request);
      if (checkResponse) assertResponse(declaration, body);
      return reply.status(declaration.status ?? 200).send(body);
    },
  });
}

function assertResponse(declaration: AnyRoute, answer: unknown) {
  const result = declaration.response.safeParse(answer);
  if (result.success) return;
  const where = `${declaration.method} ${declaration.path}`;
  throw new Error(`The answer of ${where} breaks its contract: ${result.error.message}`);
}
