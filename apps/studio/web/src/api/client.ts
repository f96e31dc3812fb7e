import { ErrorCode } from '@casino/contracts';
import { errorBodySchema, type FieldErrors } from '@casino/contracts/http';
import {
  type AnyRoute,
  bracketQueryString,
  type RouteInput,
  type RouteResponse,
  routePath,
} from '@casino/contracts/routes';
import { signalRealityCheckRefusal } from '../session/reality-check-signal.ts';
import { texts } from '../texts.ts';

/** An answer of the studio API in the shape `{error: {code, message, fields}}`, or a network failure (status 0). */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

export type CallOptions = { token?: string | null };

type QueryParts = Parameters<typeof bracketQueryString>[0];

function toApiError(status: number, payload: unknown): StudioApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (!parsed.success) return new StudioApiError(status, 0, texts.errors.unexpected(status));
  const { code, message, fields } = parsed.data.error;
  return new StudioApiError(status, code, message, fields);
}

/** Makes a declared studio call: its path, bracket query and body from `input`, its answer parsed with its schema. */
export async function call<R extends AnyRoute>(
  route: R,
  input: RouteInput<R>,
  { token }: CallOptions = {},
): Promise<RouteResponse<R>> {
  const parts = input as { params?: Record<string, unknown>; query?: QueryParts; body?: unknown };
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (parts.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${routePath(route.path, parts.params)}${bracketQueryString(parts.query)}`, {
      method: route.method,
      headers,
      body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
    });
  } catch {
    throw new StudioApiError(0, 0, texts.errors.network);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (error.code === ErrorCode.realityCheckDue) signalRealityCheckRefusal();
    throw error;
  }
  return route.response.parse(payload);
}

/** What a page says of a field the API refused; undefined leaves the API's own `field: message`. */
export type FieldErrorText = (field: string, message: string) => string | undefined;

/** What to show for a failed call: the API's message, then each field's messages (or the page's text). */
export function errorLines(error: unknown, fieldText?: FieldErrorText): string[] {
  if (error instanceof StudioApiError) {
    const fieldLines = Object.entries(error.fields).flatMap(([field, messages]) => {
      const text = fieldText?.(field, messages[0] ?? '');
      return text ? [text] : messages.map((message) => `${field}: ${message}`);
    });
    return [error.message, ...new Set(fieldLines)];
  }
  return [texts.errors.unexpected(0)];
}
