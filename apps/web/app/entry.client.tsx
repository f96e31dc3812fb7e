import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadModals } from './shell/modal-registry.tsx';

// A page opened with a modal's flag (`/?sign-in`) has the modal server-rendered: its code starts
// loading with the page's. Until it arrives React keeps the server's HTML, and hydrates it first
// (replaying the event) when the visitor clicks in it.
void preloadModals(window.location.search).catch(() => undefined);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
