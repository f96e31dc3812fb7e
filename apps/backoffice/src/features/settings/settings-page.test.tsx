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
};

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

  it('shows a marketing agent (settings.read) the settings without a way to change them', async () => {
    renderBackoffice('/settings', { me: meOf('marketing'), routes });
    const card = await screen.findByRole('region', { name: 'Payment rules' });
    expect(within(card).getByLabelText('Four-eyes threshold').closest('fieldset')?.disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: /Save/ })).toBeNull();
    await waitFor(() => expect(screen.getAllByText(/needs settings.write/).length).toBe(6));
  });
});
