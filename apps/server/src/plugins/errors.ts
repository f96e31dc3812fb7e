import type { ErrorBody, FieldErrors, FieldIssue } from '@casino/contracts';
import { ErrorCode, errorStatus, isDatabaseUnavailable, zodIssueToFieldIssue } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

export type { FieldIssue };

/** The one error type of the API: a code (spec codes where they exist), its status from `errorStatus`, field issues. */
export class AppError extends Error {
  readonly status: number;
  /** Sent as `error.challenge` (the two-factor sign-in's second step token, 11030). */
  challenge?: string;
  /** Sent as `error.lockedUntil` (when the bonus-code lock ends, 5). */
  lockedUntil?: Date;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.status = errorStatus[code];
  }

  static validation(issues: FieldIssue[]) {
    return new AppError(ErrorCode.validationFailed, 'The given data was invalid.', issues);
  }
  static notFound(message = 'Not found.') {
    return new AppError(ErrorCode.notFound, message);
  }
  static unauthorized(message = 'Unauthenticated.') {
    return new AppError(ErrorCode.unauthorized, message);
  }
  static forbidden(message = 'Forbidden.') {
    return new AppError(ErrorCode.forbidden, message);
  }
}

/** Parses request input with a contract schema; failures become a 422 with per-field issues. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(result.error.issues.map(zodIssueToFieldIssue));
  return result.data;
}

export type FieldMessageTranslator = (issue: FieldIssue, locale: string | undefined) => string;

export function registerErrorHandler(app: FastifyInstance, translate: FieldMessageTranslator) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.issues.length > 0) body.error.fields = fieldMessages(error.issues, translate, request.locale);
      if (error.challenge) body.error.challenge = error.challenge;
      if (error.lockedUntil) body.error.lockedUntil = error.lockedUntil.toISOString();
      return reply.status(error.status).send(body);
    }
    if (isDatabaseUnavailable(error)) return replyUnavailable(reply);
    if (isDataError(error))
      return reply.status(422).send(errorBody(ErrorCode.validationFailed, DATA_ERROR_MESSAGE));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody(ErrorCode.rateLimited, 'Too many requests.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(ErrorCode.badRequest, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(ErrorCode.internal, 'Internal server error.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(ErrorCode.notFound, `Route ${request.method} ${request.url} not found.`)),
  );
}

function fieldMessages(
  issues: FieldIssue[],
  translate: FieldMessageTranslator,
  locale?: string,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    fields[issue.field] ??= [];
    fields[issue.field]!.push(translate(issue, locale));
  }
  return fields;
}

/** Seconds a client is asked to wait while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is away: a transaction in flight committed whole or not at all, so the client retries. */
function replyUnavailable(reply: FastifyReply) {
  reply.log.info('database unavailable: answered 503');
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send(errorBody(ErrorCode.serviceUnavailable, 'The service is briefly unavailable; retry shortly.'));
}

const DATA_ERROR_MESSAGE = 'The given data was invalid.';

/**
 * A safety net behind the contracts' input checks: PostgreSQL refused a value (SQLSTATE class 22, data
 * exception: NUL or untranslatable characters, too long, out of range, bad number or date syntax), so
 * the request's input is at fault, not the server. Drizzle wraps the driver's error in `cause`.
 */
export function isDataError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = cause;
  }
  return false;
}

function errorBody(code: number, message: string): ErrorBody {
  return { error: { code, message } };
}
