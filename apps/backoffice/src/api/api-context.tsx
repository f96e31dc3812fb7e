import { createContext, type ReactNode, useContext } from 'react';
import type { BackofficeClient } from './client.ts';

const ApiContext = createContext<BackofficeClient | null>(null);

export function ApiProvider({ client, children }: { client: BackofficeClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The app's API client (api/client.ts). */
export function useApi(): BackofficeClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider>.');
  return client;
}
