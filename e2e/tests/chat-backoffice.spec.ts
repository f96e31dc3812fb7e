import { expectNoSeriousViolations } from './support/axe.ts';
import { backofficeShot, createOwnerWithCli, enrol, openFromMenu } from './support/backoffice.ts';
import { chatShot, openChat, sendInChat } from './support/chat.ts';
import { registerByApi, signInWithForm, unique } from './support/identity.ts';
import { expect, test, waitForHydrationIn } from './support/test.ts';

/**
 * The live chat console (issue 32) at 1280 and 768 px: a player asks on the site (a desktop of
 * their own); the agent sees it waiting, takes it, reads the player beside it, answers with a canned
 * reply, closes it; the figures count it.
 */
test('an agent takes a waiting conversation, answers with a canned reply beside the player, and closes it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = unique('cbo');
  const owner = {
    email: `${tag}-owner@example.com`,
    name: `Cleo Console ${tag}`,
    password: 'owner password 123',
  };
  await enrol(page, await createOwnerWithCli(baseURL!, owner.email, owner.name), owner);

  // A canned reply in English, the player's language.
  await openFromMenu(page, 'Live chat');
  await page
    .getByRole('navigation', { name: 'Live chat' })
    .getByRole('link', { name: 'Canned replies' })
    .click();
  await page.getByRole('button', { name: 'New canned reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'New canned reply' });
  await dialog.getByLabel('Locale').selectOption('en');
  await dialog.getByLabel('Title').fill(`Withdrawal times ${tag}`);
  await dialog.getByLabel('Text').fill(`Withdrawals are reviewed within 24 hours (${tag}).`);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('canned-replies')).toContainText(`Withdrawal times ${tag}`);
  await expectNoSeriousViolations(page, 'canned replies');
  await backofficeShot(page, 'chat-canned-replies');

  const site = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  waitForHydrationIn(site);
  const visitor = await site.newPage();
  const player = await registerByApi(request, 'cbo');
  await visitor.goto('/');
  await signInWithForm(visitor, player);
  await openChat(visitor);
  const question = `My withdrawal is still pending (${tag})`;
  await sendInChat(visitor, question);

  await page.getByRole('navigation', { name: 'Live chat' }).getByRole('link', { name: 'Console' }).click();
  const row = page.getByTestId('chat-waiting').getByTestId('chat-queue-row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByTestId('chat-thread')).toContainText(question);
  await expect(page.getByTestId('chat-player-context')).toContainText(player.nickname);
  await expect(page.getByTestId('player-accounts')).toBeVisible();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
  await expectNoSeriousViolations(page, 'chat console');
  await backofficeShot(page, 'chat-console-waiting');

  await page.getByTestId('chat-conversation-actions').getByRole('button', { name: 'Take' }).click();
  await expect(page.getByTestId('chat-conversation-status')).toHaveText('Assigned');
  await page.getByLabel('Canned reply (en)').selectOption({ label: `Withdrawal times ${tag}` });
  await expect(page.getByTestId('chat-staff-text')).toHaveValue(
    `Withdrawals are reviewed within 24 hours (${tag}).`,
  );
  await page.getByTestId('chat-staff-composer').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByTestId('chat-thread-message').filter({ hasText: 'reviewed within 24 hours' }),
  ).toHaveAttribute('data-delivery', 'stored');
  const panel = visitor.getByRole('dialog', { name: 'Live chat' });
  await expect(
    panel.getByTestId('chat-message').filter({ hasText: 'reviewed within 24 hours' }),
  ).toBeVisible();
  await backofficeShot(page, 'chat-console-answered');

  await page.getByTestId('chat-conversation-actions').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('chat-conversation-status')).toHaveText('Closed');
  await expect(panel.getByTestId('chat-rating')).toBeVisible();
  await panel.locator('label', { hasText: '5 of 5' }).click();
  await panel.getByRole('button', { name: 'Send rating' }).click();
  await expect(panel.getByText('Thank you for your rating.')).toBeVisible();
  await chatShot(visitor, 'chat-widget-rated');

  await page.getByRole('navigation', { name: 'Live chat' }).getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByTestId('figures-per-agent')).toContainText(owner.name);
  await expectNoSeriousViolations(page, 'chat figures');
  await backofficeShot(page, 'chat-figures');
  await site.close();
});
