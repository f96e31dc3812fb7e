import { z } from 'zod';
import { errorBodySchema } from '../http.ts';
import type { AnyRoute } from './define.ts';

type JsonSchema = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
};

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a request part or a response. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Path and query parameters, one per property; an array query parameter is named `key[]`. */
function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name: location === 'query' && property.type === 'array' ? `${name}[]` : name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function operation(route: AnyRoute) {
  const status = String(route.status ?? 200);
  const errorResponse = { $ref: '#/components/responses/Error' };
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    ...(route.access === 'player' || route.access === 'expired-player' || route.access === 'game-session'
      ? { security: [{ bearer: [] }] }
      : {}),
    ...(route.access === 'guest-or-player' ? { security: [{}, { bearer: [] }] } : {}),
    ...(route.access === 'provider' ? { security: [{ signature: [] }] } : {}),
    ...(route.access === 'staff' || route.access === 'staff-pending'
      ? { security: [{ staffSession: [] }] }
      : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      },
      '4XX': errorResponse,
      '5XX': errorResponse,
    },
  };
}

/** The OpenAPI 3.1 document of a set of declared routes. */
export function openApiDocument(
  routes: readonly AnyRoute[],
  info: OpenApiDocument['info'],
): OpenApiDocument & { components: { responses: Record<string, unknown> } } {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'backoffice-session',
          description: 'The back-office session; writes also send its CSRF token in X-CSRF-Token.',
        },
        signature: {
          type: 'apiKey',
          in: 'header',
          name: 'x-signature',
          description: "HMAC-SHA256 of the raw body with the provider's secret.",
        },
      },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      responses: {
        Error: {
          description: '`{ error: { code, message, fields? } }`; 422 carries per-field messages.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
