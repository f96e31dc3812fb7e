import { errorBodySchema, type FieldErrors } from '@casino/contracts/http';
import type { z } from 'zod';
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

export type RequestOptions = { token?: string | null; body?: unknown };

const API_ROOT = '/studio/api';

function toApiError(status: number, payload: unknown): StudioApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (!parsed.success) return new StudioApiError(status, 0, texts.errors.unexpected(status));
  const { code, message, fields } = parsed.data.error;
  return new StudioApiError(status, code, message, fields);
}

export async function request<T extends z.ZodType>(
  schema: T,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: RequestOptions = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StudioApiError(0, 0, texts.errors.network);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload);
  return schema.parse(payload);
}

/** What to show for a failed call: the API's message, then each field's messages. */
export function errorLines(error: unknown): string[] {
  if (error instanceof StudioApiError) {
    const fieldLines = Object.entries(error.fields).flatMap(([field, messages]) =>
      messages.map((message) => `${field}: ${message}`),
    );
    return [error.message, ...fieldLines];
  }
  return [texts.errors.unexpected(0)];
}
