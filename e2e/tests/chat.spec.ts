import { expectNoSeriousViolations } from './support/axe.ts';
import { backofficeShot, pageInNewContext } from './support/backoffice.ts';
import { agentConsole, chatShot, openChat, sendInChat, takeAndAnswer } from './support/chat.ts';
import { afterMount, registerByApi, signInWithForm, unique } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * The live chat (issue 32) on the site, at 1280 and 375 px: a guest asks (guests may chat on the
 * seeded site), an agent answers in the back office's console, the guest reads it live; a player's
 * conversation follows the player to another browser.
 */
test('a guest asks in the chat, an agent answers in the console, and the guest sees the answer live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = unique('chat');
  const agent = await agentConsole(browser, baseURL!, tag);

  await page.goto('/');
  await afterMount(page);
  const panel = await openChat(page);
  await expectNoSeriousViolations(page, 'chat widget');
  const question = `Where is my withdrawal? (${tag})`;
  await sendInChat(page, question);

  const answer = `Let me check that for you (${tag}).`;
  await takeAndAnswer(agent.page, question, answer);
  await expect(panel.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(panel.getByTestId('chat-status')).toHaveText(`${agent.owner.name} is answering you`);
  await chatShot(page, 'chat-widget');
  await backofficeShot(agent.page, 'chat-console-guest');

  // Escape closes the panel and gives the focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('chat-launcher')).toBeFocused();
  await agent.context.close();
});

test("a signed-in player's conversation continues in another browser", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, 'chat');
  await page.goto('/');
  await signInWithForm(page, player);
  await openChat(page);
  const question = `Is my deposit credited? (${unique('chat')})`;
  await sendInChat(page, question);

  const other = await pageInNewContext(browser, page);
  await other.goto('/');
  await signInWithForm(other, player);
  const panel = await openChat(other);
  await expect(panel.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await chatShot(other, 'chat-widget-player');
  await other.context().close();
});
