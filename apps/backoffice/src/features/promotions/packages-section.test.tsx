// @vitest-environment happy-dom
import type { BackofficeBonus, BackofficeBonusPackage } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const PACKAGE_ID = '00000000-0000-4000-8000-0000000000d1';
const bonusId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const currency = (code: string, subunitToUnit: number, isBase = false) => ({
  code,
  name: code,
  type: 'fiat',
  isEnabled: true,
  isBase,
  subunitToUnit,
  rate: { rate: 1, rateTime: null },
  symbol: code,
  nativeCurrency: code,
  subCurrencies: [],
});

const terms = (percent: number, max: string): BackofficeBonus['terms'] => ({
  depositFrom: { EUR: '2000' },
  depositTo: {},
  afterFirstDeposit: false,
  oncePerWeek: false,
  percent,
  maxAmounts: { EUR: max },
  amounts: {},
  wagerMultiplier: 30,
  wagerDays: 7,
  activationDays: 30,
  weights: [],
  restrictedGames: [],
  maxBets: {},
  maxWins: {},
});

const bonus = (n: number, over: Partial<BackofficeBonus> = {}): BackofficeBonus => ({
  id: bonusId(n),
  slug: `deposit-${n}`,
  names: { en: `Deposit ${n}` },
  type: 2,
  trigger: 'deposit',
  packageId: null,
  packagePriority: null,
  terms: terms(n * 50, String(n * 10_000)),
  state: 'live',
  scheduledAt: '2026-12-01T09:00:00.000Z',
  startsAt: null,
  endsAt: null,
  endedAt: null,
  grantedCount: 0,
  createdAt: '2026-12-01T09:00:00.000Z',
  ...over,
});

const welcome: BackofficeBonusPackage = {
  id: PACKAGE_ID,
  slug: 'welcome',
  names: { en: 'Welcome package' },
  state: 'live',
  steps: [1, 2].map((n) => ({
    id: bonusId(n),
    slug: `deposit-${n}`,
    names: { en: `Deposit ${n}` },
    type: 2,
    state: 'live' as const,
    packagePriority: n,
    terms: terms(n * 50, String(n * 10_000)),
  })),
  createdAt: '2026-12-01T09:00:00.000Z',
};

const page = (rows: unknown[]) => ({
  status: 200,
  body: { data: rows, meta: { page: 1, perPage: 100, totalPages: 1, totalRows: rows.length } },
});

const routes = {
  'GET /api/settings/currencies': { status: 200, body: { data: [currency('EUR', 100, true)] } },
  'GET /api/backoffice/bonuses': page([
    bonus(1, { packageId: PACKAGE_ID, packagePriority: 1 }),
    bonus(2, { packageId: PACKAGE_ID, packagePriority: 2 }),
    bonus(3),
    bonus(4, { state: 'draft' }),
    bonus(5, { state: 'ended' }),
  ]),
  'GET /api/backoffice/bonus-packages': { status: 200, body: { data: [welcome] } },
};

describe('the packages on the promotions page', () => {
  it('makes a package of steps in order, refused in the form until it is whole, with the wallet’s view', async () => {
    const view = renderBackoffice('/promotions', {
      me: meOf('marketing'),
      routes: {
        ...routes,
        'POST /api/backoffice/bonus-packages': { status: 201, body: { data: welcome } },
      },
    });
    const table = await screen.findByTestId('packages-table');
    expect(within(table).getByText('Deposit 1 → Deposit 2')).toBeTruthy();
    expect(within(table).getByTestId('promotion-state').textContent).toBe('Live');

    fireEvent.click(screen.getByTestId('package-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    fireEvent.click(await within(dialog).findByTestId('package-save'));
    expect((await within(dialog).findByTestId('package-steps-error')).textContent).toBe('Choose at least 1.');
    expect(within(dialog).getByText('Required.')).toBeTruthy();
    expect(view.requests.some((request) => request.key === 'POST /api/backoffice/bonus-packages')).toBe(
      false,
    );

    // Only bonuses of no other package and not ended are offered as steps.
    const add = within(dialog).getByTestId('package-add-bonus') as HTMLSelectElement;
    expect([...add.options].map((option) => option.value)).toEqual(['', bonusId(3), bonusId(4)]);
    fireEvent.change(within(dialog).getByTestId('package-slug'), { target: { value: 'reload' } });
    fireEvent.change(within(dialog).getByTestId('package-name-en'), { target: { value: 'Reload package' } });
    for (const id of [bonusId(3), bonusId(4)]) {
      fireEvent.change(add, { target: { value: id } });
      fireEvent.click(within(dialog).getByTestId('package-add-step'));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }));
    expect(within(dialog).getByTestId('package-step-1').textContent).toContain('Deposit 4');

    // The wallet shows the live steps only, in order; the draft one is named as not shown yet.
    const preview = within(dialog).getByTestId('package-preview');
    expect(within(preview).getByText('Reload package')).toBeTruthy();
    expect(
      within(preview)
        .getAllByTestId('package-preview-step')
        .map((step) => step.textContent),
    ).toEqual(['Step 1 Deposit 3 150% up to 300.00 EUR']);
    expect(within(preview).getByTestId('package-preview-hidden').textContent).toContain('Deposit 4 (draft)');

    fireEvent.click(within(dialog).getByTestId('package-save'));
    await waitFor(() =>
      expect(view.requests.map((request) => request.key)).toContain('POST /api/backoffice/bonus-packages'),
    );
    expect(
      view.requests.find((request) => request.key === 'POST /api/backoffice/bonus-packages')!.body,
    ).toEqual({
      slug: 'reload',
      names: { en: 'Reload package' },
      bonusIds: [bonusId(4), bonusId(3)],
    });
  });

  it('puts the server’s 422 on the step it names, and shows support no editor', async () => {
    renderBackoffice('/promotions', {
      me: meOf('marketing'),
      routes: {
        ...routes,
        [`PUT /api/backoffice/bonus-packages/${PACKAGE_ID}`]: {
          status: 422,
          body: {
            error: {
              code: 10422,
              message: 'The given data was invalid.',
              fields: { 'bonusIds.1': ['Already a step of another package.'] },
            },
          },
        },
      },
    });
    fireEvent.click(await screen.findByTestId('package-edit-welcome'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the package' });
    expect(((await within(dialog).findByTestId('package-slug')) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(await within(dialog).findByTestId('package-save'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('package-step-2').textContent).toContain(
        'Already a step of another package.',
      ),
    );
    cleanup();

    renderBackoffice('/promotions', { me: meOf('support'), routes });
    expect(await screen.findByTestId('packages-table')).toBeTruthy();
    expect(screen.queryByTestId('package-new')).toBeNull();
    expect(screen.queryByTestId('package-edit-welcome')).toBeNull();
  });
});
