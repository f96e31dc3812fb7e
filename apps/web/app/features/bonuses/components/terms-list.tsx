import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';

/** A term: its label and what it says; null leaves it out (a term the bonus does not have). */
export type Term = readonly [label: string, value: ReactNode] | null;

/** A bonus's terms, one per row. */
export function TermsList({ terms, testId }: { terms: readonly Term[]; testId?: string }) {
  return (
    <dl className="bonus-terms" data-testid={testId}>
      {terms.map((term) =>
        term ? (
          <div key={term[0]}>
            <dt>{term[0]}</dt>
            <dd>{term[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The site's general bonus terms, which every bonus's own terms add to. */
export function GeneralTermsLink({ onFollow }: { onFollow?: () => void }) {
  const t = useT('modals');
  const localize = useLocalizePath();
  return (
    <p className="bonus-terms__link">
      <Link to={localize('/static/bonus-terms')} onClick={onFollow}>
        {t('bonuses.terms.general')}
      </Link>
    </p>
  );
}
