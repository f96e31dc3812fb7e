import { GAME_FRAME_HEIGHT_MESSAGE, type GameFrameHeightMessage } from '@casino/contracts';

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
