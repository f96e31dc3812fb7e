// @vitest-environment happy-dom
import type { Profile } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER, renderInSite } from '../test/tournaments-harness.tsx';
import { TournamentCompletedAlerts } from './tournament-completed-alerts.tsx';

const fake = vi.hoisted(() => ({ player: null as Profile | null }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const completed = (winners: string[]) => ({
  event: 'tournament.completed',
  tournament: {
    id: 't1',
    title: 'Harbor Sprint',
    identity: 'harbor-sprint',
    state: 5,
    endAt: '2030-01-01T10:00:00.000Z',
    prizes: winners.map((playerId, index) => ({
      place: index + 1,
      title: `${500 / (index + 1)} EUR`,
      entry: { playerId },
    })),
  },
});

describe('the tournament.completed alert', () => {
  afterEach(cleanup);

  it('tells a player who holds a prize their place and prize', async () => {
    fake.player = PLAYER;
    const { publish, centrifuge } = await renderInSite(<TournamentCompletedAlerts />);
    expect(centrifuge.subscribed()).toContain('tournaments');
    await publish('tournaments', completed(['p9', 'p1']));
    await waitFor(() => expect(screen.getByText('Harbor Sprint has ended')).toBeTruthy());
    expect(screen.getByText('You finished in place 2 and won 250 EUR.')).toBeTruthy();
  });

  it('says nothing to a player without a prize', async () => {
    fake.player = PLAYER;
    const { publish } = await renderInSite(<TournamentCompletedAlerts />);
    await publish('tournaments', completed(['p9', 'p8']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Harbor Sprint has ended')).toBeNull();
  });
});
