import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { minimalPdf, multipart, PHP_SHELL, pngPixelBomb } from '../verification/test-files.ts';
import { banners } from './tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

const image = (format: 'png' | 'jpeg' | 'webp', width = 1200, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#7a3cff' } })
    [format]()
    .toBuffer();

describe.each(testDrivers)('banners on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES, 'banners', 'banner_images');
    fakeDateOnly();
    owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(() => vi.useRealTimers());

  async function upload(who: StaffClient, bytes: Buffer, name = 'banner.png') {
    const { payload, headers } = await multipart({ file: { bytes, name, type: 'image/png' } });
    return staffCall(t, who, { method: 'POST', url: '/api/backoffice/banner-images', payload, headers });
  }

  async function uploadedImage() {
    const response = await upload(marketing, await image('png'));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; url: string; width: number; height: number };
  }

  const bannerBody = (imageId: string, extra: Record<string, unknown> = {}) => ({
    name: 'Welcome week',
    position: 1,
    locales: {
      en: { title: 'Welcome week: 100% bonus', imageId, link: '/bonus/welcome' },
      de: { title: 'Willkommenswoche', imageId, link: '/bonus/welcome' },
    },
    schedule: { startsAt: null, endsAt: null },
    ...extra,
  });

  const create = (who: StaffClient, body: unknown) =>
    staffCall(t, who, { method: 'POST', url: '/api/backoffice/banners', payload: body as object });
  const step = (who: StaffClient, id: string, transition: string) =>
    staffCall(t, who, { method: 'POST', url: `/api/backoffice/banners/${id}/${transition}` });
  const live = async (locale: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/banners?locale=${locale}` })).json().data;

  it('stores images by their bytes, serves them with a content hash and a year of cache', async () => {
    const uploaded = await uploadedImage();
    expect(uploaded).toMatchObject({ width: 1200, height: 400 });
    expect(uploaded.url).toMatch(/^\/api\/banner-images\/[0-9a-f]{64}\.png$/);
    const again = await upload(marketing, await image('png'));
    expect(again.json().data.id).toBe(uploaded.id);

    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/banner-images/../../etc/passwd' })).statusCode,
    ).toBe(404);

    const webp = await upload(marketing, await image('webp'), 'banner.webp');
    expect(webp.json().data.mimeType).toBe('image/webp');
    const jpeg = await upload(marketing, await image('jpeg'), 'x.png');
    expect(jpeg.json().data).toMatchObject({ mimeType: 'image/jpeg' });
    expect(jpeg.json().data.url).toMatch(/\.jpg$/);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, and files over the size cap', async () => {
    for (const bytes of [PHP_SHELL, minimalPdf(), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const refused = await upload(marketing, bytes);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(JSON.stringify(refused.json())).toContain('"file"');
    }
    expect((await upload(marketing, pngPixelBomb())).statusCode).toBe(422);
    const big = await upload(marketing, Buffer.concat([await image('png'), Buffer.alloc(3 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(await t.app.db.select().from(banners)).toHaveLength(0);
  });

  it('moves a banner through draft, scheduled, live and ended; the public list follows, audited', async () => {
    const { id: imageId } = await uploadedImage();
    const startsAt = new Date(Date.now() + 60_000).toISOString();
    const created = await create(marketing, bannerBody(imageId, { schedule: { startsAt, endsAt: null } }));
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json().data;
    expect(banner.state).toBe('draft');
    expect(await live('en')).toEqual([]);

    const scheduled = await step(marketing, banner.id, 'schedule');
    expect(scheduled.json().data.state).toBe('scheduled');
    expect(await live('en')).toEqual([]);
    advanceClock(61_000);
    const [shown] = await live('de');
    expect(shown).toMatchObject({ title: 'Willkommenswoche', link: '/bonus/welcome' });
    expect(shown.image).toMatchObject({ width: 1200, height: 400 });
    // A locale without its own entry shows the default locale's.
    expect((await live('pt-br'))[0].title).toBe('Welcome week: 100% bonus');

    expect((await step(marketing, banner.id, 'unschedule')).statusCode).toBe(409);
    const ended = await step(marketing, banner.id, 'end');
    expect(ended.json().data.state).toBe('ended');
    expect(await live('en')).toEqual([]);
    const edit = await staffCall(t, marketing, {
      method: 'PUT',
      url: `/api/backoffice/banners/${banner.id}`,
      payload: bannerBody(imageId),
    });
    expect(edit.statusCode).toBe(409);

    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, banner.id))
      .orderBy(auditLog.sequence);
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(['banner.create', 'banner.schedule', 'banner.end']);
  });

  it('refuses bad input with 422 per field', async () => {
    const { id: imageId } = await uploadedImage();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ position: -1 }, 'position'],
      [{ locales: {} }, 'locales'],
      [{ locales: { xx: { title: 'T', imageId, link: '/x' } } }, 'locales.xx'],
      [{ locales: { en: { title: 'T', imageId: crypto.randomUUID(), link: '/x' } } }, 'locales.en.imageId'],
      [{ locales: { en: { title: '', imageId, link: '/x' } } }, 'locales.en.title'],
      [{ locales: { en: { title: 'T', imageId, link: 'javascript:alert(1)' } } }, 'locales.en.link'],
      [{ locales: { en: { title: 'T', imageId, link: '//evil.example' } } }, 'locales.en.link'],
      [{ schedule: { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' } }, 'schedule.endsAt'],
    ];
    for (const [change, field] of cases) {
      const refused = await create(marketing, bannerBody(imageId, change));
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(422);
      expect(JSON.stringify(refused.json()), field).toContain(`"${field}"`);
    }
  });

  it('lets bonuses.read see and only bonuses.write change', async () => {
    const { id: imageId } = await uploadedImage();
    expect((await staffCall(t, support, { method: 'GET', url: '/api/backoffice/banners' })).statusCode).toBe(
      200,
    );
    expect((await create(support, bannerBody(imageId))).statusCode).toBe(403);
    expect((await upload(support, await image('png'))).statusCode).toBe(403);
  });

  it('shows another node’s change within 30 seconds (the per-node cache, a fake clock)', async () => {
    const { id: imageId } = await uploadedImage();
    const created = (await create(marketing, bannerBody(imageId))).json().data;
    await step(marketing, created.id, 'schedule');
    expect(await live('en')).toHaveLength(1);
    // Another node ends it: its write reaches the database, not this node's cache.
    await t.app.db.update(banners).set({ endedAt: new Date() }).where(eq(banners.id, created.id));
    expect(await live('en')).toHaveLength(1);
    advanceClock(20_001);
    expect(await live('en')).toEqual([]);
  });
});
