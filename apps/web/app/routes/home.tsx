import type { PublicBanner } from '@casino/contracts';
import { Link } from 'react-router';
import { Prose } from '../components/ui/prose.tsx';
import { BannerSlider } from '../features/content/banner-slider.tsx';
import { loadBanners } from '../features/content/banners.ts';
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
  const [page, games, banners] = await Promise.all([
    loadContentPage(context, params.lang, 'home'),
    loadLobbyGames(request, context, params.lang),
    loadBanners(request, context, params.lang),
  ]);
  return { page: renderPage(page, params.lang), games, banners };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function Home({ loaderData: { page, games, banners } }: Route.ComponentProps) {
  return <LandingPage page={page} games={games} banners={banners} />;
}

type LandingData = Omit<Route.ComponentProps['loaderData'], 'banners'> & { banners?: PublicBanner[] };

/**
 * Home and lobby share one shape of content: hero, games, highlights, promotions, text, help teaser.
 * With live banners the slider takes the hero's place (its title stays the page's heading, unseen);
 * without, the gradient hero shows.
 */
export function LandingPage({ page, games, banners = [] }: LandingData) {
  const t = useT('global-components');
  const { bonusPages } = useSiteData();
  const localize = useLocalizePath();
  const hero = attribute<Hero>(page, 'hero');
  return (
    <div className="page page--landing">
      {banners.length > 0 ? (
        <>
          <h1 className="visually-hidden">{hero?.title ?? page.title}</h1>
          <BannerSlider banners={banners} />
        </>
      ) : hero ? (
        <PageHero hero={hero} />
      ) : (
        <h1>{page.title}</h1>
      )}
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
