// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Signed in with `minutes` of the idle window left. */
function signedInWith(minutes: number) {
  const me = meOf('support');
  me.session.idleExpiresAt = new Date(Date.now() + minutes * 60_000).toISOString();
  return renderBackoffice('/', { me });
}

describe('the idle warning', () => {
  it('asks two minutes before the end, and staying uses the session again', async () => {
    const view = signedInWith(3);
    await screen.findByTestId('home');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toMatch(/signed out in [01]:\d\d/);
    const reads = view.requests.filter((request) => request.key === 'GET /api/backoffice/me').length;
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await vi.waitFor(() =>
      expect(view.requests.filter((request) => request.key === 'GET /api/backoffice/me').length).toBe(
        reads + 1,
      ),
    );
    expect(view.endSession).not.toHaveBeenCalled();
  });

  it('goes to the sign-in page (reason idle) when the time is up', async () => {
    const view = signedInWith(1);
    await screen.findByTestId('home');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(view.endSession).toHaveBeenCalledWith('idle');
  });
});
