/**
 * What the sportsbook frame tells the page that embeds it, as JSON text (the shape sportsbook SDK
 * hosts listen for): a click on the sign-in button, the frame's route, and its content height.
 */
export type FrameMessage =
  | { type: 'click'; target: 'loginButton' }
  | { type: 'route'; location: string }
  | { type: 'resize'; height: number };

export function tellHost(message: FrameMessage, view: Window = window): void {
  if (view.parent === view) return;
  view.parent.postMessage(JSON.stringify(message), '*');
}

/** Reports the content height whenever it changes, so the SDK can size the frame. */
export function reportHeight(view: Window = window): () => void {
  if (view.parent === view) return () => {};
  let reported = 0;
  const report = () => {
    const height = Math.ceil(view.document.documentElement.scrollHeight);
    if (height === reported) return;
    reported = height;
    tellHost({ type: 'resize', height }, view);
  };
  const observer = new ResizeObserver(report);
  observer.observe(view.document.body);
  report();
  return () => observer.disconnect();
}
