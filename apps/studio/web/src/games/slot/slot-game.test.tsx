// @vitest-environment happy-dom
import type { StudioFreespins, StudioSession } from '@casino/contracts/studio';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudioProvider } from '../../session/studio-context.tsx';
import { SlotGame } from './slot-game.tsx';

const window3 = [
  ['BAR', 'BAR', 'BAR'],
  ['BAR', 'BAR', 'BAR'],
  ['BAR', 'BAR', 'BAR'],
];

const slot = {
  rows: 3,
  reels: 3,
  symbols: [{ id: 'BAR', name: 'Bar', kind: 'regular' as const, pays: { 3: 5 } }],
  lines: [[1, 1, 1]],
  ways: null,
  betUnits: 1,
  initialWindow: window3,
};

const session = (freespins: StudioFreespins | null): StudioSession => ({
  mode: 'real',
  currency: 'EUR',
  balance: '10',
  minBet: '0.1',
  maxBet: '100',
  decimals: 2,
  game: { slug: 'slot-test', name: 'Test slot', kind: 'slot', rtp: '96.00', volatility: 'low', slot },
  seeds: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 },
  openRound: null,
  minCycleMs: 0,
  freespins,
});

/** The play answer of a free spin that won nothing, with the free spins left. */
const played = (freespins: StudioFreespins | null) => ({
  data: {
    round: {
      id: 'round-1',
      game: 'slot-test',
      gameName: 'Test slot',
      kind: 'slot',
      mode: 'real',
      status: 'settled',
      currency: 'EUR',
      bet: '0.2',
      win: '0',
      multiplier: 0,
      params: { freespin: true },
      outcome: { stops: [0, 0, 0], window: window3, wins: [] },
      serverSeedHash: 'h',
      serverSeed: null,
      clientSeed: 'c',
      nonce: 0,
      createdAt: new Date().toISOString(),
      settledAt: new Date().toISOString(),
    },
    balance: '10',
    seeds: { serverSeedHash: 'h', clientSeed: 'c', nonce: 1 },
    freespins,
  },
});

const fetchMock = vi.fn();
const animate = Element.prototype.animate;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The reels land at once: happy-dom runs no animations.
  Element.prototype.animate = (() => ({
    finished: Promise.resolve(),
    cancel: () => undefined,
  })) as unknown as Element['animate'];
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  Element.prototype.animate = animate;
});

const show = (freespins: StudioFreespins | null) =>
  render(
    <StudioProvider token="launch-token" session={session(freespins)}>
      <SlotGame slot={slot} />
    </StudioProvider>,
  );

describe('slot free spins', () => {
  it('offers the free spins at their fixed stake and plays one with their id', async () => {
    show({ id: 'spins-1', remaining: 2, betAmount: '0.2' });
    expect(screen.getByTestId('freespins').textContent).toMatch(/Free spins: 2 left at €0\.20/);
    expect(screen.queryByRole('textbox'), 'the stake cannot be changed').toBeNull();
    fetchMock.mockResolvedValueOnce(Response.json(played({ id: 'spins-1', remaining: 1, betAmount: '0.2' })));
    fireEvent.click(screen.getByRole('button', { name: 'Play a free spin' }));
    await waitFor(() => expect(screen.getByTestId('freespins').textContent).toMatch(/1 left/));
    const [url, request] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/studio/api/rounds');
    expect(JSON.parse(request.body)).toEqual({ kind: 'slot', amount: '0.2', freespinId: 'spins-1' });
  });

  it('returns to normal play when none are left', async () => {
    show({ id: 'spins-1', remaining: 1, betAmount: '0.2' });
    fetchMock.mockResolvedValueOnce(Response.json(played(null)));
    fireEvent.click(screen.getByRole('button', { name: 'Play a free spin' }));
    await waitFor(() => expect(screen.queryByTestId('freespins')).toBeNull());
    expect(screen.getByRole('textbox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
  });

  it('plays for money without free spins', () => {
    show(null);
    expect(screen.queryByTestId('freespins')).toBeNull();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
  });
});
