import { ErrorCode, type Game, type GameCollection, type PlayedGame } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from '../game-wallet/routes.ts';
import { verifyDemoToken } from '../game-wallet/sessions.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
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
    expect(body.data.map((game: Game) => game.slug).sort()).toEqual([...seededGameSlugs].sort());
    const dice = body.data.find((game: Game) => game.slug === 'dice');
    expect(dice).toMatchObject({
      provider: 'studio',
      image: '/images/games/dice.svg',
      hasDemo: true,
      isRestricted: false,
      isFavorite: false,
      rtp: '99.00',
    });
    const collections = await get('/api/game/collections');
    expect(collections.status).toBe(200);
    expect(collections.body.data.map((c: GameCollection) => [c.slug, c.gamesCount])).toEqual([
      ['popular', 6],
      ['new', 4],
      ['slots', 8],
      ['originals', 5],
    ]);
  });

  it('names collections in the asker locale', async () => {
    const { body } = await get('/api/game/collections', undefined, { 'x-locale': 'de' });
    expect(body.data.find((c: GameCollection) => c.slug === 'originals').name).toBe('Tischspiele');
  });

  it('lists providers and one provider; 404 for an unknown one', async () => {
    const list = await get('/api/game/providers');
    expect(list.body.data).toEqual([
      { id: 'studio', name: 'Lucky Harbor Studio', logo: '/images/providers/studio.svg', gamesCount: 13 },
    ]);
    expect((await get('/api/game/providers/studio')).body.data.id).toBe('studio');
    const missing = await get('/api/game/providers/nobody');
    expect(missing.status).toBe(404);
  });

  it('filters by collection (id or slug, in its order), provider and search, and pages', async () => {
    const popular = await get('/api/game/games?collection=popular');
    expect(popular.body.data.map((game: Game) => game.slug)).toEqual([
      'crash',
      'slot-wild-twenty',
      'dice',
      'slot-timber-4096',
      'mines',
      'slot-classic-sevens',
    ]);
    const collections = (await get('/api/game/collections')).body.data as GameCollection[];
    const slots = collections.find((c) => c.slug === 'slots')!;
    const byId = await get(`/api/game/games?collection=${slots.id}&perPage=3&page=2`);
    expect(byId.body.meta).toEqual({ page: 2, perPage: 3, totalPages: 3, totalRows: 8 });
    expect(byId.body.data.map((game: Game) => game.slug)).toEqual([
      'slot-jade-243',
      'slot-forty-lines',
      'slot-timber-4096',
    ]);
    expect((await get('/api/game/games?collection=nothing')).body).toEqual({
      data: [],
      meta: { page: 1, perPage: 20, totalPages: 0, totalRows: 0 },
    });
    expect((await get('/api/game/games?provider=studio')).body.meta.totalRows).toBe(13);
    expect((await get('/api/game/games?provider=other')).body.meta.totalRows).toBe(0);

    const search = await get('/api/game/games?search=TIMBER');
    expect(search.body.data.map((game: Game) => game.slug)).toEqual(['slot-timber-4096']);
    const wildcard = await get(`/api/game/games?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.meta.totalRows).toBe(0);
    const inCollection = await get('/api/game/games?collection=slots&search=wild');
    expect(inCollection.body.data.map((game: Game) => game.slug)).toEqual(['slot-wild-twenty']);
  });

  it('answers 422 to a bad query', async () => {
    for (const query of ['perPage=500', 'page=0', 'page=x', 'device=watch']) {
      const response = await get(`/api/game/games?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.error.code).toBe(ErrorCode.validationFailed);
    }
  });

  it('gives one game by id or slug; 404 15001 otherwise, and for a disabled game', async () => {
    const bySlug = await get('/api/game/games/crash');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      slug: 'crash',
      title: 'Crash',
      providerName: 'Lucky Harbor Studio',
    });
    const byId = await get(`/api/game/games/${bySlug.body.data.id}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    for (const id of ['no-such-game', '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(`/api/game/games/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe(ErrorCode.gameNotFound);
    }
    await t.database.db.update(games).set({ isEnabled: false }).where(eq(games.slug, 'plinko'));
    try {
      expect((await get('/api/game/games/plinko')).status).toBe(404);
      expect((await get('/api/game/games?perPage=100')).body.meta.totalRows).toBe(12);
    } finally {
      await t.database.db.update(games).set({ isEnabled: true }).where(eq(games.slug, 'plinko'));
    }
  });

  it('keeps favourites: add, again, list, remove, again; guests get 401', async () => {
    const token = await newPlayer();
    const favorite = (method: 'POST' | 'DELETE', id: string) =>
      call(t, { method, url: `/api/game/games/${id}/favorite`, token });
    const added = await favorite('POST', 'dice');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ isFavorite: true });
    expect((await favorite('POST', 'dice')).statusCode).toBe(200);
    await favorite('POST', 'slot-jade-243');
    const list = await get('/api/game/games/favorites', token);
    expect(list.status).toBe(200);
    expect(list.body.meta.totalRows).toBe(2);
    expect(list.body.data.map((game: Game) => game.slug).sort()).toEqual(['dice', 'slot-jade-243']);
    expect(list.body.data.every((game: Game) => game.isFavorite)).toBe(true);
    const dice = await get('/api/game/games/dice', token);
    expect(dice.body.data.isFavorite).toBe(true);
    expect((await get('/api/game/games/dice')).body.data.isFavorite).toBe(false);

    const removed = await favorite('DELETE', 'dice');
    expect(removed.json().data).toMatchObject({ isFavorite: false });
    expect((await favorite('DELETE', 'dice')).statusCode).toBe(200);
    const after = await get('/api/game/games/favorites', token);
    expect(after.body.data.map((game: Game) => game.slug)).toEqual(['slot-jade-243']);
    expect((await favorite('POST', 'no-such-game')).statusCode).toBe(404);

    expect((await get('/api/game/games/favorites')).status).toBe(401);
    expect((await get('/api/game/games/played')).status).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/game/games/dice/favorite' })).statusCode).toBe(401);
    expect((await call(t, { method: 'DELETE', url: '/api/game/games/dice/favorite' })).statusCode).toBe(401);
  });

  it('launches a demo for a guest with a token the studio can check', async () => {
    const response = await play('slot-classic-sevens', { demo: true });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.demo).toBe(true);
    expect(data.sessionToken).toBeUndefined();
    const url = new URL(data.url, 'http://site');
    expect(url.pathname).toBe('/studio/slot-classic-sevens');
    expect(url.searchParams.get('mode')).toBe('demo');
    const claims = verifyDemoToken(url.searchParams.get('token')!, SECRET);
    expect(claims).toMatchObject({ provider: STUDIO_PROVIDER_ID, game: 'slot-classic-sevens' });
    expect(verifyDemoToken(url.searchParams.get('token')!, `${SECRET}x`)).toBeNull();

    await t.database.db.update(games).set({ hasDemo: false }).where(eq(games.slug, 'roulette'));
    try {
      expect((await play('roulette', { demo: true })).statusCode).toBe(422);
    } finally {
      await t.database.db.update(games).set({ hasDemo: true }).where(eq(games.slug, 'roulette'));
    }
    expect((await play('no-such-game', { demo: true })).statusCode).toBe(404);
  });

  it('needs a signed-in player for real money', async () => {
    const guest = await play('dice', {});
    expect(guest.statusCode).toBe(401);
    expect((await play('dice', { demo: false })).statusCode).toBe(401);
    expect((await play('dice', { demo: true }, 'not-a-token')).statusCode).toBe(401);
    expect((await play('dice', { demo: 'yes' })).statusCode).toBe(422);
  });

  it('refuses real money in a restricted country (403 15002), demo stays open', async () => {
    const token = await newPlayer();
    await t.database.db
      .update(games)
      .set({ restrictedCountries: ['DE', 'AT'] })
      .where(eq(games.slug, 'mines'));
    try {
      const fromGermany = { 'cf-ipcountry': 'de' };
      const real = await play('mines', {}, token, fromGermany);
      expect(real.statusCode).toBe(403);
      expect(real.json().error.code).toBe(ErrorCode.gameRestricted);
      expect((await get('/api/game/games/mines', undefined, fromGermany)).body.data.isRestricted).toBe(true);
      expect((await get('/api/game/games/mines')).body.data.isRestricted).toBe(false);
      expect((await play('mines', { demo: true }, token, fromGermany)).statusCode).toBe(200);
      expect((await play('mines', {}, token, { 'cf-ipcountry': 'BR' })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(games).set({ restrictedCountries: [] }).where(eq(games.slug, 'mines'));
    }
  });

  it('opens a real game session the seamless wallet accepts, and counts it as played', async () => {
    const token = await newPlayer();
    const response = await play('crash', {}, token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ demo: false, currency: 'EUR' });
    const url = new URL(data.url, 'http://site');
    expect(url.pathname).toBe('/studio/crash');
    expect(url.searchParams.get('session')).toBe(data.sessionToken);

    const payload = JSON.stringify({ sessionToken: data.sessionToken, currency: 'EUR' });
    const balance = await t.app.inject({
      method: 'POST',
      url: `/api/game-wallet/${STUDIO_PROVIDER_ID}/balance`,
      headers: { 'content-type': 'application/json', 'x-signature': signGameWalletCall(payload, SECRET) },
      payload,
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().data).toMatchObject({ balance: '0', currency: 'EUR', game: 'crash' });
    expect(balance.json().data.player).toMatch(/^[\w-]{32}$/);

    const noAccount = await play('crash', { currency: 'BTC' }, token);
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json().error.code).toBe(ErrorCode.accountNotFound);

    await play('slot-jade-243', { demo: true }, token);
    await play('crash', {}, token);
    const played = await get('/api/game/games/played', token);
    expect(played.status).toBe(200);
    expect(played.body.meta.totalRows).toBe(2);
    expect(played.body.data.map((game: PlayedGame) => [game.slug, game.playCount])).toEqual([
      ['crash', 2],
      ['slot-jade-243', 1],
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
    const started = performance.now();
    const all = await get('/api/game/games?page=200&perPage=20');
    const inCollection = await get('/api/game/games?collection=bulk&page=100&perPage=50');
    const search = await get('/api/game/games?search=game%204242');
    const byProvider = await get('/api/game/games?provider=bulk&perPage=100');
    const elapsed = performance.now() - started;
    console.info(`[games] 4 list queries over 5,013 games on ${driver}: ${elapsed.toFixed(0)} ms`);

    expect(all.body.meta).toEqual({ page: 200, perPage: 20, totalPages: 251, totalRows: 5013 });
    expect(all.body.data).toHaveLength(20);
    expect(inCollection.body.meta.totalRows).toBe(5000);
    expect(inCollection.body.data).toHaveLength(50);
    expect(search.body.data.map((game: Game) => game.slug)).toEqual(['bulk-4242']);
    expect(byProvider.body.meta.totalRows).toBe(5000);
    expect(byProvider.body.data[0].slug).toBe('bulk-0');
    const providers = (await get('/api/game/providers')).body.data;
    expect(providers.map((p: { id: string; gamesCount: number }) => [p.id, p.gamesCount])).toEqual([
      ['studio', 13],
      ['bulk', 5000],
    ]);
  });
});
