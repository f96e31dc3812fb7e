import { ErrorCode, errorStatus, type FieldErrors } from '@casino/contracts';
import type { z } from 'zod';

/**
 * The one error type of the studio's API, rendered as `{error: {code, message, fields?, balance?,
 * currency?}}` by the studio's own error handler (the studio never throws platform errors). Its HTTP
 * status comes from the code, through the contracts' `errorStatus` map the platform uses too.
 */
export class StudioError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: FieldErrors; balance?: string; currency?: string } = {},
  ) {
    super(message);
    this.status = errorStatus[code];
  }

  static validation(fields: FieldErrors) {
    return new StudioError(ErrorCode.validationFailed, 'The given data was invalid.', { fields });
  }
  static field(field: string, message: string) {
    return StudioError.validation({ [field]: [message] });
  }
  static notFound(message = 'Not found.') {
    return new StudioError(ErrorCode.notFound, message);
  }
  static unauthorized(message = 'The game session is unknown or has expired.') {
    return new StudioError(ErrorCode.unauthorized, message);
  }
  static conflict(message: string) {
    return new StudioError(ErrorCode.conflict, message);
  }
  static unavailable(message: string) {
    return new StudioError(ErrorCode.serviceUnavailable, message);
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
