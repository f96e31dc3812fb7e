import { expectNoSeriousViolations } from './support/axe.ts';
import { backofficeShot, createOwnerWithCli, enrol, openFromMenu } from './support/backoffice.ts';
import { unique } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * The reports page (issue 31) at 1280 and 768 px: an owner opens it from the menu, sees the daily
 * summary, the RTP and the large transactions of the last 30 days, and downloads the summary's CSV.
 */
test('an owner opens the reports from the menu and downloads the daily summary as CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = unique('rp');
  const owner = {
    email: `${tag}-owner@example.com`,
    name: `Rita Reports ${tag}`,
    password: 'owner password 123',
  };
  await enrol(page, await createOwnerWithCli(baseURL!, owner.email, owner.name), owner);

  await openFromMenu(page, 'Reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RTP per game' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Large transactions' })).toBeVisible();
  await expect(page.getByTestId('reports-totals')).toBeVisible();
  await expectNoSeriousViolations(page, 'reports');
  await backofficeShot(page, 'reports');

  const href = await page.getByRole('link', { name: 'Download CSV' }).first().getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect((await csv.text()).split('\r\n')[0]).toMatch(/^day,currency,bets,wins,ggr,bonusCost,ngr,/);
});
