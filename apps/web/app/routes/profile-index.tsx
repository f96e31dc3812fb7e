import { redirect } from 'react-router';
import type { Route } from './+types/profile-index';

/** /profile opens its first tab. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(params.lang ? `/${params.lang}/profile/info` : '/profile/info');
}

export default function ProfileIndex() {
  return null;
}
