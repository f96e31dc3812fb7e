/** Why the sign-in page is shown: nothing to say on a first visit; the session's end otherwise. */
export type SignInReason = 'ended' | 'idle' | 'signed-out';

/**
 * The sign-in page's path (inside the /backoffice basename), remembering where the staff member was
 * so that signing in again brings them back.
 */
export function signInPath(where: { pathname: string; search?: string }, reason?: SignInReason): string {
  const params = new URLSearchParams();
  const next = `${where.pathname}${where.search ?? ''}`;
  if (next !== '/' && !where.pathname.startsWith('/sign-in')) params.set('next', next);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}

/** Where to go after signing in: the remembered page when it is one of ours, home otherwise. */
export function nextPathOf(search: URLSearchParams): string {
  const next = search.get('next');
  // Only paths of this app: no other origin (//host) and no sign-in loop.
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/sign-in')) return '/';
  return next;
}
