import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadModals } from './shell/modal-registry.tsx';

// A page opened with a modal's flag (`/?sign-in`) has the modal server-rendered. The page hydrates
// once the modal's code is here too, in one pass: hydrated before it, the dialog stayed the server's
// HTML for a while, and a click in it (React's replay of it) was sometimes lost. A page without a
// modal flag starts at once; code that fails to load leaves the modal to load on its own.
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
