import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { type Browser, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { E2E_OPERATOR_KEY } from './operator.ts';
import { waitForHydrationIn } from './test.ts';

const run = promisify(execFile);

/** Where back-office screenshots go when BACKOFFICE_SHOTS names a folder (none otherwise). */
const SHOTS = process.env.BACKOFFICE_SHOTS;

export async function backofficeShot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/**
 * The first owner, as an operator makes one: `npm run staff -- create-owner` against the running
 * server, with its operator key. Answers the enrolment link the command prints.
 */
export async function createOwnerWithCli(baseURL: string, email: string, name: string): Promise<string> {
  const { stdout } = await run(
    'npx',
    ['tsx', '../apps/server/src/cli/staff.ts', 'create-owner', '--email', email, '--name', name],
    { env: { ...process.env, OPERATOR_URL: baseURL, OPERATOR_KEY: E2E_OPERATOR_KEY }, timeout: 60_000 },
  );
  const link = stdout.match(/https?:\/\/\S+\/backoffice\/enrol\/\S+/)?.[0];
  if (!link) throw new Error(`create-owner printed no enrolment link:\n${stdout}`);
  return link;
}

const step = () => Math.floor(Date.now() / 30_000);

/**
 * An authenticator app for one secret: each call answers a code of a 30-second step not used before
 * (the server refuses a step it accepted already), waiting for the next step when it must. The step
 * ahead passes too (clock drift), so two codes come at once, the third after up to 30 s.
 */
export function authenticator(secret: string) {
  const key = decodeBase32IgnorePadding(secret);
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    let next = Math.max(step(), last + 1);
    if (next > step() + 1) {
      await new Promise((resolve) => setTimeout(resolve, (next - 1) * 30_000 - Date.now() + 200));
      next = Math.max(step(), last + 1);
    }
    last = next;
    return generateHOTP(key, BigInt(next), 6);
  };
}

/** Six digits no authenticator shows (but one step in a million): the wrong-code checks. */
export const WRONG_CODE = '000000';

/**
 * A one-page utility bill as a PDF: a dark band across the middle of the page and a line of text, so
 * a viewer that really drew it has dark pixels at the page's centre.
 */
export function utilityBillPdf(): Buffer {
  const content = '0.1 0.2 0.4 rg 40 300 515 240 re f BT /F1 24 Tf 0 0 0 rg 60 700 Td (Utility bill) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export type StaffPerson = { email: string; name: string; password: string };

/** Opens an enrolment link and completes it: the secret read from the page, a password, a first code. */
export async function enrol(page: Page, link: string, person: StaffPerson, shot?: string) {
  await page.goto(link);
  const who = page.getByTestId('enrolment-for');
  await expect(who).toContainText(person.name);
  await expect(who).toContainText(person.email);
  await expect(page.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
  if (shot) {
    await expectNoSeriousViolations(page, 'enrolment');
    await backofficeShot(page, shot);
  }
  const code = authenticator((await page.getByTestId('totp-secret').textContent()) ?? '');
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Repeat the password').fill(person.password);
  await page.getByLabel('Code from your authenticator app').fill(await code());
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  return code;
}

/** Someone else's browser: a context of its own on the same site and viewport. */
export async function pageInNewContext(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  waitForHydrationIn(context);
  return context.newPage();
}

/**
 * An owner's invite from the staff page: the person's name, e-mail and role, confirmed with a fresh
 * code. Answers the enrolment link the dialog shows once.
 */
export async function inviteStaff(
  page: Page,
  ownerCode: () => Promise<string>,
  person: StaffPerson,
  roleLabel: string,
): Promise<string> {
  await page.goto('/backoffice/staff');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill(person.name);
  await invite.getByLabel('E-mail').fill(person.email);
  await invite.getByLabel('Role').selectOption({ label: roleLabel });
  await invite.getByLabel('Code from your authenticator app').fill(await ownerCode());
  await invite.getByRole('button', { name: 'Create the invite' }).click();
  const linkBox = page.getByTestId('enrolment-url');
  await expect(linkBox).toHaveValue(/\/backoffice\/enrol\//);
  const link = await linkBox.inputValue();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  return link;
}

/** Every page of the back office's menu in its order, those in closed groups too. */
export const menuLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { includeHidden: true });

/** Opens a page from the back office's menu: its group first, when it is in a closed one. */
export async function openFromMenu(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const named = { name: label, exact: true, includeHidden: true };
  const link = nav.getByRole('link', named);
  // The menu comes once the shell knows who is signed in: look for the link's group only then.
  await link.waitFor({ state: 'attached' });
  // `has` is looked for inside each group: a locator from the page, not from the menu.
  const group = nav
    .locator('[data-menu-group]')
    .filter({ has: page.getByRole('link', named) })
    .getByRole('button');
  if ((await group.count()) > 0 && (await group.getAttribute('aria-expanded')) !== 'true')
    await group.click();
  await link.click();
}
