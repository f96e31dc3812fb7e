import { useEffect, useState } from 'react';
import { useSiteData } from '../../lib/site-data.ts';

const FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A date and time in the page's language. The server does not know the visitor's time zone, so the
 * first render (server and hydration alike) shows UTC, and the browser's zone takes over once mounted.
 */
export function LocalTime({ iso, dateOnly }: { iso: string; dateOnly?: boolean }) {
  const { locale } = useSiteData();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = dateOnly ? { dateStyle: 'medium' } : FORMAT;
  const text = new Intl.DateTimeFormat(locale, local ? options : { ...options, timeZone: 'UTC' }).format(
    date,
  );
  return <time dateTime={iso}>{local || dateOnly ? text : `${text} UTC`}</time>;
}
