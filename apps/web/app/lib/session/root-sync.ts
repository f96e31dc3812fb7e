/**
 * The root loader (site data with `init.player`) normally reloads only when the locale changes. After
 * a sign-in or sign-out it must reload once so server-rendered data matches the session: this flag
 * says so until the root data has caught up.
 */
let rootStale = false;

export function markRootStale() {
  rootStale = true;
}

export function markRootFresh() {
  rootStale = false;
}

export function isRootStale(): boolean {
  return rootStale;
}
