import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptsOfHtml, weighPage } from './page-weight.ts';

const FILES: Record<string, string> = {
  'assets/entry.js': `import { b } from "./chunk-a.js"; const lazy = () => import("./lazy.js"); export { b, lazy };`,
  'assets/chunk-a.js': `export * from "./chunk-b.js"; import "/assets/chunk-b.js";`,
  'assets/chunk-b.js': `export const b = ${JSON.stringify('b'.repeat(3000))};`,
  'assets/lazy.js': `export const modal = ${JSON.stringify('m'.repeat(5000))};`,
  'assets/boot.js': 'console.log("booted");',
  'assets/preloaded.js': 'export const preloaded = 1;',
};

const PAGE = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/preloaded.js" nonce="x"/>
<link rel="stylesheet" href="/assets/site.css"/>
<script>window.classic = "inline, part of the HTML";</script>
</head><body><p>${'a page '.repeat(400)}</p>
<script nonce="x" type="module" async="">import * as root from "/assets/entry.js";
window.modules = { root };
import("/assets/boot.js");</script>
</body></html>`;

let clientDir: string;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  for (const [file, source] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), source);
  }
  // Serves the page gzipped at level 1 when asked, so what was sent is told apart from gzip -9.
  server = http.createServer((request, response) => {
    if (request.url !== '/') return response.writeHead(404).end('not found');
    const gzip = request.headers['accept-encoding']?.includes('gzip');
    response.writeHead(200, { 'content-type': 'text/html', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    response.end(gzip ? gzipSync(PAGE, { level: 1 }) : PAGE);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const gzip9 = (file: string) => gzipSync(FILES[file]!, { level: 9 }).length;

describe('scriptsOfHtml', () => {
  it('finds script sources, module preloads and what inline modules import, not classic inline scripts', () => {
    expect(scriptsOfHtml(PAGE)).toEqual(['/assets/entry.js', '/assets/boot.js', '/assets/preloaded.js']);
  });

  it('counts the modules a page starts after its first paint as initial', () => {
    const afterPaint = JSON.stringify({
      preloads: ['/assets/preloaded.js'],
      module: 'import * as root from "/assets/entry.js"; import("/assets/boot.js");',
    });
    const page = `<html><head></head><body><p>Lobby</p>
<script type="application/json" id="hydrate-after-paint">${afterPaint}</script>
<script nonce="x">/* starts them after the paint */</script></body></html>`;
    expect(scriptsOfHtml(page)).toEqual(['/assets/preloaded.js', '/assets/entry.js', '/assets/boot.js']);
  });
});

describe('weighPage', () => {
  it('counts every initial script once, with its static imports but not its lazy ones, by gzip -9 size', async () => {
    const weight = await weighPage(baseUrl, '/', clientDir);
    expect(weight.scripts.map((script) => script.url)).toEqual([
      '/assets/entry.js',
      '/assets/boot.js',
      '/assets/preloaded.js',
      '/assets/chunk-a.js',
      '/assets/chunk-b.js',
    ]);
    const initial = ['entry', 'boot', 'preloaded', 'chunk-a', 'chunk-b'].map((name) => `assets/${name}.js`);
    expect(weight.initialJsGzipBytes).toBe(initial.reduce((sum, file) => sum + gzip9(file), 0));
  });

  it('weighs the HTML as the server sent it', async () => {
    const weight = await weighPage(baseUrl, '/', clientDir);
    expect(weight.html).toEqual({
      bytes: Buffer.byteLength(PAGE),
      gzipBytes: gzipSync(PAGE, { level: 1 }).length,
      servedCompressed: true,
    });
  });

  it('refuses a page that does not answer 200', async () => {
    await expect(weighPage(baseUrl, '/missing', clientDir)).rejects.toThrow('GET /missing: HTTP 404');
  });
});
