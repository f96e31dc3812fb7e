import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const [name, width] of [
  ['desktop', 1280],
  ['phone', 375],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  for (const path of ['/?sign-in=true', '/questions/payments', '/static/terms', '/?wallet=deposit']) {
    await page.goto(`http://localhost:3311${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const file = `/tmp/shots/${name}-${path.replace(/[^a-z]+/g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: false });
  }
  console.log(name, requests.length, requests.slice(-8));
}
await browser.close();
