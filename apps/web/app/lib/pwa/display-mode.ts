/** The display modes of a site opened from its installed icon (the manifest asks for standalone). */
const INSTALLED_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];

type InstalledSignals = {
  matchMedia: (query: string) => { matches: boolean };
  navigator: object;
};

/** Whether the site runs as an installed app rather than in a browser tab. */
export function isRunningInstalled(view: InstalledSignals): boolean {
  // Safari on iOS has no display-mode query; it sets navigator.standalone on a home-screen app.
  if ((view.navigator as { standalone?: unknown }).standalone === true) return true;
  return INSTALLED_DISPLAY_MODES.some((mode) => view.matchMedia(`(display-mode: ${mode})`).matches);
}
