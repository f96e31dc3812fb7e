import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_CSP, backofficeCacheControl, registerBackoffice } from './backoffice.ts';

describe('serving the built back office', () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-build-'));
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(buildDir, 'assets'));
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(buildDir, 'assets/index-AbC123.js'), 'console.log(1)');
    await registerBackoffice(app, buildDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('answers the page shell for the app and every client route, never cached, with its own headers', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/staff', '/backoffice/enrol/abc?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-security-policy'], url).toBe(BACKOFFICE_CSP);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps hashed assets for good, and answers 404 (not the shell) for a missing one', async () => {
    const asset = await app.inject({ url: '/backoffice/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    const missing = await app.inject({ url: '/backoffice/assets/gone-Xyz.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('lets the policy load only its own scripts and styles, and nothing frame it', () => {
    expect(BACKOFFICE_CSP).toContain("script-src 'self'");
    expect(BACKOFFICE_CSP).not.toContain('unsafe');
    expect(BACKOFFICE_CSP).toContain("frame-ancestors 'none'");
    expect(backofficeCacheControl('index.html')).toBe('no-store');
    expect(backofficeCacheControl('assets/index-AbC123.js.br')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses to start without a build', async () => {
    await expect(registerBackoffice(Fastify(), path.join(buildDir, 'nothing'))).rejects.toThrow(
      /No back-office build/,
    );
  });
});
