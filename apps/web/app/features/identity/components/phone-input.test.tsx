// @vitest-environment happy-dom
import type { Country } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fieldsSettings from '../../../../../../content/en/fields-settings.json';
import { createApiClient } from '../../../lib/api-client.ts';
import { PhoneInput } from './phone-input.tsx';

const fake = vi.hoisted(() => ({ country: null as string | null, languages: ['en'] as string[] }));
vi.mock('../../../lib/site-data.ts', () => ({
  useSiteData: () => ({ init: { country: fake.country }, locale: 'en' }),
}));

const country = (code: string, name: string, phonePrefix: string, restrict = false): Country => ({
  code,
  name,
  nativeName: name,
  phonePrefix,
  currency: 'EUR',
  locale: 'en',
  restrict,
  restrictType: restrict ? 1 : null,
});
/** The countries answer: US is left out of the country lists (spec), ES restricted. */
const COUNTRIES = [
  country('AF', 'Afghanistan', '+93'),
  country('AT', 'Austria', '+43'),
  country('ES', 'Spain', '+34', true),
  country('US', 'United States', '+1', true),
];
const api = createApiClient(
  async () =>
    new Response(JSON.stringify({ data: COUNTRIES }), { headers: { 'content-type': 'application/json' } }),
);
vi.mock('../../../lib/api-context.tsx', () => ({ useApi: () => api }));

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { 'fields-settings': fieldsSettings } },
  defaultNS: 'fields-settings',
  initAsync: false,
  showSupportNotice: false,
});

/** The prefix the input settles on once the countries are in (the list's first shows while they arrive). */
async function startingPrefix(visitorCountry: string | null, languages: string[], expected: string) {
  fake.country = visitorCountry;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <PhoneInput label="Phone" value="" onChange={onChange} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const select = screen.getByTestId('phone-prefix') as HTMLSelectElement;
  await waitFor(() => expect(select.value).toBe(expected));
  return { select, onChange };
}

describe('the phone prefix', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts on the visitor’s country when the server knows it', async () => {
    expect((await startingPrefix('AT', ['en'], 'AT')).select.value).toBe('AT');
  });

  it('starts on the visitor’s country even when it is left out of the country lists', async () => {
    expect((await startingPrefix('ES', ['en'], 'ES')).select.value).toBe('ES');
    cleanup();
    // Nothing from the server: an American English browser is most likely in the United States.
    expect((await startingPrefix(null, ['en-US'], 'US')).select.value).toBe('US');
  });

  it('offers no prefix rather than Afghanistan when nothing says where the visitor is', async () => {
    const { select } = await startingPrefix(null, ['xx'], '-');
    expect(select.value).toBe('-');
    expect(select.selectedOptions[0]?.textContent).toBe(fieldsSettings.phonePrefixChoose);
  });
});
