import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadModals } from './shell/modal-registry.tsx';

// A page opened with a modal's flag (`/?sign-in`) has the modal server-rendered: its code loads
// first, so the modal hydrates with the page instead of staying inert until its chunk arrives.
void preloadModals(window.location.search)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
