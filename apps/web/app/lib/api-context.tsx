import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClient, browserFetcher, createApiClient } from './api-client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** The browser-side API client, speaking in the page's locale. */
export function ApiProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const client = useMemo(() => createApiClient(browserFetcher(() => locale)), [locale]);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs ApiProvider');
  return client;
}
