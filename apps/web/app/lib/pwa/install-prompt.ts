import { useCallback, useSyncExternalStore } from 'react';

/** The event Chromium browsers fire when the site can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export type InstallPrompt = {
  subscribe: (listener: () => void) => () => void;
  canInstall: () => boolean;
  /** Shows the browser's install dialog; the offer is used up either way. */
  install: () => Promise<InstallOutcome>;
};

/**
 * Keeps the browser's install offer: its own banner is held back (preventDefault) so the site offers
 * installation from its button instead; the offer ends once used or once the app is installed.
 */
export function createInstallPrompt(target: EventTarget): InstallPrompt {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const setOffer = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    for (const listener of listeners) listener();
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canInstall: () => offer !== null,
    install: async () => {
      const current = offer;
      if (!current) return 'unavailable';
      setOffer(null);
      await current.prompt();
      return (await current.userChoice).outcome;
    },
  };
}

// Listens from the moment the app's code loads: the browser may offer installation before the page
// has hydrated.
const browserPrompt = typeof window === 'undefined' ? null : createInstallPrompt(window);

const noSubscription = () => () => {};

/** Whether the browser offers to install the site now, and the call that shows its dialog. */
export function useInstallPrompt() {
  const canInstall = useSyncExternalStore(
    browserPrompt?.subscribe ?? noSubscription,
    () => browserPrompt?.canInstall() ?? false,
    () => false,
  );
  const install = useCallback(async () => browserPrompt?.install() ?? 'unavailable', []);
  return { canInstall, install };
}
