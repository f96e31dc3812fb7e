import { VerifyEmailPage } from '../features/identity/pages/verify-email-page.tsx';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = (args) => [
  ...sectionMeta(args, 'verifyEmail'),
  { name: 'robots', content: 'noindex' },
];

/** The link of the confirmation e-mail (no locale prefix). */
export default function VerifyEmail({ params }: Route.ComponentProps) {
  return <VerifyEmailPage code={params.confirmCode} />;
}
