import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPages } from './pages.ts';

describe('studio pages', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function serve(files: Record<string, string>) {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-web-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(buildDir, name)), { recursive: true });
      fs.writeFileSync(path.join(buildDir, name), text);
    }
    app = Fastify();
    await registerPages(app, { buildDir, frameAncestors: ["'self'"] });
    await app.ready();
    return app;
  }

  it('serves the shell for a game, the verifier and a recall, with the studio policy', async () => {
    await serve({ 'index.html': '<!doctype html><div id="root"></div>', 'assets/app-1a2b.js': 'run()' });
    for (const url of [
      '/studio/dice',
      '/studio/slot-golden-idol?session=abc',
      '/studio/verify',
      '/studio/rounds/123',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
    }
    const asset = await app.inject({ url: '/studio/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/studio/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/studio/assets/../index.html' })).statusCode).not.toBe(200);
    expect((await app.inject({ url: '/studio/no-such-game' })).statusCode).toBe(404);
  });

  it('sends the brotli or gzip copy written at build time to a browser that takes it', async () => {
    const script = 'run();'.repeat(400);
    await serve({
      'index.html': '<!doctype html>',
      'assets/app-1a2b.js': script,
      'assets/app-1a2b.js.br': 'brotli bytes',
      'assets/app-1a2b.js.gz': 'gzip bytes',
    });
    const asset = (encoding?: string) =>
      app.inject({
        url: '/studio/assets/app-1a2b.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('says how to build the pages when there is no build', async () => {
    await serve({});
    const response = await app.inject({ url: '/studio/dice' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
