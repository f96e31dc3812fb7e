import { fundPlayer, signInByApi } from './support/games.ts';
import {
  acceptCookies,
  afterMount,
  fillEmailRegistration,
  storedToken,
  uniqueEmail,
} from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 29 item 8, the referral programme end to end: the owner copies their link on /profile/referral,
 * a friend opens it in a browser of their own and signs up with the site's form (the code of `?ref=`
 * goes with the registration), deposits 50 EUR (the programme's qualifying amount), and the owner sees
 * the friend qualified and the owner's bonus among their bonuses.
 */

// Two browsers, a registration, a settled deposit and the outbox between them.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('a friend who signs up with the owner’s link and deposits qualifies, and the owner gets the bonus', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInByApi(page, request, baseURL!, 'referral-owner');
  const referral = page.getByTestId('referral-page');
  let link = '';

  await test.step('the owner finds the referral tab, the rule, the reward and copies the link', async () => {
    await page.goto('/profile/info');
    await afterMount(page);
    await page.getByTestId('profile-tab-referral').click();
    await expect(page).toHaveURL(/\/profile\/referral$/);
    await expect(referral).toContainText('deposits 50.00 EUR in total within 30 days');
    await expect(page.getByTestId('referral-reward')).toContainText('25.00 EUR');
    await expect(page.getByTestId('referral-friends-empty')).toBeVisible();
    link = await page.getByTestId('referral-link').inputValue();
    const code = await page.getByTestId('referral-code').innerText();
    expect(link).toBe(`${baseURL}/?ref=${code}`);
    await page.getByTestId('referral-link-copy').click();
    await expect(page.getByTestId('referral-link-copy')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  // The friend's own browser: another time zone and language make it another device to the server.
  const friendContext = await browser.newContext({
    ...testInfo.project.use,
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Lisbon',
  });
  await acceptCookies(friendContext, baseURL!);
  const friend = await friendContext.newPage();
  try {
    await test.step('the friend opens the link and signs up with the form', async () => {
      await friend.goto(link);
      await afterMount(friend);
      await expect(friend).toHaveURL(`${baseURL}/`);
      await friend.getByTestId('header-sign-up').click();
      await fillEmailRegistration(friend, uniqueEmail('referral-friend'));
      const registration = friend.waitForRequest(
        (request) =>
          request.method() === 'POST' && new URL(request.url()).pathname === '/api/player/register',
      );
      await friend.getByTestId('modal-sign-up').getByTestId('sign-up-submit').click();
      expect((await registration).postDataJSON().referralCode).toBe(new URL(link).searchParams.get('ref'));
      await expect(friend.getByTestId('modal-sign-up')).toHaveCount(0);
      await expect(friend.getByTestId('header-sign-in')).toHaveCount(0);
    });

    await test.step('the owner sees the friend waiting to qualify', async () => {
      await page.reload();
      const row = referral.getByTestId('referral-row');
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-status', 'pending');
      await expect(row).toContainText('Waiting');
      await expect(page.getByTestId('referral-qualified-count')).toHaveText('0 of 20 friends qualified');
    });

    await test.step('the friend deposits 50 EUR, settled by the PSP', async () => {
      const token = await storedToken(friend);
      expect(token).toBeTruthy();
      await fundPlayer(request, token!, 'EUR', '50');
    });
  } finally {
    await friendContext.close();
  }

  await test.step('the owner sees the friend qualified and the bonus among their bonuses', async () => {
    const row = referral.getByTestId('referral-row');
    await expect(async () => {
      await page.reload();
      await expect(row).toHaveAttribute('data-status', 'qualified', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText('Qualified');
    await expect(page.getByTestId('referral-qualified-count')).toHaveText('1 of 20 friends qualified');
    await page.getByTestId('profile-tab-bonuses').click();
    await expect(page.getByTestId('bonuses-page')).toContainText('Refer a friend');
  });
});
