import { ErrorCode, type FieldErrors } from '@casino/contracts';
import type { z } from 'zod';

/**
 * The one error type of the studio's API, rendered as `{error: {code, message, fields?, balance?,
 * currency?}}` by the studio's own error handler (the studio never throws platform errors).
 */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: { fields?: FieldErrors; balance?: string; currency?: string } = {},
  ) {
    super(message);
  }

  static validation(fields: FieldErrors) {
    return new StudioError(422, ErrorCode.validationFailed, 'The given data was invalid.', { fields });
  }
  static field(field: string, message: string) {
    return StudioError.validation({ [field]: [message] });
  }
  static notFound(message = 'Not found.') {
    return new StudioError(404, ErrorCode.notFound, message);
  }
  static unauthorized(message = 'The game session is unknown or has expired.') {
    return new StudioError(401, ErrorCode.unauthorized, message);
  }
  static conflict(message: string) {
    return new StudioError(409, ErrorCode.conflict, message);
  }
  static unavailable(message: string) {
    return new StudioError(503, ErrorCode.serviceUnavailable, message);
  }
}

/**
 * Parses request input with a contract schema; failures become a 422 with the field's messages (field
 * names prefixed with `under.` for a nested part of the body).
 */
export function parseStudioInput<T extends z.ZodType>(schema: T, input: unknown, under?: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = [under, ...issue.path].filter((part) => part !== undefined).join('.') || '_';
    fields[field] ??= [];
    fields[field].push(issue.message);
  }
  throw StudioError.validation(fields);
}
