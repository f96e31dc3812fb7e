import { data, redirect } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import type { Route } from './+types/categories';

type Collection = { slug: string };

/** `/categories` opens the first category of the list, keeping the query (spec section 2). */
export function firstCategoryPath(
  collections: Collection[],
  url: URL,
  lang: string | undefined,
): string | null {
  const first = collections[0];
  if (!first) return null;
  const path = `/categories/${encodeURIComponent(first.slug)}`;
  return `${lang ? `/${lang}${path}` : path}${url.search}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.categoryIdentity) throw data(null, { status: 404 });
  const response = await context.api('/api/game/collections');
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw new ApiError(response.status, 0, 'Collections could not be loaded.');
  const body = (await response.json()) as { data: Collection[] };
  const target = firstCategoryPath(body.data, new URL(request.url), params.lang);
  if (!target) throw data(null, { status: 404 });
  throw redirect(target);
}

export default function Categories() {
  return null;
}
