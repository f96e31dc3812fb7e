import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { repoRoot } from './env.ts';
import { AppError } from './errors.ts';

/** Where the back office is served, and where Vite builds it (apps/backoffice, decision 0038). */
export const BACKOFFICE_PATH = '/backoffice';
const DEFAULT_BUILD_DIR = path.join(repoRoot, 'apps/backoffice/dist');

/**
 * The policy of a client-rendered app that talks only to its own origin: scripts and styles from its
 * own hashed files (no inline script, no eval), images of its own or data: URLs (the server-drawn
 * TOTP QR code), workers of its own (pdf.js draws KYC PDFs in one), no frames, nothing may frame it, forms post nowhere else.
 */
export const BACKOFFICE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** Hashed build files for good; the page shell (index.html) never kept, so a new build is picked up at once. */
export function backofficeCacheControl(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'index.html') return 'no-store';
  return 'public, max-age=300';
}

function backofficeHeaders(reply: FastifyReply) {
  reply.header('content-security-policy', BACKOFFICE_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

/**
 * Serves the built back office under /backoffice: its hashed assets as files, and its index.html for
 * /backoffice and every client route below it (/backoffice/staff, /backoffice/enrol/<token>), with
 * headers of its own (a strict CSP, no framing, no caching of the shell). A missing asset is a 404,
 * never the shell.
 */
export async function registerBackoffice(app: FastifyInstance, buildDir = DEFAULT_BUILD_DIR) {
  const indexFile = path.join(buildDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(
      `No back-office build at ${buildDir}: run "npm run build" first (or set SERVE_WEB=false).`,
    );
  }
  const indexHtml = fs.readFileSync(indexFile);

  await app.register(async (backoffice) => {
    backoffice.addHook('onSend', async (_request, reply, payload) => {
      backofficeHeaders(reply);
      return payload;
    });
    await backoffice.register(fastifyStatic, {
      root: buildDir,
      prefix: `${BACKOFFICE_PATH}/`,
      wildcard: false,
      index: false,
      // The web app's registration of @fastify/static has decorated the reply already.
      decorateReply: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', backofficeCacheControl(path.relative(buildDir, filePath)));
      },
    });
    const sendShell = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
    backoffice.get(BACKOFFICE_PATH, async (_request, reply) => sendShell(reply));
    backoffice.get(`${BACKOFFICE_PATH}/*`, async (request, reply) => {
      if (request.url.startsWith(`${BACKOFFICE_PATH}/assets/`))
        throw AppError.notFound(`No file ${request.url.split('?', 1)[0]} in the back-office build.`);
      return sendShell(reply);
    });
  });
}
