import { Link } from 'react-router';
import { Prose } from '../components/ui/prose.tsx';
import { type Highlight, Highlights } from '../features/content/highlights.tsx';
import { attribute, loadContentPage } from '../features/content/load-page.ts';
import { renderPage } from '../features/content/markdown.server.ts';
import { type Hero, PageHero } from '../features/content/page-hero.tsx';
import { PromotionCards } from '../features/content/promotion-cards.tsx';
import { loadLobbyGames } from '../features/games/api/page-data.ts';
import { LobbyGames } from '../features/games/components/lobby-games.tsx';
import { contentPageMeta } from '../lib/seo.ts';
import { useLocalizePath, useSiteData } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/home';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [page, games] = await Promise.all([
    loadContentPage(context, params.lang, 'home'),
    loadLobbyGames(request, context, params.lang),
  ]);
  return { page: renderPage(page, params.lang), games };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function Home({ loaderData: { page, games } }: Route.ComponentProps) {
  return <LandingPage page={page} games={games} />;
}

/** Home and lobby share one shape of content: hero, games, highlights, promotions, text, help teaser. */
export function LandingPage({ page, games }: Route.ComponentProps['loaderData']) {
  const t = useT('global-components');
  const { bonusPages } = useSiteData();
  const localize = useLocalizePath();
  const hero = attribute<Hero>(page, 'hero');
  return (
    <div className="page page--landing">
      {hero ? <PageHero hero={hero} /> : <h1>{page.title}</h1>}
      <LobbyGames rows={games} />
      <Highlights
        title={t('home.highlightsTitle')}
        items={attribute<Highlight[]>(page, 'highlights') ?? []}
      />
      <PromotionCards title={t('home.promotionsTitle')} pages={bonusPages} />
      <Prose html={page.bodyHtml} className="section" />
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
