import { type Country, EXCLUDED_COUNTRY_CODES } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { identityQueries } from '../api/identity-api.ts';

const excluded = new Set<string>(EXCLUDED_COUNTRY_CODES);

/**
 * Countries players may pick (spec section 9 leaves some out), by name in the page's language. For
 * phone prefixes every country counts: a calling code is where the phone is from, not where its owner
 * lives or may play, and the visitor's own prefix must be there to start on.
 */
export function useCountries({ everyCountry = false }: { everyCountry?: boolean } = {}): {
  countries: Country[];
  isPending: boolean;
} {
  const api = useApi();
  const { locale } = useSiteData();
  const query = useQuery(identityQueries.countries(api, locale));
  const countries = useMemo(
    () =>
      (query.data ?? [])
        .filter((country) => everyCountry || (!excluded.has(country.code) && !country.restrict))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [query.data, locale, everyCountry],
  );
  return { countries, isPending: query.isPending };
}
