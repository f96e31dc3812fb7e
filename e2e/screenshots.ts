import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.ts';

/** Takes screenshots of the main pages at desktop and phone width: `npm run screenshots` against a running site. */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(import.meta.dirname, '../screenshots');
const pages = (
  process.env.PAGES ??
  '/,/main,/de/,/pt-br/contact,/static/terms,/questions,/questions/payments,/welcome-package,/bonus/cashback,/contact,/some/unknown/path'
).split(',');
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

const browser = await chromium.launch(chromiumLaunchOptions);
fs.mkdirSync(outDir, { recursive: true });
for (const viewport of viewports) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  for (const pagePath of pages) {
    const page = await context.newPage();
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const file = path.join(outDir, `${viewport.name}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(file);
    await page.close();
  }
  await context.close();
}
await browser.close();
