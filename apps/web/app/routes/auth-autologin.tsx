import { AutologinPage } from '../features/identity/pages/auth-pages.tsx';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/auth-autologin';

export const meta: Route.MetaFunction = (args) => [
  ...sectionMeta(args, 'auth'),
  { name: 'robots', content: 'noindex' },
];

/** /auth/autologin?state=...: a one-time sign-in link. */
export default function AuthAutologin(_props: Route.ComponentProps) {
  return <AutologinPage />;
}
