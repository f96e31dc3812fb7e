import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { gameCatalogueProviders, games } from './tables.ts';

const webPublic = path.join(repoRoot, 'apps/web/public');

describe.each(testDrivers)('the seeded catalogue’s images on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => t.close());

  it('are files the web app serves: every game’s tile (the sportsbook’s too) and provider logo', async () => {
    const tiles = await t.database.db.select({ slug: games.slug, image: games.image }).from(games);
    expect(tiles.map((tile) => tile.slug)).toContain('betsy-sportsbook-betsy');
    const logos = await t.database.db
      .select({ logo: gameCatalogueProviders.logo })
      .from(gameCatalogueProviders);
    const images = [...tiles.map((tile) => tile.image), ...logos.flatMap((row) => row.logo ?? [])];
    const missing = images.filter((image) => !existsSync(path.join(webPublic, image)));
    expect(missing).toEqual([]);
  });
});
