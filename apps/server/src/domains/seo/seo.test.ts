import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDrivers)('robots.txt and sitemap.xml on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { PORT: '4123' });
  });
  afterAll(async () => t.close());

  it('lists the public pages and the games of every locale at PUBLIC_URL, which follows PORT', async () => {
    const answer = await t.app.inject({ url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const urls = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const url of [
      'http://localhost:4123/',
      'http://localhost:4123/de',
      'http://localhost:4123/pt-br/contact',
      'http://localhost:4123/static/terms',
      'http://localhost:4123/de/questions/payments',
      'http://localhost:4123/games/mines',
      'http://localhost:4123/pt-br/games/mines',
    ])
      expect(urls, url).toContain(url);
    expect(urls.some((url) => url?.includes('/profile'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('keeps crawlers off the API and the private pages, and names the sitemap', async () => {
    const answer = await t.app.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/profile', '/de/profile', '/pt-br/recently-played'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://localhost:4123/sitemap.xml');
  });
});
