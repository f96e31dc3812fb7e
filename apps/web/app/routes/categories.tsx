import { data, redirect } from 'react-router';
import { catalogueApi, loadCategoryPage } from '../features/games/api/page-data.ts';
import { catalogueFiltersFromSearch } from '../features/games/lib/catalogue-filters.ts';
import { catalogueMeta } from '../features/games/lib/catalogue-meta.ts';
import { CategoryPage } from '../features/games/pages/category-page.tsx';
import { ApiError } from '../lib/api-client.ts';
import type { Route } from './+types/categories';

type Collection = { identity: string };

/** `/categories` opens the first category of the list, keeping the query (spec section 2). */
export function firstCategoryPath(
  collections: Collection[],
  url: URL,
  lang: string | undefined,
): string | null {
  const first = collections[0];
  if (!first) return null;
  const path = `/categories/${encodeURIComponent(first.identity)}`;
  return `${lang ? `/${lang}${path}` : path}${url.search}`;
}

/** A category's page (an unknown one is the 404 page); without one, the first category. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (params.categoryIdentity) {
    const api = catalogueApi(request, context, params.lang);
    return loadCategoryPage(api, params.categoryIdentity, catalogueFiltersFromSearch(url.searchParams));
  }
  const response = await context.api('/api/game/collections');
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw new ApiError(response.status, 0, 'Collections could not be loaded.');
  const body = (await response.json()) as { data: Collection[] };
  const target = firstCategoryPath(body.data, url, params.lang);
  if (!target) throw data(null, { status: 404 });
  throw redirect(target);
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? catalogueMeta(args, 'category', { name: args.data.collection.name }) : [];

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoryPage loaded={loaderData} />;
}
