#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file of 1 KB
// or more under the given build folders, once at build time, so the server sends hashed assets
// compressed without spending CPU per request (@fastify/static's preCompressed).
// Usage: node scripts/precompress.mjs <folder> [<folder> ...]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.map',
]);
const MIN_BYTES = 1024;

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

let written = 0;
for (const folder of process.argv.slice(2)) {
  if (!(await stat(folder).catch(() => null))) throw new Error(`No folder ${folder} to precompress`);
  for await (const file of filesUnder(folder)) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
}
console.log(`precompressed ${written} files (.br and .gz) in ${process.argv.slice(2).join(', ')}`);
