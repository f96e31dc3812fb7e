/**
 * Loaders of the modals' code, by query flag. The shell registers them with its registry; a feature
 * that opens a modal by itself (not on a click) waits for the code first, so the dialog appears whole
 * instead of growing from its loading state while the visitor reads the page.
 */
const loaders = new Map<string, () => Promise<unknown>>();

export function registerModalCode(name: string, load: () => Promise<unknown>) {
  loaders.set(name, load);
}

/** Resolves once the modal's code is loaded (at once for a modal without a loader). */
export function loadModalCode(name: string): Promise<unknown> {
  return loaders.get(name)?.() ?? Promise.resolve();
}
