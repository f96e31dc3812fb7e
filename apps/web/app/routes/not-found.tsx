import { data } from 'react-router';

/** Every path no route claims: the error page with a 404 status. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
