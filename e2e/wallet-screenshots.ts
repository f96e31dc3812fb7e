import fs from 'node:fs';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.ts';
import { registerScreenshotPlayer, SCREENSHOT_VIEWPORTS, type Scene, shootScenes } from './screenshot-kit.ts';

/**
 * Screenshots of the wallet (deposit tab, crypto deposit with its QR, withdraw tab, the currency list,
 * the turnover panel, the header balance) at desktop and phone width, against a running site:
 * `npx tsx wallet-screenshots.ts` (BASE_URL, OUT_DIR; default /tmp/wallet-shots). The withdraw form
 * shows when the site runs with TURNOVER_MULTIPLIER=0; otherwise the turnover panel replaces it.
 * Deposits are approved as the operator (OPERATOR_KEY, else .data/operator-key); a production site
 * needs PAYMENT_SANDBOX=true.
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = process.env.OUT_DIR ?? '/tmp/wallet-shots';
const stamp = Date.now().toString(36);

const wallet = (page: Page) => page.getByTestId('modal-wallet');

/** The site's operator key: OPERATOR_KEY, else the file a server on this machine wrote. */
const operatorKey = () =>
  process.env.OPERATOR_KEY ??
  fs
    .readFileSync(process.env.OPERATOR_KEY_FILE ?? new URL('../.data/operator-key', import.meta.url), 'utf8')
    .trim();

const scenes: Scene[] = [
  { name: 'header', path: '/' },
  { name: 'deposit', path: '/?wallet=deposit', act: async (page) => void (await methodsShown(page)) },
  {
    name: 'deposit-form',
    path: '/?wallet=deposit',
    act: async (page) => {
      await methodsShown(page);
      await wallet(page).getByTestId('wallet-method-sandbox_bank').click();
      await wallet(page).getByTestId('wallet-amount').fill('75');
    },
  },
  {
    name: 'deposit-card-iframe',
    path: '/?wallet=deposit',
    act: async (page) => {
      await methodsShown(page);
      await wallet(page).getByTestId('wallet-method-sandbox_card').click();
      await wallet(page).getByTestId('wallet-submit').click();
      await wallet(page).getByTestId('wallet-iframe-view').waitFor();
    },
  },
  {
    name: 'currencies',
    path: '/?wallet=deposit',
    act: async (page) => {
      await wallet(page).getByTestId('wallet-currency-button').click();
      await wallet(page).getByTestId('wallet-currency-BTC').waitFor();
      await wallet(page).getByTestId('wallet-equivalent-toggle').check({ force: true });
    },
  },
  {
    name: 'crypto-deposit',
    path: '/?wallet=deposit',
    act: async (page) => {
      await switchCurrency(page, 'USDT');
      await methodsShown(page);
      await wallet(page).getByTestId('wallet-method-sandbox_crypto').click();
      await wallet(page).getByTestId('wallet-submit').click();
      await wallet(page).getByTestId('wallet-qr-image').waitFor();
    },
  },
  {
    name: 'pix-qr',
    path: '/?wallet=deposit',
    act: async (page) => {
      await switchCurrency(page, 'BRL');
      await wallet(page).getByTestId('wallet-region-change').click();
      await page.getByTestId('region-BR').click();
      await wallet(page).getByTestId('wallet-method-sandbox_pix').click();
      await wallet(page).getByTestId('wallet-field-cpf_number').fill('529.982.247-25');
      await wallet(page).getByTestId('wallet-submit').click();
      await wallet(page).getByTestId('wallet-qr-image').waitFor();
    },
  },
  {
    name: 'region',
    path: '/?wallet=deposit&wallet-region',
    act: async (page) => void (await page.getByTestId('region-DE').waitFor()),
  },
  {
    name: 'equivalent-currency',
    path: '/?wallet=deposit&equivalent-currency',
    act: async (page) => void (await page.getByTestId('equivalent-USD').waitFor()),
  },
  {
    name: 'cancel-deposit',
    path: '/?wallet=deposit',
    act: async (page) => {
      await methodsShown(page);
      await page.keyboard.press('Escape');
      await page.getByTestId('modal-cancel-deposit').waitFor();
    },
  },
  {
    name: 'btc-deposit-form',
    path: '/?wallet=deposit',
    act: async (page) => {
      await switchCurrency(page, 'BTC');
      await methodsShown(page);
      await wallet(page).getByTestId('wallet-method-sandbox_crypto').click();
    },
  },
  {
    name: 'withdraw',
    path: '/?wallet=withdraw',
    act: async (page) => {
      await switchCurrency(page, 'EUR');
      await page.waitForTimeout(300);
      const turnover = wallet(page).getByTestId('wallet-turnover');
      if (await turnover.isVisible()) return;
      await methodsShown(page);
      await wallet(page).getByTestId('wallet-method-sandbox_bank').click();
      await wallet(page).getByTestId('wallet-field-iban').fill('DE12');
      await wallet(page).getByTestId('wallet-amount').click();
    },
  },
  {
    name: 'user-nav',
    path: '/',
    act: async (page) => {
      await page.getByTestId('user-nav-toggle').click();
      await page.getByTestId('user-nav-wallet').waitFor();
    },
  },
  {
    name: 'withdraw-crypto',
    path: '/?wallet=withdraw',
    act: async (page) => {
      await switchCurrency(page, 'USDT');
      await page.waitForTimeout(300);
      if (await wallet(page).getByTestId('wallet-turnover').isVisible()) return;
      await methodsShown(page);
      await wallet(page).getByTestId('wallet-method-sandbox_crypto').click();
      await wallet(page).getByTestId('wallet-field-crypto_network').selectOption('ERC20');
      await wallet(page).getByTestId('wallet-field-wallet_id').fill('TXYZ-not-an-address');
      await wallet(page).getByTestId('wallet-amount').click();
    },
  },
];

async function methodsShown(page: Page) {
  await wallet(page).getByTestId('wallet-methods').waitFor();
}

async function switchCurrency(page: Page, code: string) {
  await wallet(page).getByTestId('wallet-currency-button').click();
  await wallet(page).getByTestId(`wallet-currency-${code}`).click();
  await wallet(page).getByTestId('wallet-currency-button').filter({ hasText: code }).first().waitFor();
}

/** A settled deposit, so the balances and the withdraw tab have something to show. */
async function fund(request: APIRequestContext, token: string, currency: string, amount: string) {
  const headers = { authorization: `Bearer ${token}` };
  const accounts = (await (await request.get('/api/wallet/accounts', { headers })).json()) as {
    data: { id: string; currency: string }[];
  };
  let account = accounts.data.find((item) => item.currency === currency);
  if (!account) {
    const created = await request.post('/api/wallet/accounts', { headers, data: { currency } });
    // It answers the full account list (client contract section 4).
    const list = ((await created.json()) as { data: { id: string; currency: string }[] }).data;
    account = list.find((item) => item.currency === currency);
    if (!account) throw new Error(`No ${currency} account was opened`);
  }
  const fields = currency === 'USDT' ? { crypto_network: 'TRC20' } : {};
  const method = currency === 'EUR' ? 'sandbox_card' : 'sandbox_crypto';
  const deposit = await request.post('/api/payment/invoices/deposit', {
    headers,
    data: { method, currency, amount, accountId: account.id, fields },
  });
  if (!deposit.ok()) throw new Error(`Deposit failed: ${await deposit.text()}`);
  const { invoiceId } = ((await deposit.json()) as { data: { invoiceId: string } }).data;
  const approved = await request.post(`/api/operator/sandbox/invoices/${invoiceId}/approve`, {
    headers: { 'x-operator-key': operatorKey() },
  });
  if (!approved.ok()) throw new Error(`Approving the deposit failed: ${await approved.text()}`);
  return account.id;
}

const browser = await chromium.launch(chromiumLaunchOptions);
fs.mkdirSync(outDir, { recursive: true });
for (const viewport of SCREENSHOT_VIEWPORTS) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: baseUrl });
  await context.addCookies([{ name: 'cookie-consent', value: '1', url: baseUrl }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const email = `wallet-${viewport.name}-${stamp}@example.com`;
  const accessToken = await registerScreenshotPlayer(
    context,
    email,
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
  );
  const euro = await fund(context.request, accessToken, 'EUR', '250');
  await fund(context.request, accessToken, 'USDT', '120');
  await context.request.put(`/api/wallet/accounts/${euro}/switch`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await shootScenes(context, scenes, {
    outDir,
    viewport: viewport.name,
    baseUrl,
    accessToken,
    settleMs: 500,
    signedInByDefault: true,
  });
  await context.close();
}
await browser.close();
