import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDrivers)('content API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('serves the asked sections in the asked locale', async () => {
    const english = await get('/api/content/sections?locale=en&sections=layout,global-components');
    expect(english.status).toBe(200);
    expect(Object.keys(english.body.data)).toEqual(['layout', 'global-components']);
    expect(english.body.data['global-components'].errorPage.title).toBe('Something went wrong');
    const german = await get('/api/content/sections?locale=de&sections=layout');
    expect(german.body.data.layout.brand).toBe('Lucky Harbor');
    expect(german.body.data.layout.drawer.links.contact).not.toBe(
      english.body.data.layout.drawer.links.contact,
    );
  });

  it('reads the default locale when none is asked', async () => {
    const { body } = await get('/api/content/page?path=home');
    expect(body.data.locale).toBe('en');
    expect(body.data.attributes.highlights).toHaveLength(4);
  });

  it('lists the pages of a folder in their order', async () => {
    const { body } = await get('/api/content/pages?locale=de&folder=static');
    const orders = body.data.map((page: { order: number }) => page.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.data.map((page: { identity: string }) => page.identity)).toContain('terms');
  });

  it('answers 404 for an unknown page or locale and 422 for a bad query', async () => {
    expect((await get('/api/content/page?locale=en&path=static/nope')).status).toBe(404);
    expect((await get('/api/content/page?locale=fr&path=home')).status).toBe(404);
    const bad = await get('/api/content/sections?locale=en&sections=layout,secrets');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty('sections.1');
  });
});
