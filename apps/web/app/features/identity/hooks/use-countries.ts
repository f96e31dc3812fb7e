import { type Country, EXCLUDED_COUNTRY_CODES } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { identityQueries } from '../api/identity-api.ts';

const excluded = new Set<string>(EXCLUDED_COUNTRY_CODES);

/** Countries players may pick (spec section 9 leaves some out), by name in the page's language. */
export function useCountries(): { countries: Country[]; isPending: boolean } {
  const api = useApi();
  const { locale } = useSiteData();
  const query = useQuery(identityQueries.countries(api, locale));
  const countries = useMemo(
    () =>
      (query.data ?? [])
        .filter((country) => !excluded.has(country.code) && !country.restrict)
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [query.data, locale],
  );
  return { countries, isPending: query.isPending };
}
