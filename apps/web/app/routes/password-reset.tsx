import { redirect } from 'react-router';
import type { Route } from './+types/password-reset';

/**
 * The link of the password-reset e-mail (no locale prefix): the home page with the reset-pass modal
 * holding the code; the home page then takes the visitor's language.
 */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/?reset-pass=${encodeURIComponent(params.resetCode)}`);
}

export default function PasswordReset() {
  return null;
}
