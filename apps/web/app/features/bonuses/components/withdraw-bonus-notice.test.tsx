// @vitest-environment happy-dom
import type { Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { activeBonus, fakeApi, list, PLAYER, playerBonus, renderInSite } from '../test/bonuses-harness.tsx';
import { useWithdrawBonusConsent } from './withdraw-bonus-notice.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', () => ({
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

/** What the withdraw form does with the consent: shows the notice, and sends only when not blocked. */
function Form({ currency }: { currency: string }) {
  const bonus = useWithdrawBonusConsent(currency);
  return (
    <div>
      {bonus.notice}
      <button type="button" disabled={bonus.blocked}>
        Withdraw
      </button>
    </div>
  );
}

function mount(bonuses: ReturnType<typeof playerBonus>[], currency = 'EUR') {
  fake.api = fakeApi({ 'GET /api/game/player-bonuses': list(bonuses) }).api;
  fake.player = PLAYER;
  return renderInSite(<Form currency={currency} />);
}

afterEach(cleanup);

describe('the withdraw form and the active bonus', () => {
  it('tells what a withdrawal forfeits and sends only once the player agrees', async () => {
    mount([activeBonus('b1', { balance: 42.5, currency: 'EUR' })]);
    const notice = await screen.findByTestId('withdraw-bonus-notice');
    expect(notice.textContent).toContain('42.50');
    const send = screen.getByRole('button', { name: 'Withdraw' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('withdraw-bonus-agree'));
    expect(send).toHaveProperty('disabled', false);
  });

  it('asks nothing without an active bonus in the currency (a queued one holds no money)', async () => {
    mount([playerBonus('b2'), activeBonus('b3', { currency: 'USD' })]);
    const send = await screen.findByRole('button', { name: 'Withdraw' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('withdraw-bonus-notice')).toBeNull();
    expect(send).toHaveProperty('disabled', false);
  });
});
