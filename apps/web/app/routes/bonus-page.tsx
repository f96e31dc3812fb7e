import { Link } from 'react-router';
import { Prose } from '../components/ui/prose.tsx';
import { loadStepStatuses } from '../features/bonuses/api/step-statuses.server.ts';
import { DepositCta, StepStatusBadge } from '../features/content/bonus-cta.tsx';
import { attribute, loadContentPage } from '../features/content/load-page.ts';
import { renderPage } from '../features/content/markdown.server.ts';
import { contentPageMeta } from '../lib/seo.ts';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/bonus-page';

/** A page whose frontmatter names its bonus (`bonusId`) tells a signed-in player whether it is still to be had. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = renderPage(
    await loadContentPage(context, params.lang, `bonus/${params.pageIdentity}`),
    params.lang,
  );
  const bonusId = attribute<string>(page, 'bonusId');
  const statuses = await loadStepStatuses(request, context, bonusId ? [bonusId] : []);
  return { page, status: bonusId ? statuses?.[bonusId] : undefined };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function BonusPage({ loaderData: { page, status } }: Route.ComponentProps) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const badge = attribute<string>(page, 'badge');
  return (
    <article className="page page--article">
      {badge ? <span className="badge">{badge}</span> : null}
      <StepStatusBadge status={status} />
      <h1>{page.title}</h1>
      <p className="lead">{attribute<string>(page, 'summary')}</p>
      <p>
        <DepositCta label={attribute<string>(page, 'cta')} />
      </p>
      <Prose html={page.bodyHtml} />
      <p>
        <Link to={localize('/static/bonus-terms')}>{t('bonus.termsLink')}</Link>
      </p>
    </article>
  );
}
