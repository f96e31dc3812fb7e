import type { APIRequestContext, Page } from '@playwright/test';
import { signInByApi } from './support/games.ts';
import { afterMount } from './support/identity.ts';
import { expect, test } from './support/test.ts';

// The other journeys run without the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** Opens `path` and waits until the service worker has precached the app shell and controls the page. */
async function openWithWorker(page: Page, path = '/') {
  await page.goto(path);
  await afterMount(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What a request made by the page brings back offline: its status, or 'failed' with no answer at all. */
const fetchFromPage = (page: Page, url: string, token?: string) =>
  page.evaluate(
    async ({ url, token }) => {
      try {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        // Past the browser's HTTP cache: offline, only the service worker could answer.
        return (await fetch(url, { headers, cache: 'no-store' })).status;
      } catch {
        return 'failed';
      }
    },
    { url, token },
  );

async function pwaInstalled(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/api/player/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { pwaInstalled: boolean } }).data.pwaInstalled;
}

test.describe('offline', () => {
  test('a page reloaded offline shows the offline page', async ({ page, context }) => {
    await openWithWorker(page, '/categories');
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByTestId('offline-page');
    await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/categories/);
  });

  test("the offline page speaks the page's locale, retries, and the page comes back online", async ({
    page,
    context,
  }) => {
    await openWithWorker(page, '/de/main');
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByTestId('offline-page');
    await expect(offline.getByRole('heading', { name: 'Sie sind offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // Trying again while still offline asks the network again, and lands on the offline page again.
    const retried = page.waitForEvent('framenavigated');
    await offline.getByRole('button', { name: 'Erneut versuchen' }).click();
    await retried;
    await expect(offline.getByRole('heading', { name: 'Sie sind offline' })).toBeVisible();

    // Back online, the page the player asked for comes back. The offline page reloads by itself on the
    // browser's online event, which Playwright may send the page before it lets the worker's requests
    // through again: the player's retry covers that.
    await context.setOffline(false);
    await expect(async () => {
      if (await offline.isVisible()) await offline.getByRole('button').click({ timeout: 1000 });
      await expect(page.getByTestId('header-sign-in')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(offline).toHaveCount(0);
    await expect(page).toHaveURL(/\/de\/main$/);
  });

  test('API answers and the build manifest never come from the cache', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await signInByApi(page, request, baseURL!, 'pwa-offline');
    const accountsLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/wallet/accounts'),
    );
    await openWithWorker(page, '/');
    await accountsLoaded;
    expect(await fetchFromPage(page, '/api/wallet/accounts', player.token)).toBe(200);
    expect(await fetchFromPage(page, '/builds/latest.json')).toBe(200);

    await context.setOffline(true);
    expect(await fetchFromPage(page, '/api/wallet/accounts', player.token)).toBe('failed');
    expect(await fetchFromPage(page, '/api/player/profile', player.token)).toBe('failed');
    expect(await fetchFromPage(page, '/builds/latest.json')).toBe('failed');
    // The app shell is there, and nothing else.
    expect(await fetchFromPage(page, '/manifest.webmanifest')).toBe(200);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/offline/en.html');
    expect(cached.filter((path) => /^\/(api|builds|studio)\//.test(path) || !path.includes('.'))).toEqual([]);
  });

  test('the worker script is always revalidated, so a new build takes over on reload', async ({
    request,
  }) => {
    const script = await request.get('/sw.js');
    expect(script.ok()).toBe(true);
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(await script.text()).toContain('offline/en.html');
  });
});

test.describe('installing the app', () => {
  test('the install button appears when the browser offers installation and opens its dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await afterMount(page);
    const install = page.getByTestId('install-app');
    await expect(install).toHaveCount(0);

    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as { installDialogs?: number }).installDialogs =
            ((window as { installDialogs?: number }).installDialogs ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).toBeVisible();
    await expect(install).toHaveAccessibleName('Install app');
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as { installDialogs?: number }).installDialogs))
      .toBe(1);
    // An offer serves once.
    await expect(install).toHaveCount(0);
  });

  test('a signed-in player running the installed app has pwaInstalled saved on the profile', async ({
    page,
    request,
    baseURL,
  }) => {
    const player = await signInByApi(page, request, baseURL!, 'pwa-installed');
    expect(await pwaInstalled(request, player.token)).toBe(false);

    // A browser tab is not the installed app: the page saves nothing on the profile. Heard on the
    // context: once the service worker controls the page, its calls may be reported there.
    const profileSaves: string[] = [];
    page.context().on('request', (sent) => {
      if (sent.method() === 'PUT' && new URL(sent.url()).pathname === '/api/player/profile') {
        profileSaves.push(sent.postData() ?? '');
      }
    });
    await page.goto('/');
    await afterMount(page);
    expect(profileSaves).toEqual([]);
    expect(await pwaInstalled(request, player.token)).toBe(false);

    // Started from the home screen. Chromium has no emulation of the display-mode media feature, so
    // the page's matchMedia answers it as an installed app's browser would.
    await page.addInitScript(() => {
      const browserMatchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.replace(/\s/g, '') === '(display-mode:standalone)'
          ? Object.create(browserMatchMedia(query), { matches: { value: true } })
          : browserMatchMedia(query);
    });
    await page.reload();
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await expect.poll(() => pwaInstalled(request, player.token)).toBe(true);
    expect(profileSaves.map((body) => JSON.parse(body))).toEqual([{ pwaInstalled: true }]);
  });
});
