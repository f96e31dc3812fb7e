// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModalHost } from '../components/modals/modal-host.tsx';
import { useMarkHydrated } from '../lib/hydration.ts';
import { MODAL_REGISTRY } from './modal-registry.tsx';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: {} }, initAsync: false, showSupportNotice: false });

function show(url: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <ModalHost isLoggedIn={false} registry={MODAL_REGISTRY} /> }],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

function HydrationMark() {
  useMarkHydrated();
  return null;
}

// The page has hydrated: the flags these tests set open modals on the client, whose code loads behind
// the dialog's spinner.
beforeAll(() => {
  render(<HydrationMark />);
  cleanup();
});
afterEach(cleanup);

describe('the game launch modals', () => {
  it.each(['/?demo-game', '/?demo-game=', '/?demo-game=true', '/?mobile-game', '/?mobile-game=true'])(
    'open nothing and drop the flag when it names no game: %s',
    async (url) => {
      const router = show(url);
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('opens the one that names its game', async () => {
    const router = show('/?demo-game=dice');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.search).toBe('?demo-game=dice');
  });
});
