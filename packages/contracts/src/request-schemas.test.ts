import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';

/**
 * Every schema a request is parsed with (body, query, params): named *RequestSchema, *QuerySchema,
 * *ParamsSchema, *BodySchema or *UpdateSchema, plus the inputs named otherwise below.
 */
const REQUEST_NAME = /(Request|Query|Params|Body|Update)Schema$/;
const OTHER_INPUTS = ['socialStateSchema', 'studioBetSchema'];
/** Named like an input, but an answer. */
const NOT_INPUTS = ['errorBodySchema'];

const requestSchemas: [string, z.ZodType][] = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    (REQUEST_NAME.test(entry[0]) || OTHER_INPUTS.includes(entry[0])) &&
    !NOT_INPUTS.includes(entry[0]) &&
    isSchema(entry[1]),
);

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

/** Every string a request can carry, with its path; a pipe is walked on its input side. */
function stringsOf(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): [string, z.ZodString][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const walk = (child: z.ZodType | undefined, at: string) => (child ? stringsOf(child, at, seen) : []);
  switch (def.type) {
    case 'string':
      return [[path, schema as z.ZodString]];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, path);
    case 'pipe':
      return walk(def.in, path);
    case 'union':
      return (def.options ?? []).flatMap((option, index) => walk(option, `${path}|${index}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)];
    case 'lazy':
      return walk(def.getter?.(), path);
    default:
      return [];
  }
}

const strings = requestSchemas.flatMap(([name, schema]) => stringsOf(schema, name));

describe('request schemas', () => {
  it('are found, with their strings', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'depositRequestSchema',
        'signInRequestSchema',
        'gamesQuerySchema',
        'idParamsSchema',
      ]),
    );
    expect(strings.length).toBeGreaterThan(50);
  });

  it.each(strings)('%s has a length limit', (_path, schema) => {
    expect(schema.maxLength).not.toBeNull();
  });

  it.each(strings)('%s refuses NUL', (_path, schema) => {
    expect(schema.safeParse('\u0000'.repeat(Math.max(1, schema.minLength ?? 1))).success).toBe(false);
  });

  it('deposit: bonusId holds a bonus id, not a name or a megabyte', () => {
    const deposit = {
      method: 'card',
      currency: 'EUR',
      amount: 10,
      accountId: 'a7a1f0de-0000-4000-8000-000000000001',
    };
    const bonusId = 'b0b0f0de-0000-4000-8000-000000000002';
    expect(contracts.depositRequestSchema.safeParse({ ...deposit, bonusId }).success).toBe(true);
    // A name is no id: accepted, it could never be settled (issue 28, item 2).
    expect(contracts.depositRequestSchema.safeParse({ ...deposit, bonusId: 'WELCOME100' }).success).toBe(
      false,
    );
    expect(
      contracts.depositRequestSchema.safeParse({ ...deposit, bonusId: 'x'.repeat(1_000_000) }).success,
    ).toBe(false);
    const crlf = contracts.depositRequestSchema.safeParse({ ...deposit, redirectSuccessUrl: '/profile\r\n' });
    expect(crlf.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['redirectSuccessUrl', 'controlCharacters'],
    ]);
  });

  it('social state: the back route stays on the site', () => {
    const state = (backRoute: string) =>
      contracts.socialStateSchema.safeParse({ backRoute, connection: 'google' });
    expect(state('/profile/wallet?x=1').success).toBe(true);
    for (const route of ['/\t/evil.example/x', '/\\evil.example', 'https://evil.example', '//evil.example'])
      expect(state(route).success, route).toBe(false);
  });
});
