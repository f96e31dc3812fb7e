import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { type ApiClient, browserFetcher, createApiClient } from './api-client.ts';
import { createBrowserSession } from './session/browser-session.ts';
import type { SessionClient } from './session/session-client.ts';
import { sessionFetcher } from './session/session-fetcher.ts';

type ApiContextValue = { api: ApiClient; session: SessionClient };

const ApiContext = createContext<ApiContextValue | null>(null);

/**
 * The browser-side API client, speaking in the page's locale, sending the session's Bearer token
 * (refreshed when about to expire) and ending the session on a 401 or 403.
 */
export function ApiProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const [session] = useState(() => createBrowserSession(() => localeRef.current));
  const value = useMemo(
    () => ({
      session,
      api: createApiClient(
        sessionFetcher(
          browserFetcher(() => localeRef.current),
          session,
        ),
      ),
    }),
    [session],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi needs ApiProvider');
  return value;
}

export function useApi(): ApiClient {
  return useApiContext().api;
}

/** The low-level session (token storage and refresh); components use `useSession` instead. */
export function useSessionClient(): SessionClient {
  return useApiContext().session;
}
