import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { AppError } from './errors.ts';
import {
  encodedBody,
  GUEST_PAGE_CACHE_CONTROL,
  type GuestPageCache,
  pageEncodingFor,
  type RenderedPage,
  type StoredPage,
} from './guest-page-cache.ts';
import { INTERNAL_CALL_HEADER, openRenderScope, RENDER_SCOPE_HEADER } from './internal-calls.ts';
import { type SharedAnswer, sharedAnswerCache } from './shared-answers.ts';

/** Headers an SSR loader's API call carries over from the page request. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'authorization', 'x-forwarded-for'];

export type WebLoadContext = {
  /** Calls this server's own API in-process, as the visitor. */
  api: (
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  cspNonce: string;
  publicUrl: string;
  /** A page's HTML, not a client navigation's data request (`/path.data`). */
  documentRequest: boolean;
};

/** Serves the built React Router app: static assets, then server-side rendering for every other GET. */
export async function registerWebApp(app: FastifyInstance) {
  const buildDir = app.env.WEB_BUILD_DIR;
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No web build at ${buildDir}: run "npm run build" first (or set SERVE_WEB=false).`);
  }
  const build = (await import(serverEntry)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');

  const clientDir = path.join(buildDir, 'client');
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The .br and .gz copies written at build time (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', staticCacheControl(path.relative(clientDir, filePath)));
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/'))
        throw AppError.notFound(`Route ${request.method} ${request.url} not found.`);
      const key =
        app.env.PAGE_CACHE_SECONDS > 0 ? guestPageKey(app.guestPages, request, app.env.COUNTRY_HEADER) : null;
      if (!key) {
        reply.header('cache-control', 'private, no-store');
        const scope = openRenderScope();
        try {
          const response = await handleRequest(
            toWebRequest(request),
            loadContext(app, request, reply, scope.id),
          );
          return sendWebResponse(reply, response);
        } finally {
          scope.close();
        }
      }
      const cached = app.guestPages.get(key);
      const page = cached ?? app.guestPages.set(key, await renderPage(app, handleRequest, request, reply));
      return sendGuestPage(request, reply, page, cached ? 'hit' : 'miss', app.env.COUNTRY_HEADER);
    },
  });
}

/** The cache key of a guest's page; null for a player (a session cookie or token) or anything but GET. */
function guestPageKey(cache: GuestPageCache, request: FastifyRequest, countryHeader: string) {
  const country = request.headers[countryHeader];
  return cache.keyOf({
    method: request.method,
    url: request.url,
    country: typeof country === 'string' ? country.toUpperCase() : undefined,
    cookies: request.cookies,
    authorization: request.headers.authorization,
  });
}

async function renderPage(
  app: FastifyInstance,
  handleRequest: RequestHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RenderedPage> {
  const scope = openRenderScope();
  const response = await handleRequest(
    toWebRequest(request),
    loadContext(app, request, reply, scope.id),
  ).finally(scope.close);
  const cookies = response.headers.getSetCookie().map((value): [string, string] => ['set-cookie', value]);
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
  const html = await response.text();
  return { status: response.status, headers: [...headers, ...cookies], html, nonce: reply.scriptNonce };
}

/**
 * A guest page, compressed once per encoding: a CDN may share it per variant (language and consent
 * cookies, country). A stored page keeps its nonce, so this answer's CSP header names it instead.
 */
async function sendGuestPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  state: 'hit' | 'miss',
  countryHeader: string,
) {
  reply.status(page.status);
  const cookies = page.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);
  for (const [name, value] of page.headers) if (name !== 'set-cookie') reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replaceAll(reply.scriptNonce, page.nonce));
  }
  const shareable = page.status === 200 && cookies.length === 0;
  reply.header('cache-control', shareable ? GUEST_PAGE_CACHE_CONTROL : 'private, no-store');
  reply.header('vary', `Cookie, ${countryHeader}, Accept-Encoding`);
  reply.header('x-page-cache', state);
  const encoding = pageEncodingFor(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await encodedBody(page, encoding));
}

/**
 * How long browsers keep a file of the client build (its path relative to the build, maybe with the
 * .br or .gz of its precompressed copy): hashed assets for good; the service worker's script
 * (apps/web/pwa, built as sw.js) revalidated on every check, so that a new build's worker is found at
 * once; the rest for five minutes.
 */
export function staticCacheControl(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'sw.js') return 'no-cache';
  return 'public, max-age=300';
}

/** Answers the API marks `Cache-Control: public` (content, constants), shared by every render. */
const sharedAnswers = sharedAnswerCache();

function loadContext(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  renderScope: string,
): WebLoadContext {
  const forwarded: Record<string, string> = {};
  for (const name of [...FORWARDED_HEADERS, app.env.COUNTRY_HEADER]) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  forwarded['x-forwarded-for'] ??= request.ip;
  return {
    cspNonce: reply.scriptNonce,
    publicUrl: app.env.PUBLIC_URL,
    documentRequest: !request.url.split('?', 1)[0]!.endsWith('.data'),
    api: async (url, init = {}) => {
      const method = init.method ?? 'GET';
      const shareable = method === 'GET' && init.body === undefined;
      const shared = shareable ? sharedAnswers.get(url) : undefined;
      if (shared) return answerOf(shared);
      const injected = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...forwarded,
          ...init.headers,
          [INTERNAL_CALL_HEADER]: app.internalCallSecret,
          [RENDER_SCOPE_HEADER]: renderScope,
        },
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      });
      const answer: SharedAnswer = {
        status: injected.statusCode,
        contentType: String(injected.headers['content-type'] ?? 'application/json'),
        body: injected.rawPayload,
      };
      if (shareable) sharedAnswers.offer(url, answer, injected.headers);
      return answerOf(answer);
    },
  };
}

/**
 * The answer for a loader. A shared one is parsed once and its value frozen, so every render gets the
 * same object: the web app keeps what it derives from it (an i18next instance per translations object,
 * a content page's HTML) instead of building it again per page.
 */
function answerOf(answer: SharedAnswer): Response {
  const response = new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  });
  const { shared } = answer;
  if (shared) {
    Object.defineProperty(response, 'json', {
      value: async () => {
        shared.value ??= deepFreeze(JSON.parse(answer.body.toString('utf8')));
        return shared.value;
      },
    });
  }
  return response;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === INTERNAL_CALL_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const origin = `${request.protocol}://${request.host}`;
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A page comes whole (entry.server.tsx waits for all of it): a buffer is cheaper than a stream.
  if (response.headers.get('content-type')?.startsWith('text/html'))
    return response.arrayBuffer().then((body) => reply.send(Buffer.from(body)));
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
