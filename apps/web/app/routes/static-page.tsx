import { Prose } from '../components/ui/prose.tsx';
import { loadContentPage } from '../features/content/load-page.ts';
import { renderPage } from '../features/content/markdown.server.ts';
import { contentPageMeta } from '../lib/seo.ts';
import type { RouteHandle } from '../shell/site-shell.tsx';
import type { Route } from './+types/static-page';

export const handle: RouteHandle = { openWhenRestricted: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadContentPage(context, params.lang, `static/${params.pageIdentity}`);
  return { page: renderPage(page, params.lang) };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function StaticPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="page page--article">
      <h1>{page.title}</h1>
      <Prose html={page.bodyHtml} />
    </article>
  );
}
