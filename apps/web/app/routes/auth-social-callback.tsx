import { SocialCallbackPage } from '../features/identity/pages/auth-pages.tsx';
import { sectionMeta } from '../lib/seo.ts';
import type { Route } from './+types/auth-social-callback';

export const meta: Route.MetaFunction = (args) => [
  ...sectionMeta(args, 'auth'),
  { name: 'robots', content: 'noindex' },
];

/** /auth/social/{connection}/callback: where a social login provider sends the player back. */
export default function AuthSocialCallback({ params }: Route.ComponentProps) {
  return <SocialCallbackPage connection={params.connection} />;
}
