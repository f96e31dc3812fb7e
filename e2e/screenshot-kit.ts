import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** What the screenshot scripts share: the two widths, a scene, a fresh player and the shooting loop. */
export const SCREENSHOT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

export type Scene = { name: string; path: string; act?: (page: Page) => Promise<void>; signedIn?: boolean };

/** Registers a player through the API of the context's site; its access token. */
export async function registerScreenshotPlayer(
  context: BrowserContext,
  email: string,
  userAgent: string,
): Promise<string> {
  const password = 'anchor-2024';
  const registered = await context.request.post('/api/player/register', {
    data: {
      email,
      password,
      password_confirmation: password,
      birthdate: '1991-03-03',
      agreements: true,
      locale: 'en',
    },
    headers: { 'user-agent': userAgent },
  });
  if (!registered.ok()) throw new Error(`Registration failed: ${await registered.text()}`);
  return ((await registered.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * Opens each scene in a new page, runs its action, waits for transitions to settle and writes
 * `<outDir>/<viewport>-<scene>.png`. A scene is signed in with the token when its `signedIn` (or,
 * unset, `signedInByDefault`) says so, else it runs as a guest.
 */
export async function shootScenes(
  context: BrowserContext,
  scenes: Scene[],
  options: {
    outDir: string;
    viewport: string;
    baseUrl: string;
    accessToken: string;
    settleMs: number;
    signedInByDefault: boolean;
  },
) {
  for (const scene of scenes) {
    const signedIn = scene.signedIn ?? options.signedInByDefault;
    if (signedIn)
      await context.addCookies([
        {
          name: 'session-token',
          value: options.accessToken,
          url: options.baseUrl,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
    else await context.clearCookies({ name: 'session-token' });
    const page = await context.newPage();
    if (signedIn)
      await page.addInitScript(
        (token) => window.localStorage.setItem('session-token', token),
        options.accessToken,
      );
    page.on('pageerror', (error) => console.error(`[${scene.name}] page error: ${error.message}`));
    await page.goto(scene.path, { waitUntil: 'networkidle' });
    await scene.act?.(page);
    await page.waitForTimeout(options.settleMs);
    const file = path.join(options.outDir, `${options.viewport}-${scene.name}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  }
}
