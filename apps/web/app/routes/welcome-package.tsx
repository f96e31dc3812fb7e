import { Prose } from '../components/ui/prose.tsx';
import { loadStepStatuses } from '../features/bonuses/api/step-statuses.server.ts';
import { DepositCta, StepStatusBadge } from '../features/content/bonus-cta.tsx';
import { attribute, loadContentPage } from '../features/content/load-page.ts';
import { renderPage } from '../features/content/markdown.server.ts';
import { contentPageMeta } from '../lib/seo.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/welcome-package';

/** A step of the package; `bonusId` (optional) names its bonus, whose status a signed-in player sees. */
type Step = { title: string; text: string; reward: string; bonusId?: string };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = renderPage(await loadContentPage(context, params.lang, 'welcome-package'), params.lang);
  const bonusIds = (attribute<Step[]>(page, 'steps') ?? []).flatMap((step) => step.bonusId ?? []);
  return { page, statuses: await loadStepStatuses(request, context, bonusIds) };
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function WelcomePackage({ loaderData: { page, statuses } }: Route.ComponentProps) {
  const t = useT('global-components');
  const steps = attribute<Step[]>(page, 'steps') ?? [];
  return (
    <article className="page">
      <section className="hero hero--compact">
        <div className="hero__glow" aria-hidden="true" />
        <h1 className="hero__title">{page.title}</h1>
        <p className="hero__subtitle">{page.description}</p>
        <DepositCta label={attribute<string>(page, 'cta')} />
      </section>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title} className="card step">
            <span className="step__number">{t('welcomePackage.stepLabel', { number: index + 1 })}</span>
            <StepStatusBadge status={step.bonusId ? statuses?.[step.bonusId] : undefined} />
            <strong className="step__reward">{step.reward}</strong>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <Prose html={page.bodyHtml} className="section page--article" />
    </article>
  );
}
