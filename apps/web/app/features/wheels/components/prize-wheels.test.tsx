// @vitest-environment happy-dom
import type { Profile } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { SESSION_TOKEN_KEY } from '../../../lib/session/token.ts';
import { loadWheels } from '../api/page-data.server.ts';
import { sectorCentre } from '../lib/geometry.ts';
import {
  fakeWheelsApi,
  PLAYER,
  renderInSite,
  SPIN_ROUTE,
  spinResult,
  WHEELS_ROUTE,
} from '../test/wheels-harness.tsx';
import PrizeWheels from './prize-wheels.tsx';
import { SPIN_ANIMATION_MS } from './wheel-card.tsx';

const fake = vi.hoisted(() => ({ api: null as unknown as ApiClient, player: null as Profile | null }));
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => fake.api }));
vi.mock('../../../lib/session/session-context.tsx', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ player: fake.player, isLoggedIn: !!fake.player }),
}));

const pageRequest = (signedIn: boolean) =>
  ({
    url: 'https://luckyharbor.test/loyalty',
    headers: new Headers(signedIn ? { cookie: `${SESSION_TOKEN_KEY}=token` } : {}),
  }) as unknown as Request;

async function openSection(options: Parameters<typeof fakeWheelsApi>[0] = {}, signedIn = true) {
  const server = fakeWheelsApi(options);
  fake.api = server.api;
  fake.player = signedIn ? PLAYER : null;
  const loaded = await loadWheels(pageRequest(signedIn), server.context);
  const site = await renderInSite(<PrizeWheels loaded={loaded} />, { player: fake.player });
  return { ...site, server, loaded };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the prize wheels on /loyalty', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('draws each sector, says how spins come, how many the player holds and when the next ones come', async () => {
    const { container } = await openSection({ spins: 2 });
    expect(container.querySelectorAll('.wheel-disc__rotor path')).toHaveLength(4);
    expect(screen.getAllByTestId('wheel-sector').map((item) => item.textContent)).toEqual([
      '50 points (40 %)',
      '5 EUR bonus (30 %)',
      '10 free spins (20 %)',
      'Nothing (10 %)',
    ]);
    expect(screen.getByText('A free spin every day.')).toBeTruthy();
    expect(screen.getByText('A spin for every deposit of at least 20.00 EUR.')).toBeTruthy();
    expect(text('wheel-spins-left')).toBe('2 spins left');
    expect(text('wheel-expiry')).toMatch(/^00:59:5\d|01:00:00$/);
    expect(text('wheel-next-daily')).toMatch(/^0[56]:\d\d:\d\d$/);
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a guest to sign in instead of a Spin button', async () => {
    const { loaded } = await openSection({}, false);
    expect(loaded?.asPlayer).toBe(false);
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
    expect(text('wheel-sign-in')).toBe('Sign in to spin');
  });

  it('spins: the wheel turns to the sector drawn, then shows the prize and the values that prove the draw', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openSection({ spins: 2, draw: spinResult('i3', '10 free spins') });
    fireEvent.click(screen.getByTestId('wheel-spin'));
    await waitFor(() =>
      expect(Number(screen.getByTestId('wheel-rotor').dataset.rotation)).toBeGreaterThan(0),
    );
    const rotation = Number(screen.getByTestId('wheel-rotor').dataset.rotation);
    // Whole turns, then the drawn sector's middle under the pointer at the top.
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    expect((rotation + sectorCentre(2, 4)) % 360).toBe(0);
    expect(text('wheel-spin')).toBe('Spinning…');
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('wheel-result')).toBeNull();
    await act(async () => vi.advanceTimersByTime(SPIN_ANIMATION_MS));
    await waitFor(() => expect(text('wheel-prize')).toBe('You won: 10 free spins'));
    expect(text('wheel-server-seed')).toBe('seed-0');
    expect(text('wheel-server-seed-hash')).toBe('hash-0');
    expect(screen.getByTestId('wheel-result').textContent).toContain('client-1');
    expect(screen.getByTestId('wheel-result').textContent).toContain('7');
    await waitFor(() => expect(text('wheel-spins-left')).toBe('1 spin left'));
    expect(server.callsTo(SPIN_ROUTE)).toHaveLength(1);
  });

  it('alerts and reads the wheel again when the spin has expired on the server (10003)', async () => {
    const { server } = await openSection({ spins: 1 });
    server.expire();
    fireEvent.click(screen.getByTestId('wheel-spin'));
    await waitFor(() => expect(screen.getByText('No spin left')).toBeTruthy());
    await waitFor(() => expect(text('wheel-spins-left')).toBe('No spins left'));
    expect(server.callsTo(WHEELS_ROUTE).length).toBe(2);
    expect((screen.getByTestId('wheel-spin') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('wheel-result')).toBeNull();
  });

  it('counts spins issued live (wheel.spin.issued on retention:wheels)', async () => {
    const { server, centrifuge } = await openSection({ spins: 0 });
    expect(text('wheel-spins-left')).toBe('No spins left');
    server.issue(3);
    await act(async () => {
      centrifuge.publish('retention:wheels#p1', {
        event: 'wheel.spin.issued',
        playerId: 'p1',
        wheel: { id: 'w1', identity: 'daily', title: 'Daily wheel' },
        amount: 3,
      });
    });
    await waitFor(() => expect(text('wheel-spins-left')).toBe('3 spins left'));
  });
});
