import { ErrorCode, type Game, type GameCollection, type PlayedGame } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_CALL_HEADER, openRenderScope, RENDER_SCOPE_HEADER } from '../../plugins/internal-calls.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from '../game-wallet/routes.ts';
import { verifyDemoToken } from '../game-wallet/sessions.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { seededGameSlugs, seedGames } from './seed.ts';
import { gameCatalogueProviders, gameCollectionGames, gameCollections, games } from './tables.ts';

const SECRET = 'games-test-studio-wallet-secret-32-chars!';

describe.each(testDrivers)('game catalogue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { STUDIO_WALLET_SECRET: SECRET });
  });
  afterAll(() => t.close());

  let players = 0;
  const newPlayer = async () =>
    (await registerByEmail(t, `games-${driver}-${++players}@example.com`, { currency: 'EUR' })).accessToken;

  const get = async (url: string, token?: string, headers: Record<string, string> = {}) => {
    const response = await call(t, { method: 'GET', url, token, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const play = (id: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
    call(t, { method: 'POST', url: `/api/game/games/${id}/play`, payload, token, headers });

  it('seeds the studio, its 13 games and 4 collections, once', async () => {
    await seedGames(t.database.db);
    const { body } = await get('/api/game/games?perPage=100');
    expect(body.meta).toEqual({ page: 1, perPage: 100, totalPages: 1, totalRows: 13 });
    expect(body.data.map((game: Game) => game.identity).sort()).toEqual([...seededGameSlugs].sort());
    const dice = body.data.find((game: Game) => game.identity === 'dice');
    expect(dice).toMatchObject({
      provider: { id: 'studio', identity: 'studio', name: 'Lucky Harbor Studio' },
      images: { '200x300': { '1x': '/images/games/dice.svg' } },
      isDemoMode: true,
      isRestricted: false,
      isFavorite: false,
      rtp: '99.00',
    });
    const collections = await get('/api/game/collections');
    expect(collections.status).toBe(200);
    expect(collections.body.data.map((c: GameCollection) => [c.identity, c.gamesCount])).toEqual([
      ['popular', 6],
      ['new', 4],
      ['slots', 8],
      ['originals', 5],
    ]);
  });

  it('names collections in the asker locale', async () => {
    const { body } = await get('/api/game/collections', undefined, { 'x-locale': 'de' });
    expect(body.data.find((c: GameCollection) => c.identity === 'originals').name).toBe('Tischspiele');
  });

  it('lists providers and one provider; 404 for an unknown one', async () => {
    const list = await get('/api/game/providers');
    const logo = '/images/providers/studio.svg';
    expect(list.body.data).toEqual([
      {
        id: 'studio',
        identity: 'studio',
        name: 'Lucky Harbor Studio',
        gameEnabledCount: 13,
        images: { '116x40': { '1x': logo, '2x': logo, '3x': logo } },
        customImages: {},
      },
    ]);
    expect((await get('/api/game/providers/studio')).body.data.id).toBe('studio');
    const missing = await get('/api/game/providers/nobody');
    expect(missing.status).toBe(404);
  });

  it('filters by collection (id or identity, in its order), provider and name, and pages', async () => {
    const popular = await get('/api/game/games?collectionId[]=popular');
    expect(popular.body.data.map((game: Game) => game.identity)).toEqual([
      'crash',
      'slot-wild-twenty',
      'dice',
      'slot-timber-4096',
      'mines',
      'slot-classic-sevens',
    ]);
    const collections = (await get('/api/game/collections')).body.data as GameCollection[];
    const slots = collections.find((c) => c.identity === 'slots')!;
    const byId = await get(`/api/game/games?collectionId[]=${slots.id}&perPage=3&page=2`);
    expect(byId.body.meta).toEqual({ page: 2, perPage: 3, totalPages: 3, totalRows: 8 });
    expect(byId.body.data.map((game: Game) => game.identity)).toEqual([
      'slot-jade-243',
      'slot-forty-lines',
      'slot-timber-4096',
    ]);
    expect((await get('/api/game/games?collectionId[]=nothing')).body).toEqual({
      data: [],
      meta: { page: 1, perPage: 20, totalPages: 0, totalRows: 0 },
    });
    expect((await get('/api/game/games?providerId[]=studio')).body.meta.totalRows).toBe(13);
    expect((await get('/api/game/games?providerId[]=other')).body.meta.totalRows).toBe(0);

    const search = await get('/api/game/games?name=TIMBER');
    expect(search.body.data.map((game: Game) => game.identity)).toEqual(['slot-timber-4096']);
    const wildcard = await get(`/api/game/games?name=${encodeURIComponent('%')}`);
    expect(wildcard.body.meta.totalRows).toBe(0);
    const inCollection = await get('/api/game/games?collectionId[]=slots&name=wild');
    expect(inCollection.body.data.map((game: Game) => game.identity)).toEqual(['slot-wild-twenty']);
  });

  it('filters by several collections, game ids and identities, countries and platform, and sorts by name', async () => {
    const slugs = (body: { data: Game[] }) => body.data.map((game) => game.identity);
    const two = await get('/api/game/games?collectionId[]=new&collectionId[]=originals&perPage=100');
    const newOnes = await get('/api/game/games?collectionId[]=new&perPage=100');
    const originals = await get('/api/game/games?collectionId[]=originals&perPage=100');
    const union = new Set([...slugs(newOnes.body), ...slugs(originals.body)]);
    expect(new Set(slugs(two.body))).toEqual(union);
    expect(two.body.meta.totalRows).toBe(union.size);

    const dice = (await get('/api/game/games/dice')).body.data as Game;
    const picked = await get(
      `/api/game/games?gameId[]=${dice.id}&gameId[]=crash&identity[]=crash&identity[]=dice`,
    );
    expect(slugs(picked.body).sort()).toEqual(['crash', 'dice']);
    expect(dice.collections.map((collection) => collection.identity)).toContain('popular');
    expect(dice.labels).toEqual(dice.tags.map((tag) => ({ id: tag, name: tag })));

    const byName = await get('/api/game/games?sortBy=name&sortOrder=desc&perPage=100');
    const names = byName.body.data.map((game: Game) => game.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    await t.database.db
      .update(games)
      .set({ restrictedCountries: ['DE'], isMobile: false })
      .where(eq(games.slug, 'mines'));
    catalogueChanged(t.database.db);
    try {
      expect(slugs((await get('/api/game/games?countries[]=DE&perPage=100')).body)).not.toContain('mines');
      expect(
        slugs((await get('/api/game/games?countries[]=de&countries[]=FR&perPage=100')).body),
      ).not.toContain('mines');
      expect(slugs((await get('/api/game/games?countries[]=FR&perPage=100')).body)).toContain('mines');
      expect(slugs((await get('/api/game/games?platform=1&perPage=100')).body)).not.toContain('mines');
      expect(slugs((await get('/api/game/games?platform=2&perPage=100')).body)).toContain('mines');
    } finally {
      await t.database.db
        .update(games)
        .set({ restrictedCountries: [], isMobile: true })
        .where(eq(games.slug, 'mines'));
      catalogueChanged(t.database.db);
    }
  });

  it('filters providers by name and pages them', async () => {
    expect((await get('/api/game/providers?name=harbor')).body.data).toHaveLength(1);
    expect((await get('/api/game/providers?name=nobody')).body.data).toEqual([]);
    expect((await get('/api/game/providers?page=2&perPage=1')).body.data).toEqual([]);
  });

  it('answers 422 to a bad query', async () => {
    for (const query of ['perPage=500', 'page=0', 'page=x', 'platform=3', 'sortBy=rating']) {
      const response = await get(`/api/game/games?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.error.code).toBe(ErrorCode.validationFailed);
    }
  });

  it('gives one game by id or identity; 404 15001 otherwise, and for a disabled game', async () => {
    const bySlug = await get('/api/game/games/crash');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      identity: 'crash',
      name: 'Crash',
      provider: { name: 'Lucky Harbor Studio' },
    });
    const byId = await get(`/api/game/games/${bySlug.body.data.id}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    for (const id of ['no-such-game', '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(`/api/game/games/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe(ErrorCode.gameNotFound);
    }
    await t.database.db.update(games).set({ isEnabled: false }).where(eq(games.slug, 'plinko'));
    catalogueChanged(t.database.db);
    try {
      expect((await get('/api/game/games/plinko')).status).toBe(404);
      expect((await get('/api/game/games?perPage=100')).body.meta.totalRows).toBe(12);
    } finally {
      await t.database.db.update(games).set({ isEnabled: true }).where(eq(games.slug, 'plinko'));
      catalogueChanged(t.database.db);
    }
  });

  it('keeps favourites: add, again, list, remove, again; guests get 401', async () => {
    const token = await newPlayer();
    const favorite = (method: 'POST' | 'DELETE', id: string) =>
      call(t, { method, url: `/api/game/games/${id}/favorite`, token });
    const added = await favorite('POST', 'dice');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.map((game: Game) => game.identity)).toEqual(['dice']);
    expect((await favorite('POST', 'dice')).statusCode).toBe(200);
    const both = await favorite('POST', 'slot-jade-243');
    expect(both.json().data.map((game: Game) => game.identity)).toEqual(['slot-jade-243', 'dice']);
    const list = await get('/api/game/games/favorites', token);
    expect(list.status).toBe(200);
    expect(list.body.meta, 'without a page, every favourite').toBeUndefined();
    const paged = await get('/api/game/games/favorites?page=1&perPage=1', token);
    expect(paged.body.meta).toEqual({ page: 1, perPage: 1, totalPages: 2, totalRows: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect(list.body.data.map((game: Game) => game.identity).sort()).toEqual(['dice', 'slot-jade-243']);
    expect(list.body.data.every((game: Game) => game.isFavorite)).toBe(true);
    const dice = await get('/api/game/games/dice', token);
    expect(dice.body.data.isFavorite).toBe(true);
    expect((await get('/api/game/games/dice')).body.data.isFavorite).toBe(false);

    const removed = await favorite('DELETE', 'dice');
    expect(removed.json().data.map((game: Game) => game.identity)).toEqual(['slot-jade-243']);
    expect((await favorite('DELETE', 'dice')).statusCode).toBe(200);
    const after = await get('/api/game/games/favorites', token);
    expect(after.body.data.map((game: Game) => game.identity)).toEqual(['slot-jade-243']);
    expect((await favorite('POST', 'no-such-game')).statusCode).toBe(404);

    expect((await get('/api/game/games/favorites')).status).toBe(401);
    expect((await get('/api/game/games/played')).status).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/game/games/dice/favorite' })).statusCode).toBe(401);
    expect((await call(t, { method: 'DELETE', url: '/api/game/games/dice/favorite' })).statusCode).toBe(401);
  });

  it("reads a player's favourites once for all the pages of one server-side render", async () => {
    const token = await newPlayer();
    await call(t, { method: 'POST', url: '/api/game/games/dice/favorite', token });
    const scope = openRenderScope();
    const inRender = {
      [INTERNAL_CALL_HEADER]: t.app.internalCallSecret,
      [RENDER_SCOPE_HEADER]: scope.id,
    };
    const hearts = async (headers: Record<string, string>) => {
      const page = await get('/api/game/games?perPage=100', token, headers);
      return page.body.data.filter((game: Game) => game.isFavorite).map((game: Game) => game.identity);
    };
    try {
      expect(await hearts(inRender)).toEqual(['dice']);
      await call(t, { method: 'POST', url: '/api/game/games/plinko/favorite', token });
      expect(await hearts(inRender), 'the render keeps what it read').toEqual(['dice']);
      expect((await get('/api/game/games/plinko', token, inRender)).body.data.isFavorite).toBe(false);
    } finally {
      scope.close();
    }
    expect((await hearts({})).sort(), 'any other request reads them again').toEqual(['dice', 'plinko']);
  });

  it('launches a demo for a guest with a token the studio can check', async () => {
    const response = await play('slot-classic-sevens', { demoMode: true });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.demoMode).toBe(true);
    const url = new URL(data.gameUrl, 'http://site');
    expect(url.pathname).toBe('/studio/slot-classic-sevens');
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.get('token')).toBe(data.token);
    const claims = verifyDemoToken(data.token, SECRET);
    expect(claims).toMatchObject({ provider: STUDIO_PROVIDER_ID, game: 'slot-classic-sevens' });
    expect(verifyDemoToken(url.searchParams.get('token')!, `${SECRET}x`)).toBeNull();

    await t.database.db.update(games).set({ hasDemo: false }).where(eq(games.slug, 'roulette'));
    catalogueChanged(t.database.db);
    try {
      expect((await play('roulette', { demoMode: true })).statusCode).toBe(422);
    } finally {
      await t.database.db.update(games).set({ hasDemo: true }).where(eq(games.slug, 'roulette'));
      catalogueChanged(t.database.db);
    }
    expect((await play('no-such-game', { demoMode: true })).statusCode).toBe(404);
  });

  it('needs a signed-in player for real money', async () => {
    const guest = await play('dice', {});
    expect(guest.statusCode).toBe(401);
    expect((await play('dice', { demoMode: false })).statusCode).toBe(401);
    expect((await play('dice', { demoMode: false }, 'not-a-token')).statusCode).toBe(401);
    // A failing token reads as a guest: the demo still opens.
    expect((await play('dice', { demoMode: true }, 'not-a-token')).statusCode).toBe(200);
    expect((await play('dice', { demoMode: 'yes' })).statusCode).toBe(422);
  });

  it('refuses real money in a restricted country (403 14308), demo stays open', async () => {
    const token = await newPlayer();
    await t.database.db
      .update(games)
      .set({ restrictedCountries: ['DE', 'AT'] })
      .where(eq(games.slug, 'mines'));
    catalogueChanged(t.database.db);
    try {
      const fromGermany = { 'cf-ipcountry': 'de' };
      const real = await play('mines', {}, token, fromGermany);
      expect(real.statusCode).toBe(403);
      expect(real.json().error.code).toBe(ErrorCode.gameGeoRestricted);
      expect((await get('/api/game/games/mines', undefined, fromGermany)).body.data.isRestricted).toBe(true);
      expect((await get('/api/game/games/mines')).body.data.isRestricted).toBe(false);
      expect((await play('mines', { demoMode: true }, token, fromGermany)).statusCode).toBe(200);
      expect((await play('mines', {}, token, { 'cf-ipcountry': 'BR' })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(games).set({ restrictedCountries: [] }).where(eq(games.slug, 'mines'));
      catalogueChanged(t.database.db);
    }
  });

  it('opens a real game session the seamless wallet accepts, and counts it as played', async () => {
    const token = await newPlayer();
    const response = await play('crash', {}, token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ demoMode: false, currency: 'EUR' });
    const url = new URL(data.gameUrl, 'http://site');
    expect(url.pathname).toBe('/studio/crash');
    expect(url.searchParams.get('session')).toBe(data.token);

    const payload = JSON.stringify({ sessionToken: data.token, currency: 'EUR' });
    const balance = await t.app.inject({
      method: 'POST',
      url: `/api/game-wallet/${STUDIO_PROVIDER_ID}/balance`,
      headers: { 'content-type': 'application/json', 'x-signature': signGameWalletCall(payload, SECRET) },
      payload,
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().data).toMatchObject({ balance: '0', currency: 'EUR', game: 'crash' });
    expect(balance.json().data.player).toMatch(/^[\w-]{32}$/);

    const accounts = (await get('/api/wallet/accounts', token)).body.data as {
      id: string;
      currency: string;
    }[];
    const eur = accounts.find((account) => account.currency === 'EUR')!;
    const onAccount = await play(
      'crash',
      { accountId: eur.id, demoMode: false, platform: 2, locale: 'en' },
      token,
    );
    expect(onAccount.json().data).toMatchObject({ demoMode: false, currency: 'EUR' });

    const noAccount = await play('crash', { accountId: '00000000-0000-4000-8000-000000000000' }, token);
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json().error.code).toBe(ErrorCode.accountNotFound);

    await play('slot-jade-243', { demoMode: true }, token);
    const played = await get('/api/game/games/played', token);
    expect(played.status).toBe(200);
    expect(played.body.meta.totalRows).toBe(2);
    expect(played.body.data.map((game: PlayedGame) => [game.identity, game.playCount])).toEqual([
      ['slot-jade-243', 1],
      ['crash', 2],
    ]);
    expect(Date.parse(played.body.data[0].lastPlayedAt)).not.toBeNaN();
    const other = await newPlayer();
    expect((await get('/api/game/games/played', other)).body.data).toEqual([]);
  });

  it('still answers the list with 5,000 more games', async () => {
    const db = t.database.db;
    await db.insert(gameCatalogueProviders).values({ id: 'bulk', name: 'Bulk Games', position: 1 });
    const [collection] = await db
      .insert(gameCollections)
      .values({ slug: 'bulk', names: { en: 'Bulk' }, position: 9 })
      .returning();
    for (let batch = 0; batch < 5; batch++) {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = batch * 1000 + i;
        return {
          slug: `bulk-${n}`,
          providerId: 'bulk',
          title: `Bulk Game ${String(n).padStart(4, '0')}`,
          image: `/images/games/bulk-${n}.svg`,
          position: 100 + n,
        };
      });
      const inserted = await db.insert(games).values(rows).returning({ id: games.id });
      await db
        .insert(gameCollectionGames)
        .values(inserted.map((row, i) => ({ collectionId: collection!.id, gameId: row.id, position: i })));
    }
    catalogueChanged(db);
    const started = performance.now();
    const all = await get('/api/game/games?page=200&perPage=20');
    const inCollection = await get('/api/game/games?collectionId[]=bulk&page=100&perPage=50');
    const search = await get('/api/game/games?name=game%204242');
    const byProvider = await get('/api/game/games?providerId[]=bulk&perPage=100');
    const elapsed = performance.now() - started;
    console.info(`[games] 4 list queries over 5,013 games on ${driver}: ${elapsed.toFixed(0)} ms`);

    expect(all.body.meta).toEqual({ page: 200, perPage: 20, totalPages: 251, totalRows: 5013 });
    expect(all.body.data).toHaveLength(20);
    expect(inCollection.body.meta.totalRows).toBe(5000);
    expect(inCollection.body.data).toHaveLength(50);
    expect(search.body.data.map((game: Game) => game.identity)).toEqual(['bulk-4242']);
    expect(byProvider.body.meta.totalRows).toBe(5000);
    expect(byProvider.body.data[0].identity).toBe('bulk-0');
    const providers = (await get('/api/game/providers')).body.data;
    expect(
      providers.map((p: { id: string; gameEnabledCount: number }) => [p.id, p.gameEnabledCount]),
    ).toEqual([
      ['studio', 13],
      ['bulk', 5000],
    ]);
  });
});
