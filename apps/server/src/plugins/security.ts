import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type RawWithNonce = { cspNonce?: string };

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that server-rendered inline scripts carry to pass the CSP. */
    scriptNonce: string;
  }
}

/** Outside origins the pages may use: frames (the betting client, Telegram's login) and scripts. */
export type OutsideOrigins = {
  frames: string[];
  scripts: string[];
  /** Origins that follow a setting (the tag manager's), read for every page's policy. */
  current?: () => { scripts: string[]; connects: string[]; images: string[] };
};

/** A directive's last value, followed by the current origins of one kind (none: the value alone). */
const withCurrent =
  (outside: OutsideOrigins, kind: 'scripts' | 'connects' | 'images', last: (res: unknown) => string) =>
  (_req: unknown, res: unknown) =>
    [last(res), ...(outside.current?.()[kind] ?? [])].join(' ');

export async function registerSecurityHeaders(
  app: FastifyInstance,
  outside: OutsideOrigins = { frames: [], scripts: [] },
) {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    (reply.raw as RawWithNonce).cspNonce = reply.scriptNonce;
  });
  const isProduction = app.env.NODE_ENV === 'production';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...outside.scripts,
          withCurrent(outside, 'scripts', (res) => `'nonce-${(res as RawWithNonce).cspNonce}'`),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', withCurrent(outside, 'images', () => 'blob:')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', withCurrent(outside, 'connects', () => 'wss:')],
        frameSrc: ["'self'", ...outside.frames],
        // The site's own service worker (sw.js) and no other worker.
        workerSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: isProduction && app.env.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.env.PUBLIC_URL.startsWith('https:'),
  });
}
