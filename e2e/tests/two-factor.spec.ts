import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { fundPlayer } from './support/games.ts';
import { acceptCookies, registerByApi, signOut } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Two-step verification (decision 0022): enrol on /profile/security with the QR code's key, sign out
 * and in again with a code, then withdraw with a code. Codes are computed here from the secret the
 * page shows, with the library the server uses.
 */
const step = () => Math.floor(Date.now() / 30_000);

/** An authenticator app: each code of a step not used before (the server refuses a replayed step). */
function authenticator(secret: string) {
  const key = decodeBase32IgnorePadding(secret);
  let last = -Infinity;
  return async () => {
    // Wait for a step after the last one used (at most 30 s); the step ahead passes too (clock drift).
    let next = Math.max(step(), last + 1);
    if (next > step() + 1) {
      await new Promise((resolve) => setTimeout(resolve, (next - 1) * 30_000 - Date.now() + 200));
      next = Math.max(step(), last + 1);
    }
    last = next;
    return generateHOTP(key, BigInt(next), 6);
  };
}

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `/tmp/twofactor-shots/${name}-${width}.png`, fullPage: false });
}

test('enrol two-step verification, sign in with a code and withdraw with a code', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const width = page.viewportSize()?.width ?? 0;
  const player = await registerByApi(request, 'tfa');
  const signIn = await request.post('/api/player/sessions', {
    data: { login: player.email, password: player.password },
  });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  await fundPlayer(request, token, 'EUR', '50');

  // Sign in through the form, then enrol on the security page.
  // Cookies accepted before: the banner would cover the screenshots.
  await acceptCookies(page.context(), baseURL!);
  await page.goto('/?sign-in=true');
  const modal = page.getByTestId('modal-sign-in');
  await modal.getByLabel('E-mail address').fill(player.email);
  await modal.getByLabel('Password', { exact: true }).fill(player.password);
  await modal.getByTestId('sign-in-submit').click();
  await expect(modal).toHaveCount(0);
  await page.goto('/profile/security');

  const section = page.getByTestId('two-factor');
  await section.getByTestId('two-factor-start').click();
  const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'enrol', width);
  const nextCode = authenticator(secret);

  await section.getByTestId('two-factor-code').fill('000000');
  await section.getByTestId('two-factor-confirm').click();
  await expect(section.getByText('The code is not correct, or it was used already.')).toBeVisible();
  // Sessions opened before (the API's, here) end with it, by default.
  const signOutOthers = section.getByLabel('Sign out my other sessions');
  await expect(signOutOthers).toBeChecked();
  await signOutOthers.scrollIntoViewIfNeeded();
  await shot(page, 'enrol-sign-out-others', width);
  await section.getByTestId('two-factor-code').fill(await nextCode());
  await section.getByTestId('two-factor-confirm').click();
  const codes = section.getByTestId('two-factor-recovery-codes');
  await expect(codes.locator('li')).toHaveCount(10);
  await codes.scrollIntoViewIfNeeded();
  await shot(page, 'recovery-codes', width);
  const recoveryCode = (await codes.locator('li').first().textContent())?.trim() ?? '';
  expect(recoveryCode).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await section.getByTestId('two-factor-done').click();
  await expect(section.getByTestId('two-factor-on')).toContainText('10 recovery codes left.');
  const before = await request.get('/api/player/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(401);

  // Signing in again asks for the code after the password.
  await signOut(page);
  await page.getByTestId('header-sign-in').click();
  await modal.getByLabel('E-mail address').fill(player.email);
  await modal.getByLabel('Password', { exact: true }).fill(player.password);
  await modal.getByTestId('sign-in-submit').click();
  await expect(modal.getByTestId('two-factor-step')).toBeVisible();
  await shot(page, 'sign-in-step', width);
  await modal.getByTestId('two-factor-sign-in-code').fill('123456');
  await modal.getByTestId('two-factor-sign-in-submit').click();
  await expect(modal.getByText('The code is not correct, or it was used already.')).toBeVisible();
  await modal.getByTestId('two-factor-sign-in-code').fill(await nextCode());
  await modal.getByTestId('two-factor-sign-in-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('header-nickname')).toBeAttached();

  // Withdraw: the form asks for a code, refuses a wrong one, accepts the app's.
  await page.goto('/?wallet=withdraw');
  const wallet = page.getByTestId('modal-wallet');
  await wallet.getByTestId('wallet-method-sandbox_card').click();
  await wallet.getByTestId('wallet-amount').fill('10');
  await wallet.getByTestId('wallet-submit').click();
  await expect(wallet.getByTestId('step-up')).toBeVisible();
  await expect(wallet.getByText('Enter a code from your authenticator app.')).toBeVisible();
  await expect(wallet.getByTestId('wallet-submit')).toBeDisabled();
  await wallet.getByTestId('step-up-code').fill('123456');
  await wallet.getByTestId('wallet-submit').click();
  await expect(wallet.getByText('The code is not correct, or it was used already.')).toBeVisible();
  await wallet.getByTestId('step-up-code').fill(await nextCode());
  await wallet.getByTestId('step-up-code').scrollIntoViewIfNeeded();
  await shot(page, 'withdraw-step-up', width);
  await wallet.getByTestId('wallet-submit').click();
  await expect(wallet).toHaveCount(0);
  const challenged = await request.post('/api/player/sessions', {
    data: { login: player.email, password: player.password },
  });
  const { challenge } = ((await challenged.json()) as { error: { challenge: string } }).error;
  const signedIn = await request.post('/api/player/sessions/two-factor', {
    data: { challenge, code: await nextCode() },
  });
  const fresh = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  await expect
    .poll(async () => {
      const accounts = await request.get('/api/wallet/accounts', {
        headers: { authorization: `Bearer ${fresh}` },
      });
      const { data } = (await accounts.json()) as { data: { currency: string; balance: number }[] };
      return data.find((account) => account.currency === 'EUR')?.balance;
    })
    .toBe(40);
});
