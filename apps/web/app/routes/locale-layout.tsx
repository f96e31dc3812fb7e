import { settingsRoutes } from '@casino/contracts/links';
import { data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { type SiteData, siteResources, useLocalizePath } from '../lib/site-data.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/locale-layout';

/** A first segment that is not a known locale (`/xx/...`, `/anything`) is not a page of this site. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.lang === undefined) return null;
  const locales = (await createApiClient(context.api).call(settingsRoutes.locales, {})).data;
  const known = locales.some((locale) => locale.code === params.lang && !locale.isDefault);
  if (!known) throw data(null, { status: 404 });
  return null;
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function LocaleLayout() {
  return <Outlet />;
}

/** The spec's error page, worded by content, inside the site's layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const texts = { title: t('errorPage.title'), text: t('errorPage.text'), button: t('errorPage.button') };
  return <ErrorPage texts={texts} homeHref={localize('/')} status={status} />;
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const root = matches.find((match) => match?.id === 'root')?.data as SiteData | undefined;
  const texts = (root ? siteResources(root)['global-components']?.errorPage : undefined) as
    | { title?: string }
    | undefined;
  return texts?.title ? [{ title: texts.title }] : [];
};
