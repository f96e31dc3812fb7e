import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../components/ui/markdown.tsx';
import { attribute, loadContentPage } from '../features/content/load-page.ts';
import { contentPageMeta } from '../lib/seo.ts';
import { useLocalizePath } from '../lib/site-data.ts';
import type { Route } from './+types/bonus-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, params.lang, `bonus/${params.pageIdentity}`) };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function BonusPage({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation('global-components');
  const localize = useLocalizePath();
  const badge = attribute<string>(page, 'badge');
  return (
    <article className="page page--article">
      {badge ? <span className="badge">{badge}</span> : null}
      <h1>{page.title}</h1>
      <p className="lead">{attribute<string>(page, 'summary')}</p>
      <Markdown source={page.body} />
      <p>
        <Link to={localize('/static/bonus-terms')}>{t('bonus.termsLink')}</Link>
      </p>
    </article>
  );
}
