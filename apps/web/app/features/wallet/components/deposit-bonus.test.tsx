// @vitest-environment happy-dom
import { type Bonus, ErrorCode, type Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider } from '../../../components/alerts/alert-queue.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { type Call, errorReply, fakeApi, offer, type Reply } from '../../bonuses/test/bonuses-harness.tsx';
import { depositSession } from '../lib/deposit-session.ts';
import { method, player, renderInSite } from '../test/wallet-harness.tsx';
import { WalletModal } from './wallet-modal.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const OFFERS = 'GET /api/game/bonuses';
const CODES = '/api/game/bonuses/bonuscodes';
const DEPOSIT = 'POST /api/payment/invoices/deposit';
const spins = (id: string, minDeposit: number, maxDeposit: number | null, quantity: number) =>
  offer(id, {
    type: 3,
    minDeposit,
    maxDeposit,
    assignConditions: {
      ...offer(id).assignConditions,
      depositPercentage: null,
      presets: [{ quantity, betAmount: 0.2 }],
    },
  });
/** Free Spins Friday's tiers: 20 to 49.99, 50 to 99.99, 100 and more. */
const TIERS = [spins('fs-30', 20, 49.99, 30), spins('fs-60', 50, 99.99, 60), spins('fs-100', 100, null, 100)];

type Options = {
  offers?: Bonus[];
  declineByDefault?: boolean;
  crypto?: boolean;
  routes?: Record<string, Reply | ((call: Call) => Reply)>;
};

/** The wallet harness's page is German: amounts read "50,00 EUR". */
function openDeposit({ offers = [], declineByDefault = false, crypto = false, routes = {} }: Options) {
  const bank = { ...method('iframe'), amountMin: 10, amountMax: 1000 };
  const account = crypto ? { currency: 'BTC' } : { currency: 'EUR' };
  const api = fakeApi({
    'GET /api/settings/countries': { body: { data: [] } },
    'GET /api/payment/methods/deposit': { body: { data: [bank] } },
    'GET /api/settings/constants': {
      body: { data: { game: { bonus: { depositBonusDeclineDefault: declineByDefault } } } },
    },
    [OFFERS]: { body: { data: offers } },
    [`GET ${CODES}`]: { body: { data: [] } },
    [DEPOSIT]: {
      body: { data: { invoiceId: 'inv-1', action: null, fields: {}, method: bank.method, type: 'form' } },
    },
    ...(crypto
      ? {
          'GET /api/wallet/accounts': {
            body: {
              data: [
                {
                  id: 'acc-2',
                  status: 1,
                  ...account,
                  balance: 0,
                  realBalance: 0,
                  bonusBalance: 0,
                  lockedBalance: 0,
                  withdrawalBalance: 0,
                  isActive: true,
                },
              ],
            },
          },
        }
      : {}),
    ...routes,
  });
  fake.api = api.api;
  fake.player = player(1);
  const site = renderInSite(
    <AlertProvider>
      <WalletModal value="deposit" close={vi.fn()} setCloseGuard={vi.fn()} />
    </AlertProvider>,
    { profile: fake.player },
  );
  return { ...site, ...api };
}

const radios = () => screen.getAllByRole('radio') as HTMLInputElement[];
const checkedNames = () =>
  radios()
    .filter((radio) => radio.checked)
    .map((radio) => radio.closest('label')?.textContent);
const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement;
const typeAmount = (value: string) => fireEvent.change(amountField(), { target: { value } });
const submit = () => screen.getByTestId('wallet-submit') as HTMLButtonElement;
const depositBody = (calls: Call[]) =>
  calls.find((call) => `${call.method} ${call.path}` === DEPOSIT)?.body as
    | Record<string, unknown>
    | undefined;

describe('the deposit bonus selector', () => {
  afterEach(() => {
    cleanup();
    depositSession.clearBonus();
  });

  it('asks for the offers in the active currency and selects the first affordable one', async () => {
    const { calls } = openDeposit({
      offers: [offer('huge', { minDeposit: 5000 }), offer('welcome'), ...TIERS],
    });
    await screen.findByTestId('wallet-bonus-slot');
    expect(calls.find((call) => call.path === '/api/game/bonuses')?.query).toBe('currency=EUR');
    expect(checkedNames()).toEqual(['Offer welcome100% up to 500,00 EUR']);
  });

  it('shows each offer with its name and value, and an out-of-range one disabled with its range', async () => {
    openDeposit({ offers: TIERS });
    await screen.findByTestId('wallet-bonus-slot');
    const options = screen.getAllByTestId('wallet-bonus-option');
    expect(options.map((option) => option.querySelector('.bonus-slot__value')?.textContent)).toEqual([
      '+30 free spins',
      '+60 free spins',
      '+100 free spins',
    ]);
    expect(radios().map((radio) => radio.disabled)).toEqual([true, false, true, false]);
    expect(options[0]!.textContent).toContain('For deposits from 20,00 EUR to 49,99 EUR');
  });

  it('starts at the default preset, and the button shows the amount and the bonus', async () => {
    openDeposit({ offers: TIERS });
    await screen.findByTestId('wallet-bonus-slot');
    expect(amountField().value).toBe('50');
    expect(checkedNames()).toEqual(['Offer fs-60+60 free spins']);
    expect(submit().textContent).toBe('Deposit 50,00 EUR, bonus: +60 free spins');
  });

  it("starts at the bonus's minimum deposit when it is greater than the default preset", async () => {
    openDeposit({ offers: [offer('big', { minDeposit: 100 })] });
    await screen.findByTestId('wallet-bonus-slot');
    expect(amountField().value).toBe('100');
  });

  it('chooses the next eligible bonus when the amount leaves the range, then decline below them all', async () => {
    openDeposit({ offers: TIERS });
    await screen.findByTestId('wallet-bonus-slot');
    typeAmount('150');
    await waitFor(() => expect(checkedNames()).toEqual(['Offer fs-100+100 free spins']));
    typeAmount('15');
    await waitFor(() => expect(checkedNames()).toEqual(['No bonus this time']));
    typeAmount('25');
    await waitFor(() => expect(checkedNames()).toEqual(['Offer fs-30+30 free spins']));
  });

  it('sends the chosen bonus with the deposit (bonusId, isBonusDecline false)', async () => {
    const { calls } = openDeposit({ offers: [offer('welcome')] });
    await screen.findByTestId('wallet-bonus-slot');
    fireEvent.click(submit());
    await waitFor(() => expect(depositBody(calls)).toBeDefined());
    expect(depositBody(calls)).toMatchObject({ bonusId: 'welcome', isBonusDecline: false });
  });

  it('starts declined when the settings say so, and sends isBonusDecline', async () => {
    const { calls } = openDeposit({ offers: [offer('welcome')], declineByDefault: true });
    await screen.findByTestId('wallet-bonus-slot');
    expect(checkedNames()).toEqual(['No bonus this time']);
    expect(submit().textContent).toBe('Deposit 50,00 EUR');
    fireEvent.click(submit());
    await waitFor(() => expect(depositBody(calls)).toMatchObject({ bonusId: null, isBonusDecline: true }));
  });

  it('checks no range for crypto', async () => {
    openDeposit({ offers: TIERS, crypto: true });
    await screen.findByTestId('wallet-bonus-slot');
    expect(radios().some((radio) => radio.disabled)).toBe(false);
    expect(checkedNames()).toEqual(['Offer fs-30+30 free spins']);
  });

  it("opens an offer's terms in wallet-bonus-info", async () => {
    const { flags } = openDeposit({ offers: [offer('welcome')] });
    fireEvent.click(await screen.findByRole('button', { name: 'Terms of Offer welcome' }));
    await waitFor(() => expect(flags()).toContain('wallet-bonus-info'));
  });
});

describe('the deposit bonus code', () => {
  afterEach(() => {
    cleanup();
    depositSession.clearBonus();
  });

  const openCode = async () => {
    fireEvent.click(await screen.findByTestId('deposit-code-toggle'));
  };

  it('opens in place of a bonus: no bonus chosen, none declined', async () => {
    const { calls } = openDeposit({ offers: [offer('welcome')] });
    await openCode();
    expect(checkedNames()).toEqual([]);
    expect(screen.getByTestId('deposit-code-toggle').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(submit());
    await waitFor(() => expect(depositBody(calls)).toMatchObject({ bonusId: null, isBonusDecline: false }));
  });

  it('says, before the player pays, that a code takes the place of the welcome package step (issue 28, item 10)', async () => {
    const welcome = offer('welcome-1', { package: { id: 'welcome', name: 'Welcome package' } });
    openDeposit({ offers: [welcome] });
    await openCode();
    expect((await screen.findByTestId('deposit-code-replaces-step')).textContent).toBe(
      'A code used with this deposit takes the place of Offer welcome-1 from the Welcome package: that step is not given, and it is not offered again.',
    );
  });

  it('says nothing of a package when no package step is on offer', async () => {
    openDeposit({ offers: [offer('reload')] });
    await openCode();
    expect(screen.queryByTestId('deposit-code-replaces-step')).toBeNull();
  });

  it('closes when a bonus is chosen, and closing it selects the bonus again', async () => {
    openDeposit({ offers: [offer('welcome')] });
    await openCode();
    fireEvent.click(radios()[0]!);
    await waitFor(() => expect(screen.queryByTestId('bonus-code-input')).toBeNull());
    await openCode();
    fireEvent.click(screen.getByTestId('deposit-code-toggle'));
    await waitFor(() => expect(checkedNames()).toEqual(['Offer welcome100% up to 500,00 EUR']));
  });

  it('sends the code for this deposit (trigger 3); Enter does not send the deposit', async () => {
    const { calls } = openDeposit({
      routes: {
        [`POST ${CODES}`]: {
          body: {
            data: {
              id: 'c1',
              playerId: 'p1',
              bonusCode: 'SPRING',
              trigger: 3,
              status: 1,
              result: null,
              createdAt: '',
            },
          },
        },
      },
    });
    await openCode();
    fireEvent.change(screen.getByTestId('bonus-code-input'), { target: { value: 'SPRING' } });
    fireEvent.keyDown(screen.getByTestId('bonus-code-input'), { key: 'Enter' });
    await screen.findByText('Code saved');
    expect(calls.find((call) => call.method === 'POST' && call.path === CODES)?.body).toEqual({
      bonusCode: 'SPRING',
      trigger: 3,
    });
    expect(depositBody(calls)).toBeUndefined();
  });

  it('raises the alert of an incorrect code (status 3)', async () => {
    openDeposit({
      routes: {
        [`POST ${CODES}`]: {
          body: {
            data: {
              id: 'c1',
              playerId: 'p1',
              bonusCode: 'X',
              trigger: 3,
              status: 3,
              result: null,
              createdAt: '',
            },
          },
        },
      },
    });
    await openCode();
    fireEvent.change(screen.getByTestId('bonus-code-input'), { target: { value: 'X' } });
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
    expect(await screen.findByText('Code not recognised')).toBeTruthy();
  });

  it('locks the input on HTTP 400 with code 5', async () => {
    openDeposit({ routes: { [`POST ${CODES}`]: errorReply(400, ErrorCode.bonusCodeLocked) } });
    await openCode();
    fireEvent.change(screen.getByTestId('bonus-code-input'), { target: { value: 'X' } });
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
    await screen.findByTestId('bonus-code-locked');
    expect((screen.getByTestId('bonus-code-input') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows a code waiting for this deposit, open, with a way to remove it', async () => {
    const waiting = {
      id: 'c1',
      playerId: 'p1',
      bonusCode: 'SPRING',
      trigger: 3,
      status: 1,
      result: null,
      createdAt: '',
    };
    let removed = false;
    const { calls } = openDeposit({
      offers: [offer('welcome')],
      routes: {
        [`GET ${CODES}`]: () => ({ body: { data: removed ? [] : [waiting] } }),
        [`DELETE ${CODES}`]: () => {
          removed = true;
          return { body: { data: {} } };
        },
      },
    });
    expect((await screen.findByTestId('deposit-code-waiting')).textContent).toContain(
      'Code SPRING will be applied',
    );
    expect(checkedNames()).toEqual([]);
    fireEvent.click(screen.getByTestId('deposit-code-remove'));
    await screen.findByTestId('bonus-code-input');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ playerBonusCodeId: 'c1' });
    expect(calls.find((call) => call.method === 'GET' && call.path === CODES)?.query).toBe('trigger=3');
  });
});
