import {
  afterMount,
  emailLink,
  fillEmailRegistration,
  REGISTRATION_PASSWORD,
  registerByApi,
  registrationFunnel,
  signInWithForm,
  signOut,
  smsCode,
  storedToken,
  uniqueEmail,
  uniqueGermanMobile,
} from './support/identity.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = REGISTRATION_PASSWORD;

test.describe('identity', () => {
  test('registers by e-mail, signs out, then signs in (a wrong password first)', async ({ page }) => {
    const email = uniqueEmail('email-reg');
    await page.goto('/');
    await page.getByTestId('header-sign-up').click();
    const modal = page.getByTestId('modal-sign-up');
    await expect(modal.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const submit = modal.getByTestId('sign-up-submit');
    await expect(submit).toBeDisabled();

    await fillEmailRegistration(page, email);
    await expect(modal.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
    await expect(submit).toBeEnabled();
    const registration = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/player/register',
    );
    await submit.click();
    // The device fingerprint goes with every call that opens a session (lib/device-fingerprint.ts).
    const fingerprint = (await registration).postDataJSON().fingerprint;
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);

    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
    await expect(page.getByTestId('header-nickname')).toHaveText(email.split('@')[0]!);
    const token = await storedToken(page);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await registrationFunnel(page)).toEqual(['open', 'success']);

    // Server-rendered pages know the player through the cookie.
    await page.reload();
    await expect(page.getByTestId('header-nickname')).toBeAttached();

    await signOut(page);
    expect(await storedToken(page)).toBeNull();

    await page.getByTestId('header-sign-in').click();
    const signIn = page.getByTestId('modal-sign-in');
    await signIn.getByLabel('E-mail address').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
    await signIn.getByTestId('sign-in-submit').click();
    await expect(signIn.getByTestId('sign-in-error')).toHaveText('The login or the password is not correct.');
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(signIn.getByTestId('sign-in-error')).toHaveCount(0);
    const signInCall = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/player/sessions',
    );
    await signIn.getByTestId('sign-in-submit').click();
    expect((await signInCall).postDataJSON().fingerprint).toBe(fingerprint);
    await expect(signIn).toHaveCount(0);
    await expect(page.getByTestId('header-nickname')).toBeAttached();
    expect(await storedToken(page)).not.toBe(token);
  });

  test('confirms the e-mail address through the link', async ({ page, request }) => {
    const player = await registerByApi(request, 'confirm');
    const link = await emailLink(request, player.email, /confirm/i, /^\/verify\//);
    await page.goto(link);
    await expect(page.getByTestId('modal-profile-confirmed')).toBeVisible();
    await expect(page.getByTestId('modal-profile-confirmed').getByRole('heading')).toHaveText(
      'E-mail address confirmed',
    );
    await page.goto(link);
    await expect(page.getByTestId('link-failure')).toContainText('This link does not work');
  });

  test('registers by phone with the code from the SMS outbox', async ({ page, request }) => {
    const digits = uniqueGermanMobile();
    const phone = `+49${digits}`;
    await page.goto('/');
    await page.getByTestId('header-sign-up').click();
    const modal = page.getByTestId('modal-sign-up');
    await modal.getByRole('tab', { name: 'Phone' }).click();
    await expect(modal.getByLabel('E-mail address')).toHaveCount(0);
    await modal.getByTestId('phone-prefix').selectOption('DE');
    // The flag is an SVG image, not an emoji (Debian's Chromium has no emoji font).
    const flag = modal.locator('.phone-input__flag img');
    await expect(flag).toHaveAttribute('src', '/img/flags/de.svg');
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await modal.getByLabel('Phone number').fill(`${digits}abc`);
    await expect(modal.getByLabel('Phone number')).toHaveValue(digits);
    await modal.getByLabel(/^Password/).fill(PASSWORD);
    await modal.getByLabel(/^Repeat password/).fill(PASSWORD);
    await modal.getByLabel('Date of birth').fill('1988-02-29');
    await modal.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await modal.getByRole('button', { name: 'Send code' }).click();

    const step = modal.getByTestId('otp-step');
    await expect(step).toContainText(`We have sent a 6-digit code by SMS to ${phone}.`);
    await expect(step.getByTestId('otp-resend')).toContainText(/You can ask for a new code in \d+ s\./);
    const confirm = step.getByRole('button', { name: 'Confirm and create account' });
    await expect(confirm).toBeDisabled();

    // A wrong code first: the hint shows, and editing the code clears it.
    const code = await smsCode(request, phone, sentAfter);
    const wrong = code === '000000' ? '111111' : '000000';
    await step.getByLabel('Digit 1').fill(wrong);
    await confirm.click();
    await expect(step.getByTestId('otp-hint')).toHaveText('The code is not correct. Check it and try again.');
    await expect(confirm).toBeDisabled();

    // Back keeps the form as it was.
    await step.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByLabel('Phone number')).toHaveValue(digits);
    await modal.getByRole('button', { name: 'Send code' }).click();
    await expect(modal.getByTestId('otp-hint')).toHaveCount(0);
    // The server refuses a second code within 60 s; the first one is still good.
    await modal.getByTestId('otp-step').getByLabel('Digit 1').fill(code);
    await expect(modal.getByTestId('otp-hint')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Confirm and create account' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('header-nickname')).toBeAttached();
    expect(await registrationFunnel(page)).toEqual(['open', 'typeChange', 'sent', 'otp', 'otp', 'success']);

    // The phone now signs in on the phone tab.
    await signOut(page);
    await page.getByTestId('header-sign-in').click();
    const signIn = page.getByTestId('modal-sign-in');
    await signIn.getByRole('tab', { name: 'Phone' }).click();
    await signIn.getByTestId('phone-prefix').selectOption('DE');
    await signIn.getByLabel('Phone number').fill(digits);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByTestId('sign-in-submit').click();
    await expect(signIn).toHaveCount(0);
    await expect(page.getByTestId('header-nickname')).toBeAttached();
  });

  test('resets a forgotten password through the e-mail link', async ({ page, request }) => {
    const player = await registerByApi(request, 'reset');
    await page.goto('/?sign-in');
    await page.getByTestId('modal-sign-in').getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByTestId('modal-forgot-pass');
    await forgot.getByLabel('E-mail address').fill(player.email);
    await forgot.getByRole('button', { name: 'Send link' }).click();
    await expect(forgot.getByTestId('forgot-pass-sent')).toContainText(
      `If an account exists for ${player.email}`,
    );

    const link = await emailLink(request, player.email, /password/i, /^\/password\/reset\//);
    await page.goto(link);
    const reset = page.getByTestId('modal-reset-pass');
    await expect(reset.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await reset.getByLabel(/^New password/).fill('fresh-start-9');
    await reset.getByLabel(/^Repeat the new password/).fill('fresh-start-0');
    await reset.getByLabel(/^New password/).click();
    await expect(reset.getByText('The passwords do not match.')).toBeVisible();
    await reset.getByLabel(/^Repeat the new password/).fill('fresh-start-9');
    await reset.getByRole('button', { name: 'Save and sign in' }).click();

    await expect(reset).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('alerts')).toContainText('You are signed in with your new password.');
    await expect(page.getByTestId('header-nickname')).toBeAttached();

    await signOut(page);
    await signInWithForm(page, { email: player.email, password: 'fresh-start-9' });

    // The link works once.
    await signOut(page);
    await page.goto(link);
    await page
      .getByTestId('modal-reset-pass')
      .getByLabel(/^New password/)
      .fill('another-one-1');
    await page
      .getByTestId('modal-reset-pass')
      .getByLabel(/^Repeat the new password/)
      .fill('another-one-1');
    await page.getByTestId('modal-reset-pass').getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByTestId('reset-pass-invalid')).toContainText(
      'This reset link is not valid any more.',
    );
  });

  test('edits the profile, changes the password and closes another session', async ({ page, request }) => {
    const player = await registerByApi(request, 'profile');
    // Another device signed in with the same account.
    const other = await request.post('/api/player/sessions', {
      data: { login: player.email, password: player.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
    });
    expect(other.ok()).toBe(true);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/\?sign-in=?$/);
    await expect(page.getByTestId('modal-sign-in')).toBeVisible();
    await page.keyboard.press('Escape');
    // Wait for the modal to be gone: signing in on a modal that is closing types into a form about to leave.
    await expect(page.getByTestId('modal-sign-in')).toHaveCount(0);
    await signInWithForm(page, player);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/info$/);
    await expect(page.getByTestId('profile-email')).toContainText(player.email);
    await expect(page.getByTestId('profile-email')).toContainText('Not confirmed');
    await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
    await expect(page.getByTestId('alerts')).toContainText('Confirmation e-mail sent');

    const form = page.getByTestId('profile-form');
    await form.getByLabel('First name').fill('A');
    await form.getByLabel('Last name').click();
    await expect(form.getByText('Must be at least 2 characters.')).toBeVisible();
    await form.getByLabel('First name').fill('Marina');
    await form.getByLabel('Last name').fill('Costa');
    await form.getByLabel('City').fill('Porto');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('alerts')).toContainText('Your personal details are up to date.');
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel('First name')).toHaveValue('Marina');
    await expect(page.getByTestId('profile-form').getByLabel('City')).toHaveValue('Porto');

    await afterMount(page);
    await page.getByRole('link', { name: 'Security' }).first().click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    await expect(page.getByTestId('last-sign-in')).toContainText('Last sign-in:');
    // Registration, the other device and this one.
    const sessions = page.getByTestId('session-item');
    await expect(sessions).toHaveCount(3);
    const otherDevice = sessions.filter({ hasText: 'Safari on iOS' });
    await expect(otherDevice).toHaveCount(1);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    await otherDevice.getByRole('button', { name: 'Sign out' }).click();
    await expect(sessions).toHaveCount(2);
    await expect(otherDevice).toHaveCount(0);
    await expect(page.getByTestId('alerts')).toContainText('That session has been closed.');
    const otherToken = ((await other.json()) as { data: { accessToken: string } }).data.accessToken;
    const refused = await request.get('/api/player/profile', {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(refused.status()).toBe(401);

    const passwords = page.getByTestId('change-password-form');
    await passwords.getByLabel('Current password').fill('wrong-password');
    await passwords.getByLabel(/^New password/).fill('brand-new-7');
    await passwords.getByLabel('Repeat new password').fill('brand-new-7');
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await expect(passwords.getByText('The password is not correct.')).toBeVisible();
    await passwords.getByLabel(/^Current password/).fill(player.password);
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('alerts')).toContainText('Password changed');
    await expect(passwords.getByLabel(/^Current password/)).toHaveValue('');
    // The server signed out every other device.
    await expect(sessions).toHaveCount(1);

    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await signInWithForm(page, { email: player.email, password: 'brand-new-7' });
  });

  test('adds a phone number to an e-mail account and verifies it with the SMS code', async ({
    page,
    request,
  }) => {
    const player = await registerByApi(request, 'phone-verify');
    await page.goto('/');
    await signInWithForm(page, player);
    await page.goto('/profile/info');
    await afterMount(page);
    const phoneFact = page.getByTestId('profile-phone');
    await phoneFact.getByRole('button', { name: 'Add a phone number' }).click();
    const phone = `+49${uniqueGermanMobile()}`;
    await phoneFact.getByLabel(/^Phone number/).fill(phone);
    const sentAfter = new Date().toISOString();
    await phoneFact.getByRole('button', { name: 'Send the code' }).click();
    await expect(phoneFact).toContainText('Not verified');
    const code = await smsCode(request, phone, sentAfter);
    await phoneFact.getByTestId('otp-step').getByLabel('Digit 1').fill(code);
    await phoneFact.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('alerts')).toContainText('Phone number verified');
    await expect(phoneFact).toContainText('Verified');
    await expect(phoneFact.getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('profile-phone')).toContainText(phone);
    await expect(page.getByTestId('profile-phone')).toContainText('Verified');
  });

  test('two tabs stay in step', async ({ context, request }) => {
    const player = await registerByApi(request, 'tabs');
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/contact');
    await expect(second.getByTestId('header-sign-in')).toBeVisible();

    // Signing in on the first tab reloads the second, which is now signed in too.
    await signInWithForm(first, player);
    await expect(second.getByTestId('header-nickname')).toBeAttached();
    await expect(second).toHaveURL(/\/contact$/);

    // Signing out on the second sends the first to the home page.
    await first.goto('/profile/info');
    await expect(first.getByTestId('profile-page')).toBeVisible();
    await signOut(second);
    await expect(first).toHaveURL(/\/$/);
    await expect(first.getByTestId('header-sign-in')).toBeVisible();
  });

  test('the sign-up modal ignores an outside click and asks before losing input', async ({ page }) => {
    await page.goto('/?sign-up');
    const modal = page.getByTestId('modal-sign-up');
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\?sign-up/);

    // Untouched, escape closes it; with something typed in, it asks first.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await page.goto('/?sign-up');
    await page.getByTestId('modal-sign-up').getByLabel('E-mail address').fill('half@example.com');
    await page.keyboard.press('Escape');
    const confirm = page.getByTestId('modal-sign-up-cancel');
    await expect(confirm.getByRole('heading')).toHaveText('Leave registration?');
    await confirm.getByRole('button', { name: 'Continue registration' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('modal-sign-up').getByLabel('E-mail address')).toHaveValue(
      'half@example.com',
    );
    await page.getByTestId('modal-sign-up').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('modal-sign-up-cancel').getByRole('button', { name: 'Leave' }).click();
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('escape closes the sign-in modal; tabs reset the form', async ({ page }) => {
    await page.goto('/?sign-in&from=test');
    const modal = page.getByTestId('modal-sign-in');
    await expect(modal.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    await modal.getByLabel('E-mail address').fill('not-an-email');
    await modal.getByLabel('Password', { exact: true }).click();
    await expect(modal.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(modal.getByTestId('sign-in-submit')).toBeDisabled();
    await modal.getByRole('tab', { name: 'Phone' }).click();
    await expect(modal.getByText('Enter a valid e-mail address.')).toHaveCount(0);
    await modal.getByRole('tab', { name: 'E-mail' }).click();
    await expect(modal.getByLabel('E-mail address')).toHaveValue('');

    await modal.getByRole('button', { name: 'Referral/Promo Code (Optional)' }).click();
    await modal.getByLabel('Referral or promo code').fill('HARBOUR50');
    await modal.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByTestId('modal-sign-up').getByLabel('Bonus code')).toHaveValue('HARBOUR50');
    await page.getByTestId('modal-sign-up').getByRole('button', { name: 'Sign in' }).click();
    // Escape closes the modal on top: wait until sign-in has replaced sign-up.
    await expect(page.getByTestId('modal-sign-up')).toHaveCount(0);
    await expect(page.getByTestId('modal-sign-in')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('modal-sign-in')).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?from=test$/);
  });
});

test.describe('identity pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile is server-rendered for the player of the session cookie', async ({
    page,
    request,
    baseURL,
  }) => {
    const player = await registerByApi(request, 'ssr');
    const signIn = await request.post('/api/player/sessions', {
      data: { login: player.email, password: player.password },
    });
    const { accessToken } = ((await signIn.json()) as { data: { accessToken: string } }).data;
    await page
      .context()
      .addCookies([
        { name: 'session-token', value: accessToken, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      ]);
    const response = await page.goto('/de/profile/security');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Profil');
    await expect(page.getByTestId('profile-page')).toContainText(player.email);
    await expect(page.getByTestId('session-item').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
    await page.goto('/de/profile/info');
    await expect(page.getByTestId('profile-form').getByLabel(/^Spitzname/)).toHaveValue(player.nickname);
  });

  test('a guest asking for the profile is sent home with the sign-in modal', async ({ page }) => {
    await page.goto('/pt-br/profile/security');
    expect(new URL(page.url()).pathname).toBe('/pt-br/');
    await expect(page.getByTestId('modal-sign-in').getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test('the autologin page is the full-page preloader until the sign-in is done', async ({ page }) => {
    await page.goto('/auth/autologin?state=not-a-valid-one-time-token');
    await expect(page.getByTestId('page-preloader')).toBeVisible();
  });
});

test('a sign-in link that does not work shows an error state with a way home', async ({ page }) => {
  await page.goto('/de/auth/autologin?state=not-a-valid-one-time-token');
  const failure = page.getByTestId('link-failure');
  await expect(failure.getByRole('heading')).toHaveText('Die Anmeldung hat nicht geklappt');
  await expect(failure.getByRole('link')).toHaveAttribute('href', '/de/');
  await page.goto('/auth/social/google/callback?error=access_denied');
  await expect(page.getByTestId('link-failure')).toBeVisible();
});
