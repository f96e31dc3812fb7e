import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findStudioGame } from '../catalogue/games.ts';

/** Where the studio serves its betting client: the default betting client host of the site's settings. */
export const BETTING_CLIENT_PATH = '/studio/betsy';

/** Where `npm run build` (vite build of apps/studio/web) writes the game pages. */
export const DEFAULT_WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../../dist/web');

/**
 * The game pages' own policy, replacing the site's on these responses: only the studio's own scripts
 * and styles, API calls and the crash websocket to the same origin, framed only by the site.
 */
function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

export type PagesOptions = { buildDir: string; frameAncestors: readonly string[] };

/**
 * The studio's pages: hashed assets under /studio/assets/ (cached for good), the HTML shell for a game,
 * the verifier and a round's recall. Without a build the pages answer 503 saying how to make one.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'assets'),
    prefix: '/studio/assets/',
    decorateReply: false,
    index: false,
    // The .br and .gz copies written at build time (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const policy = contentSecurityPolicy(options.frameAncestors);
  const sendShell = async (reply: FastifyReply) => {
    reply.header('content-security-policy', policy);
    const html = await readFile(path.join(options.buildDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The studio pages are not built: run "npm run build" (it builds apps/studio/dist/web).');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/studio/verify', (_request, reply) => sendShell(reply));
  // The built-in betting client (host /studio/betsy): its SDK script and its sportsbook page.
  app.get(`${BETTING_CLIENT_PATH}/assets/sdk/init.js`, async (_request, reply) => {
    const script = await readFile(path.join(options.buildDir, 'sdk', 'init.js')).catch(() => null);
    if (script === null) return reply.status(503).type('text/plain; charset=utf-8').send('Not built.');
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
  app.get(`${BETTING_CLIENT_PATH}/`, (_request, reply) => sendShell(reply));
  app.get(BETTING_CLIENT_PATH, (_request, reply) => reply.redirect(`${BETTING_CLIENT_PATH}/`));
  app.get('/studio/rounds/:id', (_request, reply) => sendShell(reply));
  app.get<{ Params: { slug: string } }>('/studio/:slug', (request, reply) => {
    if (!findStudioGame(request.params.slug))
      return reply.status(404).type('text/plain; charset=utf-8').send('The studio has no such game.');
    return sendShell(reply);
  });
}
