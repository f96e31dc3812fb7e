import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../components/ui/markdown.tsx';
import { type Highlight, Highlights } from '../features/content/highlights.tsx';
import { attribute, loadContentPage } from '../features/content/load-page.ts';
import { type Hero, PageHero } from '../features/content/page-hero.tsx';
import { PromotionCards } from '../features/content/promotion-cards.tsx';
import { contentPageMeta } from '../lib/seo.ts';
import { useLocalizePath, useSiteData } from '../lib/site-data.ts';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, params.lang, 'home') };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  return <LandingPage page={page} />;
}

/** Home and lobby share one shape of content: hero, highlights, promotions, text, help teaser. */
export function LandingPage({ page }: { page: Route.ComponentProps['loaderData']['page'] }) {
  const { t } = useTranslation('global-components');
  const { bonusPages } = useSiteData();
  const localize = useLocalizePath();
  const hero = attribute<Hero>(page, 'hero');
  return (
    <div className="page page--landing">
      {hero ? <PageHero hero={hero} /> : <h1>{page.title}</h1>}
      <Highlights
        title={t('home.highlightsTitle')}
        items={attribute<Highlight[]>(page, 'highlights') ?? []}
      />
      <PromotionCards title={t('home.promotionsTitle')} pages={bonusPages} />
      <Markdown source={page.body} className="section" />
      <section className="section callout">
        <div>
          <h2>{t('home.questionsTitle')}</h2>
          <p>{t('home.questionsText')}</p>
        </div>
        <Link className="button button--ghost" to={localize('/questions')}>
          {t('home.questionsLink')}
        </Link>
      </section>
    </div>
  );
}
