import { Link } from 'react-router';
import { Icon, isIconName } from '../components/ui/icon.tsx';
import { loadPageList } from '../features/content/load-page.ts';
import { sectionMeta } from '../lib/seo.ts';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/questions-index';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { topics: await loadPageList(context, params.lang, 'questions') };
}

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'questions');

export default function QuestionsIndex({ loaderData: { topics } }: Route.ComponentProps) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  return (
    <>
      <h1>{t('questions.title')}</h1>
      <p className="lead">{t('questions.intro')}</p>
      <div className="card-grid">
        {topics.map((topic) => (
          <Link
            key={topic.identity}
            to={localize(`/questions/${topic.identity}`)}
            className="card card--link"
          >
            <span className="card__icon">
              <Icon name={isIconName(topic.icon) ? topic.icon : 'question'} size={24} />
            </span>
            <h2>{topic.title}</h2>
            <p>{topic.summary ?? topic.description}</p>
          </Link>
        ))}
      </div>
      <p className="section">
        <Link to={localize('/contact')}>{t('questions.contactLink')}</Link>
      </p>
    </>
  );
}
