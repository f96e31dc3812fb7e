import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.ts';
import { registerScreenshotPlayer, SCREENSHOT_VIEWPORTS, type Scene, shootScenes } from './screenshot-kit.ts';

/**
 * Screenshots of the identity screens (sign-in and sign-up modals with their tabs and errors, the code
 * step, profile info and security) at desktop and phone width, against a running site:
 * `npm run screenshots:identity` (BASE_URL, OUT_DIR; default /tmp/identity-shots).
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = process.env.OUT_DIR ?? '/tmp/identity-shots';
const stamp = Date.now().toString(36);

const scenes: Scene[] = [
  { name: 'sign-in-email', path: '/?sign-in' },
  {
    name: 'sign-in-email-errors',
    path: '/?sign-in',
    act: async (page) => {
      const modal = page.getByTestId('modal-sign-in');
      await modal.getByLabel('E-mail address').fill('nobody@example.com');
      await modal.getByLabel('Password', { exact: true }).fill('wrong-one');
      await modal.getByTestId('sign-in-submit').click();
      await modal.getByTestId('sign-in-error').waitFor();
      await modal.getByLabel('E-mail address').fill('not-an-address');
      await modal.getByLabel('Password', { exact: true }).click();
    },
  },
  {
    name: 'sign-in-phone',
    path: '/?sign-in',
    act: async (page) => {
      const modal = page.getByTestId('modal-sign-in');
      await modal.getByRole('tab', { name: 'Phone' }).click();
      await modal.getByRole('button', { name: 'Referral/Promo Code (Optional)' }).click();
    },
  },
  { name: 'sign-up-email', path: '/?sign-up' },
  {
    name: 'sign-up-email-errors',
    path: '/?sign-up',
    act: async (page) => {
      const modal = page.getByTestId('modal-sign-up');
      await modal.getByLabel(/^E-mail address/).fill('taken@');
      await modal.getByLabel(/^Password/).fill('abc');
      await modal.getByLabel(/^Repeat password/).fill('abd');
      await modal.getByLabel(/^Date of birth/).fill('2015-01-01');
      await modal.getByLabel(/^E-mail address/).click();
    },
  },
  {
    name: 'sign-up-phone',
    path: '/?sign-up',
    act: async (page) => {
      const modal = page.getByTestId('modal-sign-up');
      await modal.getByRole('tab', { name: 'Phone' }).click();
      await modal.getByTestId('phone-prefix').selectOption('DE');
      await modal.getByLabel(/^Phone number/).fill('17612');
      await modal.getByLabel(/^Password/).click();
    },
  },
  {
    name: 'sign-up-phone-code',
    path: '/?sign-up',
    act: async (page) => {
      const modal = page.getByTestId('modal-sign-up');
      await modal.getByRole('tab', { name: 'Phone' }).click();
      await modal.getByTestId('phone-prefix').selectOption('DE');
      await modal.getByLabel(/^Phone number/).fill(`176${String(Date.now()).slice(-8)}`);
      await modal.getByLabel(/^Password/).fill('anchor-2024');
      await modal.getByLabel(/^Repeat password/).fill('anchor-2024');
      await modal.getByLabel(/^Date of birth/).fill('1990-01-01');
      await modal.getByRole('checkbox', { name: /I am at least 18/ }).check();
      await modal.getByRole('button', { name: 'Send code' }).click();
      await modal.getByTestId('otp-step').waitFor();
      await modal.getByLabel('Digit 1').fill('12');
    },
  },
  {
    name: 'sign-up-cancel',
    path: '/?sign-up',
    act: async (page) => {
      await page
        .getByTestId('modal-sign-up')
        .getByLabel(/^E-mail address/)
        .fill('half@example.com');
      await page.keyboard.press('Escape');
      await page.getByTestId('modal-sign-up-cancel').waitFor();
    },
  },
  { name: 'forgot-pass', path: '/?forgot-pass' },
  { name: 'profile-info', path: '/profile/info', signedIn: true },
  {
    name: 'profile-info-errors',
    path: '/profile/info',
    signedIn: true,
    act: async (page) => {
      await page
        .getByTestId('profile-form')
        .getByLabel(/^First name/)
        .fill('A');
      await page
        .getByTestId('profile-form')
        .getByLabel(/^Date of birth/)
        .fill('2020-02-02');
      await page.getByTestId('profile-form').getByLabel(/^City/).click();
    },
  },
  { name: 'profile-security', path: '/profile/security', signedIn: true },
  {
    name: 'user-nav-player',
    path: '/',
    signedIn: true,
    act: async (page) => {
      await page.getByTestId('user-nav-toggle').click();
    },
  },
];

const browser = await chromium.launch(chromiumLaunchOptions);
fs.mkdirSync(outDir, { recursive: true });
for (const viewport of SCREENSHOT_VIEWPORTS) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: baseUrl });
  await context.addCookies([{ name: 'cookie-consent', value: '1', url: baseUrl }]);
  const email = `shots-${viewport.name}-${stamp}@example.com`;
  const accessToken = await registerScreenshotPlayer(
    context,
    email,
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
  );

  await shootScenes(context, scenes, {
    outDir,
    viewport: viewport.name,
    baseUrl,
    accessToken,
    settleMs: 400,
    signedInByDefault: false,
  });
  await context.close();
}
await browser.close();
