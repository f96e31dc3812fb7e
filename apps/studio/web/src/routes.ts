/** The studio's three kinds of page, read from the path under /studio/. */
export type StudioRoute =
  | { page: 'game'; slug: string }
  | { page: 'round'; roundId: string }
  | { page: 'verify' }
  | { page: 'sportsbook' }
  | { page: 'notFound' };

const BASE = '/studio/';

export function routeOf(pathname: string): StudioRoute {
  if (!pathname.startsWith(BASE)) return { page: 'notFound' };
  const segments = pathname.slice(BASE.length).split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, ...rest] = segments;
  if (rest.length > 0 || first === undefined) return { page: 'notFound' };
  if (first === 'verify' && second === undefined) return { page: 'verify' };
  if (first === 'betsy' && second === undefined) return { page: 'sportsbook' };
  if (first === 'rounds' && second !== undefined) return { page: 'round', roundId: second };
  if (second === undefined && first !== 'rounds' && first !== 'api' && first !== 'assets') {
    return { page: 'game', slug: first };
  }
  return { page: 'notFound' };
}

/** The verifier, prefilled with a round's seeds and params. */
export function verifyHref(fields: {
  game: string;
  serverSeed?: string | null;
  /** The commitment shown before the round, to compare with the hash of the seed. */
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  params?: Record<string, unknown>;
}): string {
  const query = new URLSearchParams({
    game: fields.game,
    clientSeed: fields.clientSeed,
    nonce: String(fields.nonce),
  });
  if (fields.serverSeed) query.set('serverSeed', fields.serverSeed);
  if (fields.serverSeedHash) query.set('commitment', fields.serverSeedHash);
  if (fields.params && Object.keys(fields.params).length > 0)
    query.set('params', JSON.stringify(fields.params));
  return `${BASE}verify?${query.toString()}`;
}

export const roundHref = (roundId: string) => `${BASE}rounds/${encodeURIComponent(roundId)}`;
