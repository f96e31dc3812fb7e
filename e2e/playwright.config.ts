import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.ts';
import { E2E_OPERATOR_KEY } from './tests/support/operator.ts';
import { E2E_PSP_WEBHOOK_SECRET } from './tests/support/payments.ts';
import { REALITY_CHECK_TEST_SECONDS } from './tests/support/reality-check.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4555);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const dataDir = path.join(os.tmpdir(), `casino-e2e-${Date.now()}`);

const desktop = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const phone = {
  browserName: 'chromium',
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
} as const;
/**
 * What the server does the same for any screen (rendering, the realtime socket, the OpenID round trip,
 * the contact form's answer) is checked on desktop only; every journey with a layout runs on both.
 */
const VIEWPORT_INDEPENDENT = /(ssr|realtime|social|contact)\.spec\.ts$/;
/** The back office: desktop first, usable on a 768 px tablet (its own projects, not the player's viewports). */
const BACKOFFICE = /backoffice\.spec\.ts$/;
const tablet = { browserName: 'chromium', viewport: { width: 768, height: 1024 } } as const;
/** Specs that turn a setting on for the whole site (the tag manager): no other journey may run meanwhile. */
const SITE_WIDE_SETTINGS = /(analytics|chat-settings)\.spec\.ts$/;

/** Journeys against the built app, served by the real server on a database of its own (serve-site.ts). */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Two files at a time (each on its own players): most of a journey waits on the page, the server's
  // timers and animations, so a second worker nearly halves the suite on two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['json', { outputFile: 'test-results/results.json' }] as const] : []),
    ['../scripts/reporters/playwright-file-times.ts'],
  ],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // The service worker would take over navigations and precache the app shell in every test's
    // fresh context; the journeys run without it, tests/pwa.spec.ts with it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [SITE_WIDE_SETTINGS, BACKOFFICE] },
    { name: 'phone', use: phone, testIgnore: [SITE_WIDE_SETTINGS, VIEWPORT_INDEPENDENT, BACKOFFICE] },
    { name: 'backoffice-desktop', use: desktop, testMatch: BACKOFFICE },
    { name: 'backoffice-tablet', use: tablet, testMatch: BACKOFFICE },
    // Journeys that switch a site-wide setting run alone, once the others are done.
    { name: 'settings', use: desktop, testMatch: SITE_WIDE_SETTINGS, dependencies: ['desktop', 'phone'] },
  ],
  webServer: [
    {
      // The social sign-in journey signs in at a real OpenID Connect provider on loopback.
      command: 'npx tsx oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), SITE_URL: baseURL },
    },
    {
      command: 'npx tsx serve-site.ts',
      url: `${baseURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        PGLITE_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CONTACT_RATE_LIMIT_PER_HOUR: '100',
        // The operator's key: the journeys read codes and links at /api/operator/outbox.json and settle
        // sandbox deposits through /api/operator/sandbox/invoices, as the operator would.
        OPERATOR_KEY: E2E_OPERATOR_KEY,
        OPERATOR_KEY_FILE: path.join(dataDir, 'operator-key'),
        // The sandbox PSP as a public site runs it (only the operator settles its payments), though
        // PUBLIC_URL is loopback, where the player would settle its own.
        PAYMENT_SANDBOX: 'operator',
        // The crypto journey confirms a deposit the way a chain watcher would: a webhook signed with this.
        PSP_WEBHOOK_SECRET: E2E_PSP_WEBHOOK_SECRET,
        // Deposits can leave at once: no games yet to wager a turnover with.
        TURNOVER_MULTIPLIER: '0',
        // A sportsbook kick-off every 8 s, so a journey's bet settles within it.
        STUDIO_SPORTSBOOK_INTERVAL_MS: '8000',
        // A reality-check interval of seconds besides the regulated ones, so the journey sees it interrupt.
        REALITY_CHECK_TEST_INTERVAL_SECONDS: String(REALITY_CHECK_TEST_SECONDS),
        // Every journey registers from 127.0.0.1, on two viewports.
        REGISTRATION_RATE_LIMIT_PER_HOUR: '1000',
        OTP_SENDS_PER_IP_PER_HOUR: '1000',
        PASSWORD_RESETS_PER_IP_PER_HOUR: '1000',
        SOCIAL_PROVIDERS: JSON.stringify([
          {
            id: 'local',
            issuer: oidcIssuer,
            clientId: 'casino-site',
            clientSecret: 'local-provider-secret-0123456789abcdef',
          },
        ]),
      },
    },
  ],
});
