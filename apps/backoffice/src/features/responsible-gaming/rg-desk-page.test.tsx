// @vitest-environment happy-dom
import type { HarmMarker } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const PLAYER = { id: '00000000-0000-4000-8000-000000000002', nickname: 'alice', email: 'alice@example.com' };
const meta = (rows: number) => ({ page: 1, perPage: 25, totalPages: 1, totalRows: rows });
const marker: HarmMarker = {
  id: 'm1',
  player: PLAYER,
  kind: 'cancelled-withdrawal-play',
  day: '2026-12-01',
  evidence: [
    { at: '2026-12-01T20:00:00.000Z', what: 'withdrawal cancelled', amount: 50, currency: 'EUR' },
    { at: '2026-12-01T20:29:00.000Z', what: 'staked in 2 bets after it', amount: 25, currency: 'EUR' },
  ],
  computedAt: '2026-12-01T20:30:00.000Z',
};

describe('the responsible-gaming desk', () => {
  it('shows markers with their evidence, then the exclusions with until when', async () => {
    renderBackoffice('/responsible-gaming', {
      me: meOf('support'),
      routes: {
        'GET /api/backoffice/responsible-gaming/markers': {
          status: 200,
          body: { data: [marker], meta: meta(1) },
        },
        'GET /api/backoffice/responsible-gaming/exclusions': {
          status: 200,
          body: {
            data: [
              {
                limitId: 'l1',
                player: PLAYER,
                kind: 'cooling-off',
                period: '1-week',
                startsAt: '2026-12-01T10:00:00.000Z',
                until: '2026-12-08T10:00:00.000Z',
              },
            ],
            meta: meta(1),
          },
        },
      },
    });
    const table = await screen.findByTestId('rg-markers-table');
    expect(within(table).getByText('Cancelled withdrawal, then play')).toBeTruthy();
    expect(within(table).getByText('alice@example.com').getAttribute('href')).toBe(`/players/${PLAYER.id}`);
    expect(within(table).getByText(/withdrawal cancelled/)).toBeTruthy();
    expect(table.textContent).toMatch(/50[.,]00/);

    fireEvent.click(screen.getByRole('button', { name: 'Excluded and cooling off' }));
    const exclusions = await screen.findByTestId('rg-exclusions-table');
    expect(within(exclusions).getByText('Cooling-off')).toBeTruthy();
    expect(within(exclusions).getByText('1-week')).toBeTruthy();
  });

  it('lists the reality checks players acknowledged, with the session figures they were shown', async () => {
    renderBackoffice('/responsible-gaming', {
      me: meOf('support'),
      routes: {
        'GET /api/backoffice/responsible-gaming/markers': { status: 200, body: { data: [], meta: meta(0) } },
        'GET /api/backoffice/responsible-gaming/reality-checks': {
          status: 200,
          body: {
            data: [
              {
                id: '7',
                player: PLAYER,
                providerId: 'studio',
                gameId: 'slot-wild-twenty',
                currency: 'EUR',
                intervalSeconds: 1800,
                elapsedSeconds: 3900,
                rounds: 212,
                net: '-42.5',
                acknowledgedAt: '2026-12-01T21:05:00.000Z',
              },
            ],
            meta: meta(1),
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reality checks' }));
    const table = await screen.findByTestId('rg-reality-checks-table');
    const row = within(table).getByText('slot-wild-twenty').closest('tr')!;
    expect(within(row).getByText('30 min')).toBeTruthy();
    expect(within(row).getByText('1 h 05 min')).toBeTruthy();
    expect(within(row).getByText('212')).toBeTruthy();
    expect(within(row).getByText('-42.50 EUR')).toBeTruthy();
  });
});
