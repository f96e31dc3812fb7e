import type { z } from 'zod';
import type { FuzzFixture, FuzzRoute } from './route-schemas.ts';

/** One malformed request: what it is (for the report), and its parts. */
export type FuzzCase = {
  name: string;
  /** Path parameters, already encoded for the URL. */
  params: Record<string, string>;
  /** Query string, already encoded (without '?'). */
  query: string;
  /** The body as sent (JSON text unless `contentType` says otherwise); undefined sends none. */
  body?: string;
  contentType?: string;
};

/** A megabyte of text: the size of the stored bonusId of issue 11 (just under Fastify's 1 MiB body limit). */
export const HUGE = 'x'.repeat(1_000_000);

const CONTROL_TEXT = ['\u0000', 'a\u0000b', 'x\r\ny', '\u001b[2J\u007f\u0085', '\u2028'];

/** Values put into one body field at a time; each is sent only where the field's own schema refuses it. */
const BODY_JUNK: unknown[] = [
  12345,
  -1,
  1e300,
  true,
  null,
  { a: 1 },
  ['x'],
  '',
  HUGE,
  ...CONTROL_TEXT,
  { '\u0000': '\u0000' },
];

/** Values put into one query field at a time (decoded; the URL encodes them). */
const QUERY_JUNK = ['abc', '-1', '1e309', '9'.repeat(30), HUGE, ...CONTROL_TEXT];
/** Raw query values that do not decode, or decode to something odd. */
const RAW_QUERY_JUNK = ['%FF%FE', '%C0%80', '%', '%00'];

/** Raw path segments: NUL, CR LF, broken UTF-8, dots, and one longer than Fastify's 100 characters. */
const PARAM_JUNK = ['%00', 'a%00b', '%0D%0A', '%FF', '%2E%2E', '%E2%80%A8', 'x'.repeat(200), '1e309'];

/** What every route gets, whatever its schema. */
const GENERIC_BODIES: [string, string | undefined][] = [
  ['no body', undefined],
  ['empty body', ''],
  ['broken JSON', '{"a":'],
  ['JSON null', 'null'],
  ['JSON array', '[1,2]'],
  ['JSON string', '"\\u0000"'],
  ['JSON number', '1e400'],
  ['NUL field', JSON.stringify({ id: '\u0000', page: '\u0000', name: 'a\u0000' })],
];

type Shape = Record<string, z.ZodType>;

/** The fields of an object schema (through optional, default and pipe wrappers); none for records and unions. */
export function shapeOf(schema: z.ZodType | undefined): Shape {
  let current = schema as {
    _zod: { def: { type: string; shape?: Shape; innerType?: z.ZodType; in?: z.ZodType } };
  };
  for (let depth = 0; current && depth < 5; depth++) {
    const { def } = current._zod;
    if (def.type === 'object') return def.shape ?? {};
    current = (def.innerType ?? def.in) as typeof current;
  }
  return {};
}

/** Whether `value` is refused by the field's schema (a field not in the shape takes anything). */
const refused = (field: z.ZodType | undefined, value: unknown) => !field?.safeParse(value).success;

const encodeParams = (params: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, encodeURIComponent(String(value))]),
  );

const queryText = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();

/** Every malformed request for a route: generic junk, then one bad value per field of body, query and path. */
export function casesFor(
  method: string,
  path: string,
  route: FuzzRoute | undefined,
  fixture: FuzzFixture,
): FuzzCase[] {
  const base = route?.base?.(fixture) ?? {};
  const pathParams = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = {
    ...Object.fromEntries(pathParams.map((name) => [name, '00000000-0000-4000-8000-000000000000'])),
    ...encodeParams(base.params),
  };
  const query = base.query ?? {};
  const body = base.body;
  // A GET's body is never read: one generic case is enough.
  const generic = method === 'GET' ? GENERIC_BODIES.slice(0, 1) : GENERIC_BODIES;
  const cases: FuzzCase[] = generic.map(([name, text]) => ({
    name,
    params,
    query: queryText(query),
    body: text,
  }));
  cases.push({ name: 'NUL query', params, query: 'x=%00&page=%00&perPage=%00&search=%00' });

  for (const name of pathParams) {
    for (const junk of PARAM_JUNK)
      cases.push({
        name: `path ${name}=${junk.slice(0, 12)}`,
        params: { ...params, [name]: junk },
        query: queryText(query),
        body: json(body),
      });
  }

  const queryShape = shapeOf(route?.query);
  const queryFields = Object.keys(queryShape).length > 0 ? Object.keys(queryShape) : Object.keys(query);
  for (const field of queryFields) {
    for (const junk of QUERY_JUNK)
      cases.push({
        name: `query ${field}=${label(junk)}`,
        params,
        query: queryText({ ...query, [field]: junk }),
        body: json(body),
      });
    for (const raw of RAW_QUERY_JUNK)
      cases.push({
        name: `query ${field}=${raw}`,
        params,
        query: `${queryText(query)}&${field}=${raw}`,
        body: json(body),
      });
    cases.push({
      name: `query ${field} twice`,
      params,
      query: `${queryText(query)}&${field}=a&${field}=b`,
      body: json(body),
    });
    // The client's bracket arrays, on a field that may not be one, with junk inside.
    cases.push({
      name: `query ${field}[] array`,
      params,
      query: `${queryText(query)}&${field}[]=a&${field}[]=%00&${field}[]=${'9'.repeat(30)}`,
      body: json(body),
    });
  }

  const bodyShape = shapeOf(route?.body);
  const bodyBase = isRecord(body) ? body : {};
  // The schema's fields; a record (no shape) gets its plausible request's keys.
  const bodyFields = Object.keys(bodyShape).length > 0 ? Object.keys(bodyShape) : Object.keys(bodyBase);
  for (const field of bodyFields) {
    for (const junk of BODY_JUNK) {
      if (!refused(bodyShape[field], junk)) continue;
      cases.push({
        name: `body ${field}=${label(junk)}`,
        params,
        query: queryText(query),
        body: json({ ...bodyBase, [field]: junk }),
      });
    }
  }
  return cases;
}

const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function label(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text;
}
