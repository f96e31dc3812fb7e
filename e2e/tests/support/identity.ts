import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { operatorHeaders } from './operator.ts';

type OutboxSms = { to: string; text: string; createdAt: string };
type OutboxEmail = { to: string; subject: string; text: string };
type Outbox = { sms: OutboxSms[]; emails: OutboxEmail[] };

let counter = 0;

/** A value no other test of this run uses (the database lives for the whole run). */
export function unique(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export const uniqueEmail = (tag: string) => `${unique(tag)}@example.com`;

/** A German mobile number (+49 176 ...) as typed into the phone box: 11 digits, unique in this run. */
export function uniqueGermanMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter % 100}`.padStart(8, '0').slice(-8);
  return `176${tail}`;
}

async function outbox(request: APIRequestContext): Promise<Outbox> {
  const response = await request.get('/api/operator/outbox.json', { headers: operatorHeaders });
  expect(response.ok(), 'the operator reads the outbox (OPERATOR_KEY)').toBe(true);
  return ((await response.json()) as { data: Outbox }).data;
}

/** The newest SMS code sent to a phone (E.164), waiting for it to arrive. */
export async function smsCode(request: APIRequestContext, phone: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await outbox(request)).sms.filter(
        (sms) => sms.to === phone && (!after || sms.createdAt > after),
      );
      const latest = messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
      code = latest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The first link to this site in the newest e-mail to `to` whose subject matches. */
export async function emailLink(request: APIRequestContext, to: string, subject: RegExp, path: RegExp) {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(request)).emails
        .filter((email) => email.to === to && subject.test(email.subject))
        .at(-1);
      link = mail?.text.match(/https?:\/\/[^\s]+/g)?.find((url) => path.test(new URL(url).pathname)) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export type Credentials = { email: string; password: string };

export const REGISTRATION_PASSWORD = 'anchor-2024';

/** Fills the e-mail registration form of the open sign-up modal. */
export async function fillEmailRegistration(page: Page, email: string, password = REGISTRATION_PASSWORD) {
  const modal = page.getByTestId('modal-sign-up');
  await modal.getByLabel('E-mail address').fill(email);
  await modal.getByLabel(/^Password/).fill(password);
  await modal.getByLabel(/^Repeat password/).fill(password);
  await modal.getByLabel('Date of birth').fill('1992-07-14');
  await modal.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
}

/** A player made through the API (faster than the form when the form is not what a test is about). */
export async function registerByApi(
  request: APIRequestContext,
  tag: string,
): Promise<Credentials & { nickname: string }> {
  const email = uniqueEmail(tag);
  const password = 'harbour-42';
  const response = await request.post('/api/player/register', {
    data: {
      email,
      password,
      password_confirmation: password,
      birthdate: '1990-04-12',
      agreements: true,
      locale: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { profile: { nickname: string } } };
  return { email, password, nickname: body.data.profile.nickname };
}

/** Signs in through the header button and the sign-in modal's e-mail tab. */
export async function signInWithForm(page: Page, { email, password }: Credentials) {
  const modal = page.getByTestId('modal-sign-in');
  // On a phone an alert (a bonus cancelled by a self-exclusion) can cover the header for a moment,
  // and a tap that lands as it fades opens the modal while Playwright still retries: retry the
  // tap only while the modal is closed.
  await expect(async () => {
    if (!(await modal.isVisible())) await page.getByTestId('header-sign-in').click({ timeout: 2_000 });
    await expect(modal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await modal.getByLabel('E-mail address').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByTestId('sign-in-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('header-nickname')).toBeAttached();
}

/**
 * Waits until the page has hydrated (the realtime socket connects after mount): a click on a link
 * while React is still taking over the server's HTML can be lost.
 */
export async function afterMount(page: Page) {
  await expect(page.locator('[data-realtime]')).toHaveAttribute('data-realtime', 'connected');
}

/** Opens the user nav and signs out. */
export async function signOut(page: Page) {
  await page.getByTestId('user-nav-toggle').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
}

/**
 * The session token the browser keeps: local storage and the server's cookie must agree, and the
 * cookie stays out of scripts' reach (HttpOnly, SameSite=Lax).
 */
export async function storedToken(page: Page): Promise<string | null> {
  const stored = await page.evaluate(() => window.localStorage.getItem('session-token'));
  const cookie = (await page.context().cookies()).find((item) => item.name === 'session-token');
  expect(cookie?.value ?? null).toBe(stored);
  if (cookie) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
  return stored;
}

/** The registration funnel steps pushed onto the tag manager's data layer so far. */
export async function registrationFunnel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: { event: string; step?: string }[] }).dataLayer ?? [];
    return layer.filter((item) => item.event === 'registration').map((item) => String(item.step));
  });
}

/** The visitor accepted cookies earlier: the cookie notice stays away (on a phone it covers a game's buttons). */
export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie-consent', value: '1', url: baseURL }]);
}
