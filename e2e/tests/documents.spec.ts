import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { afterMount, registerByApi, signInWithForm } from './support/identity.ts';
import { operatorHeaders } from './support/operator.ts';
import { expect, test } from './support/test.ts';

/** Where the journeys leave their screenshots (looked at by hand, never committed). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/verification-shots';

/** A screenshot of the whole page from its top (sticky bars would otherwise sit where the page was scrolled). */
async function shoot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

/** A player registered through the API (its own request context: the page's would share the cookie), signed in by the form. */
async function signedIn(page: Page, request: APIRequestContext, tag: string) {
  const player = await registerByApi(request, tag);
  await page.goto('/');
  // A click before hydration would be lost (the machine may be slow).
  await afterMount(page);
  // The cookie banner would cover the forms in the screenshots.
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await signInWithForm(page, player);
  await afterMount(page);
  return player;
}

/** A phone photo of a passport: a JPEG with EXIF, as a camera writes it. */
async function passportPhoto() {
  return sharp({ create: { width: 900, height: 640, channels: 3, background: { r: 32, g: 64, b: 128 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'camera 52.52N 13.40E' } })
    .toBuffer();
}

test('uploads a passport photo from the documents page and sees it under review', async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, 'documents');
  await page.goto('/profile/info');
  await afterMount(page);
  await page.getByTestId('profile-tab-documents').click();
  await expect(page).toHaveURL(/\/profile\/documents$/);
  await expect(page.getByTestId('documents-empty')).toBeVisible();

  const form = page.getByTestId('document-upload-form');
  await form.getByTestId('document-submit').click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();

  await form.getByTestId('document-type').selectOption('passport');
  await form.getByTestId('document-file').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: await passportPhoto(),
  });
  await form.getByTestId('document-submit').click();

  const item = page.getByTestId('document-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'pending');
  await expect(item.getByTestId('document-status')).toHaveText('Under review');
  await expect(item).toContainText('Passport');
  await expect(item).toContainText('passport.jpg');
  await shoot(page, 'documents', testInfo.project.name);

  // A file that is no image is refused on its field, and nothing joins the list.
  await form.getByTestId('document-type').selectOption('utility-bill');
  await form.getByTestId('document-file').setInputFiles({
    name: 'bill.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<?php echo "hi"; ?>'),
  });
  await form.getByTestId('document-submit').click();
  await expect(form.getByText('Upload a JPEG, PNG, WebP or PDF file.')).toBeVisible();
  await expect(item).toHaveCount(1);
  await shoot(page, 'documents-refused', testInfo.project.name);

  // The operator rejects it with a reason; the player reads it on the page.
  const token = await page.evaluate(() => window.localStorage.getItem('session-token'));
  const listed = await request.get('/api/player/documents', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [document] = ((await listed.json()) as { data: { id: string }[] }).data;
  const rejected = await request.post(`/api/operator/documents/${document!.id}/reject`, {
    headers: operatorHeaders,
    data: { reason: 'The photo is cut off at the bottom.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await page.reload();
  await expect(item).toHaveAttribute('data-status', 'rejected');
  await expect(item.getByTestId('document-reason')).toHaveText('Reason: The photo is cut off at the bottom.');
  await shoot(page, 'documents-rejected', testInfo.project.name);
});

test('verifies the identity through the built-in provider page', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signedIn(page, request, 'verification');
  await page.goto('/profile/verification');
  const level = page.getByTestId('verification-level');
  await expect(level).toHaveAttribute('data-level', 'none');
  await expect(
    page.getByText('Withdrawals above 2,000.00 EUR in total need a verified identity.'),
  ).toBeVisible();

  const frame = page.frameLocator('[data-testid="verification-frame"]');
  await frame.getByRole('button', { name: 'Send for review' }).click();
  await expect(frame.getByText('The reviewer will decide soon')).toBeVisible();
  await expect(level).toHaveAttribute('data-level', 'pending', { timeout: 10_000 });
  await shoot(page, 'verification-pending', testInfo.project.name);

  // In production the player is not the reviewer: the operator opens the reviewer link of the check.
  const token = await page.evaluate(() => window.localStorage.getItem('session-token'));
  const profile = await request.get('/api/player/profile', { headers: { authorization: `Bearer ${token}` } });
  const playerId = ((await profile.json()) as { data: { id: string } }).data.id;
  const checks = await request.get('/api/operator/verification/checks', { headers: operatorHeaders });
  const check = ((await checks.json()) as { data: { playerId: string; reviewerUrl: string }[] }).data.find(
    (item) => item.playerId === playerId,
  );
  expect(check).toBeDefined();
  const reviewer = await context.newPage();
  await reviewer.goto(check!.reviewerUrl);
  await reviewer.getByRole('button', { name: 'Approve identity' }).click();
  await expect(reviewer.getByTestId('kyc-state')).toHaveText('Your identity is verified.');
  await reviewer.close();

  // The page hears of it by itself: the level is asked again while the check is open.
  await expect(level).toHaveAttribute('data-level', 'verified', { timeout: 15_000 });
  await expect(page.getByText('Withdrawals of any amount are open to you.')).toBeVisible();
  await expect(page.getByTestId('verification-frame')).toHaveCount(0);
  await shoot(page, 'verification-verified', testInfo.project.name);
});
