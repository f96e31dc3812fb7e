import { texts } from '../texts.ts';

/**
 * The header of the studio's own pages (a round's recall, the verifier), which open in a tab of their
 * own from the casino's history: whose pages these are, and the way back.
 */
export function PageHeader() {
  return (
    <header className="page-header">
      <a className="page-header__brand" href="/">
        {texts.brand}
      </a>
      <nav className="page-header__links" aria-label={texts.pageHeader.label}>
        <a href="/studio/verify">{texts.pageHeader.verify}</a>
        <a href="/">{texts.pageHeader.casino}</a>
      </nav>
    </header>
  );
}
