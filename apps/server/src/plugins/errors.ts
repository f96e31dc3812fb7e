import type { ErrorBody, FieldErrors, FieldIssue } from '@casino/contracts';
import { ErrorCode, zodIssueToFieldIssue } from '@casino/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type { FieldIssue };

/** The one error type of the API: a code (spec codes where they exist), an HTTP status, field issues for 422. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }

  static validation(issues: FieldIssue[]) {
    return new AppError(422, ErrorCode.validationFailed, 'The given data was invalid.', issues);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, ErrorCode.notFound, message);
  }
  static unauthorized(message = 'Unauthenticated.') {
    return new AppError(401, ErrorCode.unauthorized, message);
  }
  static forbidden(message = 'Forbidden.') {
    return new AppError(403, ErrorCode.forbidden, message);
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
      return reply.status(error.status).send(body);
    }
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

function errorBody(code: number, message: string): ErrorBody {
  return { error: { code, message } };
}
