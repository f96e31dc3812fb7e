import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Compresses what the server renders or answers (server-rendered HTML, JSON, the API docs) with brotli
 * or gzip, as the browser accepts, from 1 KB on. Brotli runs at quality 4 here: these bodies are made
 * per request, and the higher qualities cost more CPU than they save in bytes. Hashed build assets are
 * compressed once at build time at the highest quality (scripts/precompress.mjs) and sent as they are
 * (preCompressed in plugins/web.ts and the studio's pages), so this never touches them.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: MIN_COMPRESSED_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
