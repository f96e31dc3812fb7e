import {
  GAME_FRAME_FIGURES_MESSAGE,
  GAME_FRAME_FIGURES_SHOWN_MESSAGE,
  GAME_FRAME_HEIGHT_MESSAGE,
  GAME_FRAME_NAVIGATE_MESSAGE,
  type GameFrameFiguresMessage,
  type GameFrameHeightMessage,
  type GameFrameNavigateMessage,
} from '@casino/contracts';
import type { StudioSessionFigures } from '@casino/contracts/studio';

/**
 * Tells the page around the game's frame (the casino) the height of the game's content whenever it
 * changes, so the frame can grow to show all of it. Nothing when the page is not in a frame. Only a
 * height crosses, so any host may read it.
 */
export function reportContentHeight(view: Window = window): () => void {
  if (view.parent === view) return () => {};
  let reported = 0;
  const report = () => {
    const height = Math.ceil(view.document.documentElement.scrollHeight);
    if (height === reported) return;
    reported = height;
    const message: GameFrameHeightMessage = { type: GAME_FRAME_HEIGHT_MESSAGE, height };
    view.parent.postMessage(message, '*');
  };
  const observer = new ResizeObserver(report);
  observer.observe(view.document.body);
  report();
  return () => observer.disconnect();
}

/**
 * Tells the casino around the frame the session's figures (RTS 2E), so its game page shows them too:
 * on opening, after each round, after a reality check. Nothing when the page is not in a frame. The
 * studio's pages may only be framed by the casino (CSP frame-ancestors), so the figures go to it.
 */
export function reportSessionFigures(figures: StudioSessionFigures, view: Window = window): void {
  if (view.parent === view) return;
  const message: GameFrameFiguresMessage = {
    type: GAME_FRAME_FIGURES_MESSAGE,
    elapsedSeconds: figures.elapsedSeconds,
    net: figures.net,
    currency: figures.currency,
    rounds: figures.rounds,
    realityCheckDue: figures.realityCheck?.due ?? false,
  };
  view.parent.postMessage(message, '*');
}

let hostShowsFigures = false;
const hostShowsFiguresListeners = new Set<() => void>();

/**
 * Listens (from the page's start, so the message the casino sends at the frame's load is not missed)
 * for the casino around the frame saying it shows the session's figures itself.
 */
export function watchHostFigures(view: Window = window): void {
  if (view.parent === view) return;
  view.addEventListener('message', (event: MessageEvent) => {
    const said = (event.data as { type?: unknown } | null)?.type === GAME_FRAME_FIGURES_SHOWN_MESSAGE;
    if (event.source !== view.parent || !said || hostShowsFigures) return;
    hostShowsFigures = true;
    for (const listener of hostShowsFiguresListeners) listener();
  });
}

/** For useSyncExternalStore: whether the casino shows the figures, and a way to hear when it says so. */
export const hostFigures = {
  subscribe(listener: () => void) {
    hostShowsFiguresListeners.add(listener);
    return () => hostShowsFiguresListeners.delete(listener);
  },
  shown: () => hostShowsFigures,
};

/** Where the reality check's links go when the page is not in the casino's frame (the casino's own paths). */
const OWN_PATHS: Record<GameFrameNavigateMessage['to'], string> = {
  history: '/profile/history?tab=games',
  lobby: '/',
};

export const hostPathOf = (to: GameFrameNavigateMessage['to']) => OWN_PATHS[to];

/**
 * Asks the casino around the frame to go to the player's bet history or out of the game: it picks the
 * address, in the player's language. True when asked (the page is in a frame); false: follow the link.
 */
export function askHostToNavigate(to: GameFrameNavigateMessage['to'], view: Window = window): boolean {
  if (view.parent === view) return false;
  const message: GameFrameNavigateMessage = { type: GAME_FRAME_NAVIGATE_MESSAGE, to };
  view.parent.postMessage(message, '*');
  return true;
}
