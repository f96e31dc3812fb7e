import type { PublicBanner } from '@casino/contracts';
import { bannerRoutes } from '@casino/contracts/links';
import type { AppLoadContext } from 'react-router';
import { catalogueApi } from '../games/api/page-data.ts';

/**
 * The live banners of the page's locale for the home page's slider. A failing call shows the page
 * with its text hero rather than an error: the slider is decoration, not content.
 */
export async function loadBanners(
  request: Request,
  context: AppLoadContext,
  lang: string | undefined,
): Promise<PublicBanner[]> {
  try {
    return (await catalogueApi(request, context, lang).call(bannerRoutes.banners, { query: {} })).data;
  } catch {
    return [];
  }
}
