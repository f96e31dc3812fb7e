// @vitest-environment happy-dom
import { type Profile, QuestState } from '@casino/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { fakeQuestsApi, offer, PLAYER, renderInSite, taken } from '../test/quests-harness.tsx';
import { QuestsSection } from './quests-section.tsx';
import { UserNavQuests } from './user-nav-quests.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

function signIn(player: Profile | null) {
  const server = fakeQuestsApi({
    offered: [offer('q1'), offer('q2')],
    mine: [taken('q3', QuestState.active)],
  });
  fake.api = server.api;
  fake.player = player;
  return server;
}

describe('the quests section of /loyalty', () => {
  afterEach(cleanup);

  it('asks a guest to sign in, and asks the API nothing', async () => {
    const server = signIn(null);
    await renderInSite(<QuestsSection />, { url: '/loyalty', player: null });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Quests');
    expect(screen.getByTestId('quests-sign-in').getAttribute('href')).toBe('/loyalty?sign-in=');
    expect(screen.queryByTestId('quests-section-open')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('tells a player how many quests are active and on offer, and opens the hub', async () => {
    signIn(PLAYER);
    const { search } = await renderInSite(<QuestsSection />, { url: '/loyalty' });
    expect((await screen.findByTestId('quests-section-counts')).textContent).toBe(
      'You have 1 active quest. 2 new quests are on offer.',
    );
    fireEvent.click(screen.getByTestId('quests-section-open'));
    await act(async () => undefined);
    expect([...search().keys()]).toEqual(['quests-hub']);
  });

  it('is not there while the site offers no quests', async () => {
    signIn(PLAYER);
    await renderInSite(<QuestsSection />, { url: '/loyalty', questsEnabled: false });
    expect(screen.queryByTestId('quests-section')).toBeNull();
  });
});

describe('the account panel’s entry', () => {
  afterEach(cleanup);

  it('closes the panel and opens quests-hub over the page', async () => {
    signIn(PLAYER);
    const onClose = vi.fn();
    const { search } = await renderInSite(<UserNavQuests onClose={onClose} />, { url: '/games/dice?x=1' });
    fireEvent.click(screen.getByRole('button', { name: 'Quests' }));
    await act(async () => undefined);
    expect(onClose).toHaveBeenCalled();
    expect(search().toString()).toBe('x=1&quests-hub=');
  });
});
