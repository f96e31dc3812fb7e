import { loadContentPage } from '../features/content/load-page.ts';
import { contentPageMeta } from '../lib/seo.ts';
import type { Route } from './+types/main';
import { LandingPage } from './home.tsx';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, params.lang, 'main') };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function Main({ loaderData: { page } }: Route.ComponentProps) {
  return <LandingPage page={page} />;
}
