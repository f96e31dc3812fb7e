import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page">
      <title>Not found · Back office</title>
      <h1 className="page-header__title">This page does not exist</h1>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </section>
  );
}
