import type { ErrorBody, FieldErrors } from '@casino/contracts';

/** A failed call, in the app's error model: `{ error: { code, message, fields } }` and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** Per-field messages of a 422, by the request's field names. */
    readonly fields: FieldErrors = {},
    /** Seconds to wait before trying again (429, from Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error of a failed answer; a body that is not the error model still gives its status. */
export function apiErrorOf(response: Response, payload: unknown): ApiError {
  const retryAfter = Number(response.headers.get('retry-after'));
  const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null;
  const error = (payload as Partial<ErrorBody> | null)?.error;
  if (typeof error?.code !== 'number' || typeof error.message !== 'string') {
    return new ApiError(response.status, 0, `The server answered ${response.status}.`, {}, wait);
  }
  return new ApiError(response.status, error.code, error.message, error.fields ?? {}, wait);
}

export const isApiError = (error: unknown, code?: number): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
