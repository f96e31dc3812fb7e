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

/**
 * Reports the height of `content` whenever it changes, so the SDK can size the frame. The content's own
 * height, not the document's: the page is at least as tall as the frame, so that would only grow.
 */
export function reportHeight(content: HTMLElement, view: Window = window): () => void {
  if (view.parent === view) return () => {};
  let reported = 0;
  const report = () => {
    const style = view.getComputedStyle(content);
    const margins = Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom);
    const height = Math.ceil(
      content.getBoundingClientRect().height + (Number.isFinite(margins) ? margins : 0),
    );
    if (height === reported) return;
    reported = height;
    tellHost({ type: 'resize', height }, view);
  };
  const observer = new ResizeObserver(report);
  observer.observe(content);
  report();
  return () => observer.disconnect();
}
