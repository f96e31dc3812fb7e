import { Link } from 'react-router';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { sectionMeta } from '../lib/seo.ts';
import { useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { RouteHandle } from '../shell/site-shell.tsx';
import type { Route } from './+types/contact';

export const handle: RouteHandle = { openWhenRestricted: true };

export const meta: Route.MetaFunction = (args) => sectionMeta(args, 'contact');

export default function Contact() {
  const t = useT('global-components');
  const localize = useLocalizePath();
  return (
    <div className="page page--narrow">
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.intro')}</p>
      <ContactForm />
      <p className="muted section">
        {t('contact.faqHint')} <Link to={localize('/questions')}>{t('questions.title')}</Link>
      </p>
    </div>
  );
}
