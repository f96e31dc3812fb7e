// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MODAL_TRANSITION_MS, ModalHost } from './modal-host.tsx';
import { ModalTitle } from './modal-title.tsx';
import type { ModalProps, ModalRegistry } from './modal-types.ts';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { modals: { close: 'Close' } } },
  initAsync: false,
  showSupportNotice: false,
});

function Notice({ close }: ModalProps) {
  return (
    <>
      <ModalTitle>Notice</ModalTitle>
      <button type="button">Details</button>
      <button type="button" onClick={close}>
        Got it
      </button>
    </>
  );
}

function Confirm(_props: ModalProps) {
  return <ModalTitle>Are you sure?</ModalTitle>;
}

// Two modals anyone may open (modal-access.ts), with test bodies.
const registry: ModalRegistry = { success: { component: Notice }, 'cancel-deposit': { component: Confirm } };

function Page() {
  const [, setSearch] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => setSearch({ success: 'true' })}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <ModalHost isLoggedIn={false} registry={registry} />
    </>
  );
}

function show(url = '/') {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }], { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const tab = (shiftKey = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey });

afterEach(cleanup);

describe('modal focus', () => {
  it('goes into the dialog when it opens and back to its opener when it closes', async () => {
    show();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(document.activeElement).toBe(dialog);

    fireEvent.keyDown(window, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, MODAL_TRANSITION_MS + 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a second Escape while the top dialog fades out closes the one below it', async () => {
    show('/?success=true&cancel-deposit=true');
    await screen.findByRole('dialog', { name: 'Are you sure?' });

    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, MODAL_TRANSITION_MS + 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the top dialog, going round at both ends', async () => {
    show('/?success=true');
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Got it' });

    tab(true);
    expect(document.activeElement).toBe(last);
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(last);

    // Focus that lands outside (a click on the page behind) comes back in.
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('names each of two open dialogs by its own title', async () => {
    show('/?success=true&cancel-deposit=true');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeTruthy();
    const top = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(document.activeElement).toBe(top);
  });
});

describe('a modal the server rendered', () => {
  const balanceQuery = { queryKey: ['balance'], queryFn: () => new Promise<string>(() => {}) };

  function Balance() {
    const { data } = useQuery(balanceQuery);
    return <p>{data ?? '…'}</p>;
  }

  function WalletLike(_props: ModalProps) {
    return (
      <>
        <ModalTitle>Wallet</ModalTitle>
        <Balance />
      </>
    );
  }

  /** The page's header: once mounted, its fetch (or a push) brings the balance. */
  function Header({ client }: { client: QueryClient }) {
    useEffect(() => void client.setQueryData(balanceQuery.queryKey, '€0.00'), [client]);
    return <Balance />;
  }

  const page = (client: QueryClient) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/',
                element: (
                  <>
                    <Header client={client} />
                    <ModalHost isLoggedIn={false} registry={{ success: { component: WalletLike } }} />
                  </>
                ),
              },
            ],
            { initialEntries: ['/?success'] },
          )}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );

  it("hydrates with the page, before the page's effects bring data the server did not have", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new QueryClient()));
    document.body.append(container);
    const dialogText = () => container.querySelector('[role=dialog]')?.textContent;
    expect(dialogText()).toBe('Wallet…');
    const errors: unknown[] = [];
    const client = new QueryClient();
    const root = await act(async () =>
      hydrateRoot(container, page(client), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(dialogText()).toBe('Wallet€0.00');
    act(() => root.unmount());
    container.remove();
  });
});
