import type { AnyRoute, OpenApiDocument } from '@casino/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Routes that are not calls of the player API and so are not declared in the contracts: the
 * operator's tools, health, development and test hooks, the docs themselves, the realtime socket,
 * the sandbox PSP's hosted pages and webhook, the identity provider's webhooks and the built-in
 * provider's hosted check page, a player's document file (a download, not a JSON call), the social
 * sign-in redirect (a browser navigation) and the studio (our game provider, with an API of its own).
 */
const UNDECLARED = [
  /^\/api\/health/,
  /^\/api\/operator\//,
  /^\/api\/dev\//,
  /^\/api\/test\//,
  /^\/api\/docs/,
  /^\/api\/connection\/websocket$/,
  /^\/api\/payment\/sandbox\//,
  /^\/api\/payment\/webhooks\//,
  /^\/api\/verification\/(webhooks|builtin)\//,
  /^\/api\/player\/documents\/:\w+\/file$/,
  // The banner images: files named by their content hash, not an API call.
  /^\/api\/banner-images\/:\w+$/,
  /^\/api\/player\/sessions\/social\/:\w+\/redirect$/,
  /^\/studio\//,
];

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the OpenAPI document at /api/docs', () => {
  let t: TestApp;
  const registered: RouteOptions[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', {}, undefined, (route) => {
      registered.push(route);
    });
  });
  afterAll(() => t.close());

  const document = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApiDocument>();
  };

  it('is OpenAPI 3.1 and has every declared route, with its parameters, body and response', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(t.app.declaredRoutes.length).toBeGreaterThan(40);
    for (const route of t.app.declaredRoutes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()] as Record<string, unknown>;
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.summary).toBe(route.summary);
      const responses = operation.responses as Record<string, unknown>;
      expect(Object.keys(responses)).toContain(String(route.status ?? 200));
      expect(Boolean(operation.requestBody)).toBe(route.body !== undefined);
      const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const inPath = (operation.parameters as { in: string; name: string }[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect(inPath.sort()).toEqual(pathParameters.sort());
    }
  });

  it('declares every route of the API that is not on the list of operator and tooling routes', async () => {
    const declared = new Set(
      t.app.declaredRoutes.map((route: AnyRoute) => `${route.method} ${fastifyPath(route.path)}`),
    );
    const undeclared = registered
      .filter(
        (route) => route.url.startsWith('/api/') && !UNDECLARED.some((pattern) => pattern.test(route.url)),
      )
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((key) => !key.startsWith('HEAD ') && !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it('names a query array parameter the way the client sends it, with brackets', async () => {
    const doc = await document();
    const names = Object.values(doc.paths)
      .flatMap(
        (item) =>
          Object.values(item) as { parameters?: { name: string; in: string; schema: { type?: string } }[] }[],
      )
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.schema.type === 'array');
    for (const parameter of names) expect(parameter.name).toMatch(/\[\]$/);
  });

  it('renders with Swagger UI from this server, no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js">');
    expect(page.body).not.toMatch(/<script>[^<]/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain('/api/docs/openapi.json');
    const outside = await t.app.inject({ method: 'GET', url: '/api/docs/assets/package.json' });
    expect(outside.statusCode).toBe(404);
  });
});
