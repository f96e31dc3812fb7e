import { Link } from 'react-router';
import { Prose } from '../components/ui/prose.tsx';
import { attribute, loadContentPage } from '../features/content/load-page.ts';
import { renderPage } from '../features/content/markdown.server.ts';
import { contentPageMeta } from '../lib/seo.ts';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/bonus-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadContentPage(context, params.lang, `bonus/${params.pageIdentity}`);
  return { page: renderPage(page, params.lang) };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function BonusPage({ loaderData: { page } }: Route.ComponentProps) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const badge = attribute<string>(page, 'badge');
  return (
    <article className="page page--article">
      {badge ? <span className="badge">{badge}</span> : null}
      <h1>{page.title}</h1>
      <p className="lead">{attribute<string>(page, 'summary')}</p>
      <Prose html={page.bodyHtml} />
      <p>
        <Link to={localize('/static/bonus-terms')}>{t('bonus.termsLink')}</Link>
      </p>
    </article>
  );
}
