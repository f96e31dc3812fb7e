import { type Browser, expect, type Page } from '@playwright/test';
import { createOwnerWithCli, enrol, openFromMenu } from './backoffice.ts';
import { waitForHydrationIn } from './test.ts';

/** What the visitor sees of the chat (the viewport: the panel is fixed to it), into BACKOFFICE_SHOTS. */
export async function chatShot(page: Page, name: string) {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** The chat panel of a page of the site, opened from the launcher. */
export async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return panel;
}

export async function sendInChat(page: Page, text: string) {
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await panel.getByRole('textbox', { name: 'Your message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute(
    'data-delivery',
    'stored',
  );
}

/**
 * An agent at a desktop of their own (a context at 1280 px): a new owner, enrolled, on the live
 * chat console.
 */
export async function agentConsole(browser: Browser, baseURL: string, tag: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  waitForHydrationIn(context);
  const page = await context.newPage();
  const owner = {
    email: `${tag}-agent@example.com`,
    name: `Ada Agent ${tag}`,
    password: 'agent password 123',
  };
  await enrol(page, await createOwnerWithCli(baseURL, owner.email, owner.name), owner);
  await openFromMenu(page, 'Live chat');
  await expect(page.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
  return { page, context, owner };
}

/** The agent takes the waiting conversation whose last message is `text` and answers it. */
export async function takeAndAnswer(agent: Page, question: string, answer: string) {
  const row = agent.getByTestId('chat-waiting').getByTestId('chat-queue-row').filter({ hasText: question });
  await row.getByRole('button', { name: 'Take' }).click();
  await expect(agent.getByTestId('chat-thread')).toContainText(question);
  await agent.getByTestId('chat-staff-text').fill(answer);
  await agent.getByTestId('chat-staff-composer').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(agent.getByTestId('chat-thread-message').filter({ hasText: answer })).toHaveAttribute(
    'data-delivery',
    'stored',
  );
}
