import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations, expectNoSeriousViolationsIn } from './support/axe.ts';
import {
  backofficeShot,
  createOwnerWithCli,
  enrol,
  menuLinks,
  openFromMenu,
  pageInNewContext,
  utilityBillPdf,
  WRONG_CODE,
} from './support/backoffice.ts';
import { signInByApi } from './support/games.ts';
import { acceptCookies, afterMount, registerByApi, unique } from './support/identity.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's foundation at 1280 and 768 px (decision 0038): the first owner from the command,
 * enrolled through the link; a finance agent invited, enrolled and limited to what finance may; a role
 * changed with a fresh code; an API key created and revoked; the audit log showing all of it.
 */

async function openDialog(page: Page, button: string, title: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the first owner enrols, invites a finance agent who approves a player’s withdrawal (paid live on the player’s page), changes their role and reads it all in the audit log', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = unique('bo');
  const owner = {
    email: `${tag}-owner@example.com`,
    name: `Olive Owner ${tag}`,
    password: 'owner password 123',
  };
  const agent = {
    email: `${tag}-agent@example.com`,
    name: `Fay Finance ${tag}`,
    password: 'agent password 123',
  };

  // The owner: the command's link, then a sign-in of their own with a code.
  const ownerCode = await enrol(
    page,
    await createOwnerWithCli(baseURL!, owner.email, owner.name),
    owner,
    'enrolment',
  );
  await expect(menuLinks(page)).toHaveText([
    'Home',
    'Players',
    'KYC queue',
    'Responsible gaming',
    'Withdrawals',
    'Adjustments',
    'Sandbox deposits',
    'Promotions',
    'Tournaments',
    'Tournament series',
    'Quests',
    'Wheels',
    'Loyalty',
    'Banners',
    'Live chat',
    'Reports',
    'Staff',
    'API keys',
    'Audit log',
    'Settings',
  ]);
  await expectNoSeriousViolations(page, 'home (owner)');
  await backofficeShot(page, 'home-owner');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status')).toHaveText('You have signed out.');
  await page.goto('/backoffice/staff');
  await expect(page).toHaveURL(/\/backoffice\/sign-in\?next=%2Fstaff/);
  await expectNoSeriousViolations(page, 'sign-in');
  await backofficeShot(page, 'sign-in');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not correct.');
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeField = page.getByLabel('Code from your authenticator app');
  await codeField.fill(WRONG_CODE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/The code is not correct/)).toBeVisible();
  await backofficeShot(page, 'sign-in-code');
  await codeField.fill(await ownerCode());
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the page asked for: the staff list, and an invite with its link shown once.
  await expect(page).toHaveURL(/\/backoffice\/staff$/);
  await expect(page.getByTestId('staff-table')).toContainText(owner.email);
  await expectNoSeriousViolations(page, 'staff');
  await backofficeShot(page, 'staff');
  const invite = await openDialog(page, 'Invite someone', 'Invite someone');
  await invite.getByLabel('Name').fill(agent.name);
  await invite.getByLabel('E-mail').fill(agent.email);
  await invite.getByLabel('Role').selectOption({ label: 'Finance' });
  await expectNoSeriousViolationsIn(page, ['dialog[open]'], 'invite dialog');
  await backofficeShot(page, 'staff-invite');
  await invite.getByLabel('Code from your authenticator app').fill(await ownerCode());
  await invite.getByRole('button', { name: 'Create the invite' }).click();
  const linkBox = page.getByTestId('enrolment-url');
  await expect(linkBox).toHaveValue(/\/backoffice\/enrol\//);
  const agentLink = await linkBox.inputValue();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('dialog').getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(agentLink);
  await backofficeShot(page, 'staff-invite-link');
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByTestId('staff-table').getByRole('row', { name: new RegExp(agent.name) }),
  ).toContainText('Invited');

  // The agent, in a browser of their own: enrols and sees only what finance may.
  const agentPage = await pageInNewContext(browser, page);
  await enrol(agentPage, agentLink, agent);
  // The server runs the sandbox provider (PAYMENT_SANDBOX=operator): its deposits have a page.
  await expect(menuLinks(agentPage)).toHaveText([
    'Home',
    'Players',
    'KYC queue',
    'Withdrawals',
    'Adjustments',
    'Sandbox deposits',
    'Reports',
  ]);
  await expect(agentPage.getByTestId('permissions')).toContainText('Approve and decline withdrawals');
  await expect(agentPage.getByTestId('permissions')).not.toContainText('See the staff list');
  await expectNoSeriousViolations(agentPage, 'home (finance)');
  await backofficeShot(agentPage, 'home-finance');
  await agentPage.goto('/backoffice/audit');
  await expect(agentPage.getByTestId('not-permitted')).toBeVisible();
  await backofficeShot(agentPage, 'not-permitted');

  // A player withdraws; the finance agent sees its flags and approves; the player's history shows it
  // paid live (the invoice push, no reload).
  const playerPage = await pageInNewContext(browser, page);
  await acceptCookies(playerPage.context(), baseURL!);
  const player = await signInByApi(playerPage, request, baseURL!, `${tag}-payee`);
  const asPlayer = { headers: { authorization: `Bearer ${player.token}` } };
  const [account] = (
    (await (await request.get('/api/wallet/accounts', asPlayer)).json()) as {
      data: { id: string }[];
    }
  ).data;
  const payment = { currency: 'EUR', country: 'DE', accountId: account!.id };
  const deposit = await request.post('/api/payment/invoices/deposit', {
    ...asPlayer,
    data: { ...payment, method: 'sandbox_card', amount: 50, isBonusDecline: true },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  // The sandbox deposit waits for a tester: the finance agent approves it on its page.
  await agentPage.goto('/backoffice/');
  await openFromMenu(agentPage, 'Sandbox deposits');
  const waiting = agentPage.getByRole('row', { name: new RegExp(player.nickname) });
  await expect(waiting).toContainText('50.00 EUR');
  await expectNoSeriousViolations(agentPage, 'sandbox deposits');
  await backofficeShot(agentPage, 'sandbox-deposits');
  await waiting.getByRole('button', { name: /^Approve: deposit/ }).click();
  await expect(waiting).toHaveCount(0);
  const withdrawal = await request.post('/api/payment/invoices/withdrawal', {
    ...asPlayer,
    data: { ...payment, method: 'sandbox_card', amount: 20, fields: {} },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const withdrawalId = ((await withdrawal.json()) as { data: { invoiceId: string } }).data.invoiceId;
  await playerPage.goto('/profile/history');
  await afterMount(playerPage);
  const paidRow = playerPage.locator(`[data-testid="invoice-row"][data-invoice-id="${withdrawalId}"]`);
  await expect(paidRow).toHaveAttribute('data-status', 'pending');

  await agentPage.goto('/backoffice/');
  await openFromMenu(agentPage, 'Withdrawals');
  const queued = agentPage.getByRole('row', { name: new RegExp(player.nickname) });
  await expect(queued).toContainText('20.00 EUR');
  await expect(queued).toContainText('First withdrawal');
  await expectNoSeriousViolations(agentPage, 'withdrawals');
  await backofficeShot(agentPage, 'withdrawals');
  await queued.getByRole('button', { name: /^Approve: withdrawal/ }).click();
  const approval = agentPage.getByRole('dialog');
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approval).toBeHidden();
  await expect(queued).toHaveCount(0);
  await expect(paidRow).toHaveAttribute('data-status', 'success');
  await backofficeShot(playerPage, 'player-history-paid');
  await playerPage.context().close();

  // The owner changes the agent's role: a wrong code is refused on its field, a fresh one passes.
  await page.reload();
  const agentRow = page.getByTestId('staff-table').getByRole('row', { name: new RegExp(agent.name) });
  await expect(agentRow).toContainText('Active');
  const change = await openDialog(page, `Change role: ${agent.name}`, `Change the role of ${agent.name}`);
  await change.getByLabel('New role').selectOption({ label: 'Read-only' });
  await change.getByLabel('Reason (optional)').fill(`Moves to reporting (${tag})`);
  await change.getByLabel('Code from your authenticator app').fill(WRONG_CODE);
  await change.getByRole('button', { name: 'Change the role' }).click();
  await expect(change.getByText(/The code is not correct/)).toBeVisible();
  await expectNoSeriousViolationsIn(page, ['dialog[open]'], 'change-role dialog');
  await backofficeShot(page, 'staff-change-role');
  await change.getByLabel('Code from your authenticator app').fill(await ownerCode());
  await change.getByRole('button', { name: 'Change the role' }).click();
  await expect(change).toBeHidden();
  await expect(agentRow).toContainText('Read-only');

  // The agent's next page follows the new role.
  await agentPage.goto('/backoffice/');
  await expect(menuLinks(agentPage)).toHaveText([
    'Home',
    'Players',
    'KYC queue',
    'Responsible gaming',
    'Withdrawals',
    'Adjustments',
    'Sandbox deposits',
    'Promotions',
    'Tournaments',
    'Tournament series',
    'Quests',
    'Wheels',
    'Loyalty',
    'Banners',
    'Live chat',
    'Reports',
    'Staff',
    'Audit log',
    'Settings',
  ]);
  await agentPage.context().close();

  // An API key: created with a scope and a fresh code, its secret shown once, then revoked.
  await openFromMenu(page, 'API keys');
  const keyName = `Reconciliation ${tag}`;
  const create = await openDialog(page, 'Create a key', 'Create an API key');
  await create.getByLabel('Name').fill(keyName);
  await create.getByRole('checkbox', { name: /payments\.read/ }).check();
  await expectNoSeriousViolationsIn(page, ['dialog[open]'], 'create-key dialog');
  await backofficeShot(page, 'api-keys-create');
  await create.getByLabel('Code from your authenticator app').fill(await ownerCode());
  await create.getByRole('button', { name: 'Create the key' }).click();
  await expect(page.getByTestId('api-key-secret-value')).toHaveValue(/.{20,}/);
  await backofficeShot(page, 'api-keys-secret');
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  const keyRow = page.getByTestId('api-keys-table').getByRole('row', { name: new RegExp(keyName) });
  await expect(keyRow).toContainText('payments.read');
  await expectNoSeriousViolations(page, 'API keys');
  await backofficeShot(page, 'api-keys');
  const revoke = await openDialog(page, `Revoke: ${keyName}`, `Revoke ${keyName}`);
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(keyRow).toContainText('Revoked');

  // The audit log: every one of those actions, the role change's before and after.
  await openFromMenu(page, 'Audit log');
  await page.getByLabel('Action').fill('staff.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=staff\./);
  const log = page.getByTestId('audit-table');
  for (const action of ['staff.invite', 'staff.enrolment.complete', 'staff.sign-in', 'staff.role.change'])
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  // The other viewport's journey writes to the same log: this journey's row is the one with its reason.
  const roleChange = log.getByRole('row', { name: new RegExp(`staff\\.role\\.change.*${tag}`) });
  await roleChange.getByRole('button', { name: /Show the change/ }).click();
  const diff = log.getByRole('table', { name: /Fields changed by entry/ });
  await expect(diff.getByRole('row', { name: /role/ })).toContainText('finance');
  await expect(diff.getByRole('row', { name: /role/ })).toContainText('read-only');
  await expect(roleChange).toContainText(`Moves to reporting (${tag})`);
  await expectNoSeriousViolations(page, 'audit log');
  await backofficeShot(page, 'audit');
  await page.getByLabel('Action').fill('api-key.');
  await page.getByRole('button', { name: 'Apply' }).click();
  for (const action of ['api-key.revoke', 'api-key.create'])
    await expect(
      log.getByRole('row', { name: new RegExp(`${owner.name}.*${action.replace('.', '\\.')}`) }),
    ).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Actor kind').selectOption({ label: 'Bootstrap key' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(log.getByRole('row', { name: /staff\.invite/ }).first()).toBeVisible();
});

/** A passport photo as a phone takes it (a real JPEG). */
const passportPhoto = () =>
  sharp({ create: { width: 900, height: 640, channels: 3, background: { r: 32, g: 64, b: 128 } } })
    .jpeg()
    .toBuffer();

test('the owner finds a player, sets a deposit limit, credits goodwill (listed under adjustments and in the player’s history), writes a note, rejects their passport (the reason reaches their inbox) and blocks them', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = unique('bo360');
  const owner = {
    email: `${tag}-owner@example.com`,
    name: `Ona Owner ${tag}`,
    password: 'owner password 123',
  };
  const ownerCode = await enrol(page, await createOwnerWithCli(baseURL!, owner.email, owner.name), owner);
  const player = await registerByApi(request, tag);
  const signedIn = await request.post('/api/player/sessions', {
    data: { login: player.email, password: player.password },
  });
  const token = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const asPlayer = { headers: { authorization: `Bearer ${token}` } };

  await openFromMenu(page, 'Players');
  await page.getByLabel('Search').fill(player.email.slice(0, player.email.indexOf('@') + 1).toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/backoffice\/players\?q=/);
  await expect(page.getByRole('status')).toContainText('found by the start of the e-mail address');
  await expectNoSeriousViolations(page, 'player search');
  await backofficeShot(page, 'players-search');
  await page.getByTestId('player-search-results').getByRole('link', { name: player.nickname }).click();

  await expect(page.getByRole('heading', { name: player.nickname })).toBeVisible();
  await expect(page.getByTestId('player-status')).toHaveText('Active');
  await expect(page.getByTestId('player-accounts')).toContainText('0.00 EUR');
  await expect(page.getByTestId('player-sessions').getByRole('row')).not.toHaveCount(1);

  const limit = await openDialog(page, 'Set a limit', 'Set a limit for the player');
  await limit.getByLabel('Amount').fill('50');
  await limit.getByLabel('Reason').fill(`Affordability call (${tag})`);
  await expectNoSeriousViolationsIn(page, ['dialog[open]'], 'set-limit dialog');
  await backofficeShot(page, 'player-set-limit');
  await limit.getByRole('button', { name: 'Set the limit' }).click();
  await expect(limit).toBeHidden();
  await expect(page.getByTestId('player-limits')).toContainText('50.00 EUR');
  const limits = await request.get('/api/player/limits', asPlayer);
  expect(((await limits.json()) as { data: { amount: number }[] }).data).toEqual([
    expect.objectContaining({ definition: 3, amount: 50, currency: 'EUR' }),
  ]);

  // A goodwill credit, below the four-eyes threshold: applied at once through the ledger.
  const adjust = await openDialog(page, 'Adjust a balance', 'Adjust a balance');
  await adjust.getByLabel('Amount').fill('30');
  await adjust.getByLabel('Comment').fill(`Goodwill for a late payout (${tag})`);
  await adjust.getByLabel('Code from your authenticator app').fill(await ownerCode());
  await backofficeShot(page, 'player-adjust');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust).toBeHidden();
  await expect(page.getByTestId('player-accounts')).toContainText('30.00 EUR');
  const wallet = await request.get('/api/wallet/accounts', asPlayer);
  const account = ((await wallet.json()) as { data: { id: string; realBalance: number }[] }).data[0]!;
  expect(account.realBalance).toBe(30);

  // The credit in the adjustments list, and in the player's own history (no staff comment there).
  const playerUrl = page.url();
  await openFromMenu(page, 'Adjustments');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const adjusted = page.getByTestId('adjustments-table').getByRole('row', { name: new RegExp(player.email) });
  await expect(adjusted).toContainText('+30.00 EUR');
  await expect(adjusted).toContainText('Applied');
  await expectNoSeriousViolations(page, 'adjustments');
  await backofficeShot(page, 'adjustments');
  const own = await request.get('/api/wallet/adjustments', asPlayer);
  expect(((await own.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ kind: 'adjustment.credit', amount: 30, reasonCode: 'goodwill' }),
  ]);
  await page.goto(playerUrl);

  // The page settled (its notes read: none yet) before typing, so no re-render drops what was typed.
  await expect(page.getByRole('region', { name: 'Staff notes' }).getByText('No note yet.')).toBeVisible();
  const newNote = page.getByLabel('New note');
  await newNote.fill(`Asked for a lower limit on the phone (${tag}).`);
  await expect(newNote).toHaveValue(`Asked for a lower limit on the phone (${tag}).`);
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByTestId('player-notes')).toContainText(`(${tag}).`);
  await expect(page.getByTestId('player-notes')).toContainText(owner.name);

  // The player's passport, rejected from the KYC queue: the reason reaches the player's inbox.
  const uploaded = await request.post('/api/player/documents', {
    ...asPlayer,
    multipart: {
      type: 'passport',
      file: { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await passportPhoto() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const bill = await request.post('/api/player/documents', {
    ...asPlayer,
    multipart: {
      type: 'utility-bill',
      file: { name: 'bill.pdf', mimeType: 'application/pdf', buffer: utilityBillPdf() },
    },
  });
  expect(bill.status(), await bill.text()).toBe(201);
  await openFromMenu(page, 'KYC queue');
  // The PDF drawn by pdf.js on a canvas: dark pixels where the bill has its band.
  await page.getByRole('button', { name: `View the utility bill of ${player.nickname}` }).click();
  const pdfPage = page.getByRole('img', { name: 'Page 1' });
  await expect(page.getByText('1 page', { exact: true })).toBeVisible();
  const centre = await pdfPage.evaluate((canvas: HTMLCanvasElement) => {
    const pixel = canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    return [pixel[0], pixel[1], pixel[2]];
  });
  expect(Math.max(...(centre as number[]))).toBeLessThan(140);
  await backofficeShot(page, 'kyc-queue-pdf');
  await page.getByRole('button', { name: `View the passport of ${player.nickname}` }).click();
  await expect(page.getByRole('img', { name: /Passport/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'KYC queue');
  await backofficeShot(page, 'kyc-queue');
  const reject = await openDialog(page, 'Reject…', 'Reject the document');
  await reject.getByLabel('Reason').fill(`The photo is too dark (${tag})`);
  await reject.getByRole('button', { name: 'Reject the document' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByRole('button', { name: `View the passport of ${player.nickname}` })).toHaveCount(0);
  await expect
    .poll(async () => {
      const inbox = await request.get('/api/notification/messenger/messages', asPlayer);
      return JSON.stringify((await inbox.json()) as unknown);
    })
    .toContain(`The photo is too dark (${tag})`);
  await page.goto(playerUrl);

  const status = await openDialog(page, 'Change status', 'Change the account status');
  await status.getByLabel('New status').selectOption({ label: 'Blocked' });
  await status.getByRole('button', { name: 'Change the status' }).click();
  await expect(status.getByText(/at least 1|required/i)).toBeVisible();
  await status.getByLabel('Reason').fill(`Chargeback (${tag})`);
  await backofficeShot(page, 'player-block');
  await status.getByRole('button', { name: 'Change the status' }).click();
  await expect(status).toBeHidden();
  await expect(page.getByTestId('player-status')).toHaveText('Blocked');
  // Every session is listed, open or ended: a block ends them all.
  await expect(page.getByTestId('player-sessions').getByText('Open', { exact: true })).toHaveCount(0);
  expect((await request.get('/api/player/profile', asPlayer)).status()).toBe(401);
  await expectNoSeriousViolations(page, 'player 360');
  await backofficeShot(page, 'player-360');

  await openFromMenu(page, 'Audit log');
  await page.getByLabel('Action').fill('players.');
  await page.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByTestId('audit-table');
  await expect(
    log.getByRole('row', { name: new RegExp(`players\\.status\\.set.*Chargeback \\(${tag}`) }),
  ).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`players\\.limit\\.create.*${tag}`) })).toBeVisible();
});
