import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For routes whose pages keep their own data current (react-query, realtime): a change of the query
 * string alone (a filter, a modal flag such as `?wallet=deposit`) does not run the loader again; a new
 * path, a form submission or an explicit revalidation still does.
 */
export function skipQueryOnlyChanges({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlyQueryChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyQueryChanged ? false : defaultShouldRevalidate;
}
