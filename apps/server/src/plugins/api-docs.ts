import { createRequire } from 'node:module';
import path from 'node:path';
import { openApiDocument } from '@casino/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page: Swagger UI's own assets and a start script from this server (no inline script, so the CSP holds). */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lucky Harbor player API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#docs', deepLinking: true });`;

/**
 * GET /api/docs: the OpenAPI 3.1 document of every route declared in the contracts
 * (/api/docs/openapi.json), rendered by Swagger UI. The document is built once, after every domain
 * has registered its routes.
 */
export async function registerApiDocs(app: FastifyInstance) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const build = () =>
    openApiDocument(app.declaredRoutes, {
      title: 'Lucky Harbor player API',
      version: '1.0.0',
      description:
        'Every call answers `{ data }` (paged lists add `meta`); errors answer `{ error: { code, message, fields? } }`. Query arrays use brackets: `status[]=1&status[]=2`.',
    });

  app.get('/api/docs/openapi.json', async () => {
    document ??= build();
    return document;
  });
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/start.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: '/api/docs/assets/',
    decorateReply: false,
    allowedPath: (pathName) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(pathName),
  });
}
