// @vitest-environment happy-dom
import type { LoyaltyAccount, Profile } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalProps } from '../../../components/modals/modal-types.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import {
  account,
  EARN_RULES_ROUTE,
  errorReply,
  fakeLoyaltyApi,
  PLAYER,
  type Reply,
  renderInSite,
} from '../test/loyalty-harness.tsx';
import { LoyaltyEarnModal } from './loyalty-earn-modal.tsx';
import { LoyaltyLevelModal } from './loyalty-level-modal.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

async function openModal(
  Modal: ComponentType<ModalProps>,
  { held, routes }: { held?: LoyaltyAccount; routes?: Record<string, Reply> } = {},
) {
  const server = fakeLoyaltyApi({ account: held, routes });
  fake.api = server.api;
  fake.player = held ? PLAYER : null;
  const close = vi.fn();
  const site = await renderInSite(<Modal value="" close={close} setCloseGuard={vi.fn()} />, {
    url: '/loyalty',
    player: fake.player,
  });
  return { ...site, server, close };
}

describe('loyalty-earn', () => {
  afterEach(cleanup);

  it('lists how each kind of game counts and the levels with their rates, for a guest too', async () => {
    const { close } = await openModal(LoyaltyEarnModal);
    const modal = screen.getByTestId('loyalty-earn');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toBe('How to earn points');
    const rules = await within(modal).findAllByTestId('loyalty-earn-rule');
    expect(
      rules.map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]),
    ).toEqual([
      ['Slots', '100%'],
      ['Instant games', '50%'],
      ['Table games', '10%'],
    ]);
    const levels = await within(modal).findAllByTestId('loyalty-ladder-level');
    expect(levels.map((level) => level.querySelector('strong')?.textContent)).toEqual([
      'Deckhand',
      'Navigator',
      'Captain',
      'Admiral',
    ]);
    expect(within(levels[1]!).getByTestId('loyalty-level-rate').textContent).toBe(
      '1.25 points per 1 EUR on slots',
    );
    expect(within(modal).getByRole('link', { name: 'Go to the Harbor Club' }).getAttribute('href')).toBe(
      '/loyalty',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it("says so when the club's rules cannot be loaded", async () => {
    await openModal(LoyaltyEarnModal, { routes: { [EARN_RULES_ROUTE]: errorReply(404) } });
    expect((await screen.findByTestId('loyalty-earn-error')).textContent).toContain(
      "The club's rules could not be loaded",
    );
    expect(screen.queryByTestId('loyalty-earn-rules')).toBeNull();
  });
});

describe('loyalty-level', () => {
  afterEach(cleanup);

  it('names the level reached, its rate and the next one, with a link to /loyalty', async () => {
    await openModal(LoyaltyLevelModal, { held: account(3, 5200) });
    const modal = screen.getByTestId('loyalty-level');
    expect((await within(modal).findByRole('heading', { name: 'You reached Captain' })).tagName).toBe('H2');
    expect((await within(modal).findByTestId('loyalty-level-rate')).textContent).toBe(
      'From now on every 1 EUR you bet on slots earns 1.5 points.',
    );
    expect(within(modal).getByTestId('loyalty-level-next').textContent).toBe(
      'Next up: Admiral at 20,000 points.',
    );
    expect(within(modal).getByRole('link', { name: 'See your progress' }).getAttribute('href')).toBe(
      '/loyalty',
    );
  });

  it("says when the level is the club's top one", async () => {
    await openModal(LoyaltyLevelModal, { held: account(4, 20000) });
    expect(await screen.findByRole('heading', { name: 'You reached Admiral' })).toBeTruthy();
    expect(screen.getByTestId('loyalty-level-next').textContent).toBe(
      "This is the club's top level. Congratulations!",
    );
  });
});
