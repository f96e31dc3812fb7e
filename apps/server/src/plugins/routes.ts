import type { AnyRoute, ParsedRouteInput, RouteResponse } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered from a contract declaration, in order (the OpenAPI document lists them). */
    declaredRoutes: AnyRoute[];
  }
  interface FastifyContextConfig {
    /** The contract declaration a route was registered from. */
    declaration?: AnyRoute;
  }
}

export type RouteHandler<R extends AnyRoute> = (
  input: ParsedRouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteResponse<R>>;

/** `{id}` → `:id` */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export function registerDeclaredRoutes(app: FastifyInstance) {
  app.decorate('declaredRoutes', []);
}

/**
 * Registers a route from its contract declaration: access from `access` (and a staff route's
 * `permission` and `freshTotp`), the request parts parsed with their schemas (a failure is a 422 with
 * per-field messages), the success status. In tests the
 * answer is checked against the response schema too, so a handler cannot drift from the contract.
 */
export function route<R extends AnyRoute>(app: FastifyInstance, declaration: R, handler: RouteHandler<R>) {
  app.declaredRoutes.push(declaration);
  const checkResponse = app.env.NODE_ENV === 'test';
  app.route({
    method: declaration.method,
    url: fastifyPath(declaration.path),
    config: { declaration },
    preHandler: preHandlerFor(app, declaration),
    handler: async (request, reply) => {
      const input = {
        params: declaration.params ? parseInput(declaration.params, request.params) : undefined,
        query: declaration.query ? parseInput(declaration.query, request.query) : undefined,
        body: declaration.body ? parseInput(declaration.body, request.body) : undefined,
      } as unknown as ParsedRouteInput<R>;
      // After the input is parsed, so a request refused for its input never uses up a code.
      if (declaration.freshTotp) await app.requireFreshTotp(request);
      const answer = await handler(input, request, reply);
      if (reply.sent) return reply;
      if (checkResponse) assertResponse(declaration, answer);
      return reply.status(declaration.status ?? 200).send(answer);
    },
  });
}

function preHandlerFor(app: FastifyInstance, declaration: AnyRoute) {
  if (declaration.access === 'player') return app.requirePlayer;
  if (declaration.access === 'guest-or-player') return app.identifyPlayer;
  if (declaration.access === 'staff' || declaration.access === 'staff-pending')
    return app.staffAccess(declaration);
  return undefined;
}

function assertResponse(declaration: AnyRoute, answer: unknown) {
  const result = declaration.response.safeParse(answer);
  if (result.success) return;
  const where = `${declaration.method} ${declaration.path}`;
  throw new Error(`The answer of ${where} breaks its contract: ${result.error.message}`);
}
