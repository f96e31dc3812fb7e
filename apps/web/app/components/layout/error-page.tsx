import { Link } from 'react-router';

export type ErrorPageTexts = { title: string; text: string; button: string };

/** The spec's error page: title, text and a Homepage button to the site root (locale kept). */
export function ErrorPage({
  texts,
  homeHref,
  status = 404,
}: {
  texts: ErrorPageTexts;
  homeHref: string;
  status?: number;
}) {
  return (
    <section className="error-page" data-testid="error-page">
      <div className="error-page__glyph" aria-hidden="true">
        {status}
      </div>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <Link className="button button--primary" to={homeHref} reloadDocument>
        {texts.button}
      </Link>
    </section>
  );
}
