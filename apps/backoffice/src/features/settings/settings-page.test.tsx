// @vitest-environment happy-dom
import type { OperatorSettings } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const settings: OperatorSettings = {
  playerProtection: { jurisdiction: 'none', slotStakeLimits: null, kycWithdrawalThreshold: '2000' },
  identityVerification: { enabled: false, hideDocumentsPage: false },
  tagManager: { enabled: false, id: '' },
  retention: { loyaltyEnabled: true, questsEnabled: true, tournamentSeries: true },
  paymentRules: { turnoverMultiplier: 1, fourEyesThreshold: '1000', bonusWagerCap: null },
  referralProgramme: { enabled: true, maxReferralCount: 20, qualifyingDeposit: '50', qualificationDays: 30 },
  reports: { largeTransactionThreshold: '2000' },
  chat: { enabled: true, guestAvailable: true, retentionDays: 365, offlineNotice: { en: 'Back soon.' } },
};

const echo = (body: unknown) => ({ status: 200, body: { data: body } });

const routes = { 'GET /api/backoffice/settings': { status: 200, body: { data: settings } } };

describe('the settings page', () => {
  it('saves a group with the values the staff member set', async () => {
    const view = renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: {
        ...routes,
        'PUT /api/backoffice/settings/retention': (body) => ({ status: 200, body: { data: body } }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Loyalty, quests and tournaments' });
    fireEvent.click(within(card).getByLabelText('Quests on'));
    fireEvent.click(within(card).getByRole('button', { name: /Save/ }));
    expect(await within(card).findByText('Saved and audited.')).toBeTruthy();
    const sent = view.requests.find((request) => request.key === 'PUT /api/backoffice/settings/retention');
    expect(sent?.body).toEqual({ loyaltyEnabled: true, questsEnabled: false, tournamentSeries: true });
  });

  it('saves the large-transaction threshold from its own card', async () => {
    const view = renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: { ...routes, 'PUT /api/backoffice/settings/reports': echo },
    });
    const card = await screen.findByRole('region', { name: 'Reports' });
    const threshold = within(card).getByLabelText('Large-transaction threshold (EUR)') as HTMLInputElement;
    expect(threshold.value).toBe('2000');
    fireEvent.change(threshold, { target: { value: '15000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save reports' }));
    expect(await within(card).findByText('Saved and audited.')).toBeTruthy();
    const sent = view.requests.find((request) => request.key === 'PUT /api/backoffice/settings/reports');
    expect(sent?.body).toEqual({ largeTransactionThreshold: '15000' });
  });

  it('edits the stake bands: turned on from the UKGC’s, a band added and changed, sent in order', async () => {
    const view = renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: { ...routes, 'PUT /api/backoffice/settings/player-protection': echo },
    });
    const card = await screen.findByRole('region', { name: 'Player protection' });
    expect(within(card).getByText(/No caps/)).toBeTruthy();
    fireEvent.click(within(card).getByLabelText('Cap slot stakes by age'));
    fireEvent.change(within(card).getByLabelText("Caps' currency"), { target: { value: 'EUR' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add a band' }));
    const band = (n: number) => within(within(card).getByRole('group', { name: `Band ${n}` }));
    // The new band starts after the open-ended one's start: 26, with no upper age.
    expect((band(3).getByLabelText('From age') as HTMLInputElement).value).toBe('26');
    expect((band(3).getByLabelText('To age') as HTMLInputElement).value).toBe('');
    fireEvent.change(band(2).getByLabelText('To age'), { target: { value: '40' } });
    fireEvent.change(band(3).getByLabelText('From age'), { target: { value: '41' } });
    fireEvent.change(band(3).getByLabelText('Max stake a spin'), { target: { value: '10' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save player protection' }));
    expect(await within(card).findByText('Saved and audited.')).toBeTruthy();
    const sent = view.requests.find((r) => r.key === 'PUT /api/backoffice/settings/player-protection');
    expect(sent?.body).toEqual({
      jurisdiction: 'none',
      kycWithdrawalThreshold: '2000',
      slotStakeLimits: {
        currency: 'EUR',
        bands: [
          { fromAge: 18, toAge: 24, maxStake: '2' },
          { fromAge: 25, toAge: 40, maxStake: '5' },
          { fromAge: 41, toAge: null, maxStake: '10' },
        ],
      },
    });
  });

  it('refuses overlapping bands before sending, on the band that overlaps', async () => {
    const view = renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: { ...routes, 'PUT /api/backoffice/settings/player-protection': echo },
    });
    const card = await screen.findByRole('region', { name: 'Player protection' });
    fireEvent.click(within(card).getByLabelText('Cap slot stakes by age'));
    const second = within(within(card).getByRole('group', { name: 'Band 2' }));
    fireEvent.change(second.getByLabelText('From age'), { target: { value: '24' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save player protection' }));
    expect(await second.findByText('At least 25.')).toBeTruthy();
    expect(view.requests.some((r) => r.key === 'PUT /api/backoffice/settings/player-protection')).toBe(false);
  });

  it('lets the caps follow a new jurisdiction when they were not edited, and turns them off', async () => {
    const ukgc = {
      ...settings,
      playerProtection: {
        jurisdiction: 'ukgc' as const,
        slotStakeLimits: { currency: 'GBP', bands: [{ fromAge: 18, toAge: null, maxStake: '2' }] },
        kycWithdrawalThreshold: '2000',
      },
    };
    const view = renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: {
        'GET /api/backoffice/settings': { status: 200, body: { data: ukgc } },
        'PUT /api/backoffice/settings/player-protection': echo,
      },
    });
    const card = await screen.findByRole('region', { name: 'Player protection' });
    fireEvent.change(within(card).getByLabelText('Jurisdiction'), { target: { value: 'none' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save player protection' }));
    expect(await within(card).findByText('Saved and audited.')).toBeTruthy();
    const sent = () =>
      view.requests.filter((r) => r.key === 'PUT /api/backoffice/settings/player-protection');
    expect(sent()[0]?.body).toEqual({ jurisdiction: 'none', kycWithdrawalThreshold: '2000' });

    fireEvent.click(within(card).getByLabelText('Cap slot stakes by age'));
    fireEvent.click(within(card).getByRole('button', { name: 'Save player protection' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]?.body).toEqual({
      jurisdiction: 'none',
      kycWithdrawalThreshold: '2000',
      slotStakeLimits: null,
    });
  });

  it('puts the server’s refusal on its field', async () => {
    renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: {
        ...routes,
        'PUT /api/backoffice/settings/payment-rules': apiError(422, 10422, 'Check the fields.', {
          fourEyesThreshold: ['Too many decimals for the base currency.'],
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Payment rules' });
    fireEvent.click(within(card).getByRole('button', { name: /Save/ }));
    expect(await within(card).findByText('Too many decimals for the base currency.')).toBeTruthy();
  });

  it('puts the server’s refusal of a band on that band', async () => {
    const limited = {
      ...settings,
      playerProtection: {
        jurisdiction: 'none' as const,
        slotStakeLimits: { currency: 'EUR', bands: [{ fromAge: 18, toAge: null, maxStake: '2' }] },
        kycWithdrawalThreshold: '2000',
      },
    };
    renderBackoffice('/settings', {
      me: meOf('owner'),
      routes: {
        'GET /api/backoffice/settings': { status: 200, body: { data: limited } },
        'PUT /api/backoffice/settings/player-protection': apiError(422, 10422, 'Check the fields.', {
          'slotStakeLimits.bands.0.maxStake': ['Too many decimals for the currency.'],
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Player protection' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save player protection' }));
    const error = await within(card).findByText('Too many decimals for the currency.');
    expect(error.closest('.field')?.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a marketing agent (settings.read) the settings without a way to change them', async () => {
    renderBackoffice('/settings', { me: meOf('marketing'), routes });
    const card = await screen.findByRole('region', { name: 'Payment rules' });
    expect(within(card).getByLabelText('Four-eyes threshold').closest('fieldset')?.disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: /Save/ })).toBeNull();
    await waitFor(() => expect(screen.getAllByText(/needs settings.write/).length).toBe(8));
  });
});
