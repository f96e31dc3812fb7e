import { createOwnerWithCli, enrol } from './support/backoffice.ts';
import { afterMount, unique } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * Guests see the chat only while the operator allows guests (spec: "guests allowed only if the
 * guestAvailable parameter is set"). It switches a site-wide setting, so it runs in the `settings`
 * project, alone, and puts the setting back.
 */
test('with guests not allowed a guest sees no chat, and sees it again once they are', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = unique('chs');
  const owner = {
    email: `${tag}-owner@example.com`,
    name: `Sam Settings ${tag}`,
    password: 'owner password 123',
  };
  await enrol(page, await createOwnerWithCli(baseURL!, owner.email, owner.name), owner);
  const me = (await (await page.request.get('/api/backoffice/me')).json()) as { data: { csrfToken: string } };
  const settings = (await (await page.request.get('/api/backoffice/settings')).json()) as {
    data: { chat: Record<string, unknown> };
  };
  const save = async (guestAvailable: boolean) => {
    const response = await page.request.put('/api/backoffice/settings/chat', {
      headers: { 'x-csrf-token': me.data.csrfToken },
      data: { ...settings.data.chat, guestAvailable },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  const guest = await browser.newPage();
  try {
    await save(false);
    await guest.goto(`${baseURL}/`);
    await afterMount(guest);
    await expect(guest.getByTestId('chat-launcher')).toHaveCount(0);
    expect((await guest.request.get(`${baseURL}/api/chat/availability`)).ok()).toBe(true);
    expect((await guest.request.post(`${baseURL}/api/chat/conversations`, { data: {} })).status()).toBe(403);
  } finally {
    await save(true);
  }
  await guest.reload();
  await afterMount(guest);
  await expect(guest.getByTestId('chat-launcher')).toBeVisible();
  await guest.close();
});
