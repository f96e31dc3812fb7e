import { expect, test } from './support/test.ts';

test.describe('server-side rendering', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is complete HTML with alternates and og:url', async ({ page, baseURL }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your safe harbour for fair play');
    await expect(page.getByRole('link', { name: 'Terms and Conditions' }).first()).toBeVisible();
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      ['en', `${baseURL}/`],
      ['de', `${baseURL}/de/`],
      ['pt-br', `${baseURL}/pt-br/`],
      ['x-default', `${baseURL}/`],
    ]);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
  });

  test('a prefixed page is in its language, with its own og:url', async ({ page, baseURL }) => {
    await page.goto('/de/static/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}/de/static/terms`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="pt-br"]')).toHaveAttribute(
      'href',
      `${baseURL}/pt-br/static/terms`,
    );
  });

  test('/categories opens the first collection, keeping the query', async ({ request }) => {
    const response = await request.get('/categories?stag=harbour', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/categories/popular?stag=harbour');
  });

  test('an unknown path answers 404 with the error page', async ({ page }) => {
    for (const path of ['/some/unknown/path', '/xx/contact', '/static/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      const errorPage = page.getByTestId('error-page');
      await expect(errorPage.getByRole('heading')).toHaveText('Something went wrong');
      await expect(errorPage).toContainText(
        'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
      );
      await expect(errorPage.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    }
  });

  test('the error page keeps the locale prefix', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-page').getByRole('link')).toHaveAttribute('href', '/de/');
  });

  test('the locale comes from the cookie, else the country, else the default', async ({
    browser,
    baseURL,
  }) => {
    const byCookie = await browser.newContext({ javaScriptEnabled: false });
    await byCookie.addCookies([{ name: 'user-language', value: 'pt-br', url: baseURL! }]);
    const cookiePage = await byCookie.newPage();
    await cookiePage.goto('/contact');
    expect(new URL(cookiePage.url()).pathname).toBe('/pt-br/contact');
    await expect(cookiePage.getByRole('heading', { level: 1 })).toHaveText('Fale conosco');
    await expect(cookiePage.getByLabel('Seu nome')).toBeVisible();
    await byCookie.close();

    const byCountry = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'cf-ipcountry': 'AT' },
    });
    const countryPage = await byCountry.newPage();
    await countryPage.goto('/');
    expect(new URL(countryPage.url()).pathname).toBe('/de/');
    await byCountry.close();
  });

  test('a visitor from a restricted country gets the geo-restricted layout', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'cf-ipcountry': 'US' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('geo-restricted-layout')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your country');
    await expect(page.getByTestId('drawer')).toHaveCount(0);
    await page.goto('/static/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    await context.close();
  });

  test('an unknown questions topic goes back to the topics', async ({ page }) => {
    await page.goto('/questions/no-such-topic');
    expect(new URL(page.url()).pathname).toBe('/questions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions & answers');
  });

  test('/en/ is the unprefixed default locale', async ({ page }) => {
    await page.goto('/en/contact');
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  test('guests share a rendered page for a few seconds, compressed, its CSP naming its scripts', async ({
    request,
  }) => {
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const url = `/static/terms?variant=${Date.now()}`;
    const first = await request.get(url);
    const second = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect([first.headers()['x-page-cache'], second.headers()['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(second.headers()['content-encoding']).toBe('gzip');
    expect(second.headers()['cache-control']).toContain('s-maxage=');
    expect(second.headers().vary).toContain('Cookie');
    const nonce = nonceOf(second.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    const html = await second.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain('Terms and Conditions');

    const otherConsent = await request.get(url, { headers: { cookie: 'cookie-consent=1' } });
    expect(otherConsent.headers()['x-page-cache']).toBe('miss');
    expect(nonceOf(otherConsent.headers()['content-security-policy'])).not.toBe(nonce);
  });

  test("a player's page is never shared", async ({ request }) => {
    const response = await request.get('/static/terms', { headers: { cookie: 'session-token=not-a-guest' } });
    expect(response.headers()['x-page-cache']).toBeUndefined();
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });
});
