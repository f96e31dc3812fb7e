import type { PublicBanner } from '@casino/contracts';
import { bannerRoutes } from '@casino/contracts/links';
import type { AppLoadContext } from 'react-router';
import { playerApi } from '../../lib/session/server.ts';

/**
 * The live banners of the page's locale (an unprefixed page: the request's) for the home page's slider. A failing call shows the page
 * with its text hero rather than an error: the slider is decoration, not content.
 */
export async function loadBanners(
  request: Request,
  context: AppLoadContext,
  lang: string | undefined,
): Promise<PublicBanner[]> {
  try {
    const query = lang ? { locale: lang } : {};
    return (await playerApi(request, context).call(bannerRoutes.banners, { query })).data;
  } catch {
    return [];
  }
}
