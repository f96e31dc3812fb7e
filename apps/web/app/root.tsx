import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { errorPage as fallbackErrorTexts } from '../../../content/en/global-components.json';
import type { Route } from './+types/root';
import { AlertProvider } from './components/alerts/alert-queue.tsx';
import { ErrorPage } from './components/layout/error-page.tsx';
import { createApiClient } from './lib/api-client.ts';
import { createI18n } from './lib/i18n.ts';
import { splitLocalePrefix } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { isRootStale } from './lib/session/root-sync.ts';
import { loadSiteData, type SiteData, siteResources } from './lib/site-data.ts';
import { SiteTranslationsScript } from './lib/site-translations.tsx';
import { SiteShell } from './shell/site-shell.tsx';
import siteStyles from './styles/site.css?url';

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteData> {
  const data = await loadSiteData(request, createApiClient(context.api), context.documentRequest);
  return { ...data, cspNonce: context.cspNonce, publicUrl: context.publicUrl };
}

/** Site data changes only with the locale or the session (sign-in, sign-out); other navigations keep it. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (isRootStale()) return true;
  return splitLocalePrefix(currentUrl.pathname).prefix !== splitLocalePrefix(nextUrl.pathname).prefix;
}

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet before the scripts' module preloads, so the page's
  // one render-blocking file is not queued behind the JavaScript.
  { rel: 'stylesheet', href: siteStyles, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<SiteData>('root');
  return (
    <html lang={data?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f1221" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {data ? <SiteTranslationsScript id={data.translations.id} /> : null}
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, translations } = loaderData;
  const i18n = useMemo(() => createI18n(locale, siteResources({ translations })), [locale, translations]);
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <SiteShell>
            <Outlet />
          </SiteShell>
        </AlertProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Only reached when the site data itself could not load: the bundled default-locale wording stands in. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage texts={fallbackErrorTexts} homeHref="/" />;
}
