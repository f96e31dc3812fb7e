import type { Fetcher } from './lib/api-client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API of the same server process, called as the visitor (cookies and country header forwarded). */
    api: Fetcher;
    /** Nonce that inline scripts carry to pass the content security policy. */
    cspNonce: string;
    /** Public origin of the site, for canonical, alternate and og:url links. */
    publicUrl: string;
    /** A page's HTML (not a client navigation's data request, `.data`). */
    documentRequest: boolean;
  }
}
