import { loadContentPage } from '../features/content/load-page.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/main';
import { LandingPage } from './home.tsx';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, params.lang, 'main') };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, { title: args.data.page.title, description: args.data.page.description }) : [];

export default function Main({ loaderData: { page } }: Route.ComponentProps) {
  return <LandingPage page={page} />;
}
