import type { ContentPage, PageFolder } from '@casino/contracts';
import { contentRoutes } from '@casino/contracts/links';
import { type AppLoadContext, data } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api-client.ts';

/** A content page in the URL's locale (default locale without prefix); a missing page is a 404. */
export async function loadContentPage(context: AppLoadContext, lang: string | undefined, path: string) {
  try {
    const response = await createApiClient(context.api).call(contentRoutes.page, {
      query: { locale: lang, path },
    });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loadPageList(context: AppLoadContext, lang: string | undefined, folder: PageFolder) {
  return (await createApiClient(context.api).call(contentRoutes.pages, { query: { locale: lang, folder } }))
    .data;
}

/** Typed view of a page's frontmatter value. */
export function attribute<T>(page: Pick<ContentPage, 'attributes'>, key: string): T | undefined {
  return page.attributes[key] as T | undefined;
}
