// The back office renders only in the browser, so dates are formatted in the browser's own locale and
// time zone straight away: there is no server-rendered HTML to agree with.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

export function DateTime({ value, empty = '—' }: { value: string | null | undefined; empty?: string }) {
  if (!value) return <span className="muted">{empty}</span>;
  return (
    <time dateTime={value} title={fullFormat.format(new Date(value))}>
      {formatDateTime(value)}
    </time>
  );
}
