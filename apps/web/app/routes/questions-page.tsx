import { contentRoutes } from '@casino/contracts/links';
import { Link, redirect } from 'react-router';
import { Icon } from '../components/ui/icon.tsx';
import { Prose } from '../components/ui/prose.tsx';
import { renderQuestionsPage } from '../features/content/markdown.server.ts';
import { ApiError, createApiClient } from '../lib/api-client.ts';
import { contentPageMeta } from '../lib/seo.ts';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/questions-page';

/** An unknown topic leads back to the list of topics (spec: the child goes to its parent). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = createApiClient(context.api);
  try {
    const path = `questions/${params.pageIdentity}`;
    const { data: page } = await api.call(contentRoutes.page, { query: { locale: params.lang, path } });
    return renderQuestionsPage(page, params.lang);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw redirect(params.lang ? `/${params.lang}/questions` : '/questions');
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => contentPageMeta(args);

export default function QuestionsPage({ loaderData: { page, questions } }: Route.ComponentProps) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  return (
    <>
      <Link to={localize('/questions')} className="back-link">
        <Icon name="chevronLeft" size={16} /> {t('questions.backToTopics')}
      </Link>
      <h1>{page.title}</h1>
      <p className="lead">{t('questions.questionCount', { count: questions.length })}</p>
      <div className="faq">
        {questions.map((item) => (
          <details key={item.question} className="faq__item">
            <summary>{item.question}</summary>
            <Prose html={item.answerHtml} />
          </details>
        ))}
      </div>
    </>
  );
}
