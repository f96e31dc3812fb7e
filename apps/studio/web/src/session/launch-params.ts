/** How the site launched the game: `?session=<token>&currency=EUR` or `?mode=demo&token=<token>`. */
export type LaunchParams = { mode: 'real' | 'demo'; token: string; currency?: string };

export function readLaunchParams(search: string): LaunchParams | null {
  const query = new URLSearchParams(search);
  if (query.get('mode') === 'demo') {
    const token = query.get('token');
    return token ? { mode: 'demo', token } : null;
  }
  const token = query.get('session');
  if (!token) return null;
  const currency = query.get('currency');
  return currency ? { mode: 'real', token, currency } : { mode: 'real', token };
}
