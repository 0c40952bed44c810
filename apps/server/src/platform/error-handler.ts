import type { ErrorBody } from '@lamplighter/contract';
import { issueMessage, translate } from '@lamplighter/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { databaseConflict } from './database-conflict';
import { ApiError, type FieldProblem, InvalidInput } from './errors';
import { isShortage, SHORTAGE_RETRY_SECONDS } from './overload';

function body(status: number, message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors ? { status, message, data: null, errors } : { status, message, data: null };
}

/** The 400 of refused input: every field with its message key, values and English text. */
function invalidInputBody(problems: FieldProblem[]): ErrorBody {
  const errors = problems.map(({ field, key, params = {} }) => ({
    field,
    key,
    params,
    message: translate(key, 'en', params),
  }));
  return body(400, errors.map((error) => `${error.field}: ${error.message}`).join('; '), errors);
}

/** Whether nothing was sent at the path; a value read from text (a JSON form field) counts as sent. */
function isMissing(input: unknown, path: string[]): boolean {
  let value = input;
  for (const step of path) {
    if (typeof value !== 'object' || value === null) return value === undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value === undefined;
}

/** The schema's issues as refused fields, one per field (the first issue of each says why). */
function schemaProblems(
  validation: ZodFastifySchemaValidationError[],
  where: string,
  input: unknown,
): FieldProblem[] {
  const problems = new Map<string, FieldProblem>();
  for (const entry of validation) {
    const path = entry.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || where;
    if (problems.has(field)) continue;
    const issue = { ...entry.params, code: entry.keyword, message: entry.message, path } as z.core.$ZodIssue;
    problems.set(field, { field, ...issueMessage(issue, field, isMissing(input, path)) });
  }
  return [...problems.values()];
}

function validationInput(request: FastifyRequest, context: string | undefined) {
  return context === 'querystring'
    ? { where: 'query', input: request.query }
    : { where: 'body', input: request.body };
}

/** The fields a refused input names (by the schema or a check of its own); undefined for other errors. */
export function refusedFields(error: unknown, request: FastifyRequest): FieldProblem[] | undefined {
  if (error instanceof InvalidInput) return error.problems;
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const { where, input } = validationInput(request, error.validationContext);
  return schemaProblems(error.validation, where, input);
}

const statusByFastifyCode: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: translate('error.unsupportedMediaType') },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: translate('error.bodyTooLarge') },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: translate('error.fileTooLarge') },
  FST_FILES_LIMIT: { status: 413, message: 'too many files' },
  FST_PARTS_LIMIT: { status: 413, message: 'too many parts' },
  FST_FIELDS_LIMIT: { status: 413, message: 'too many fields' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'body cannot be empty when content-type is application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'body is not valid JSON' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: translate('error.unsupportedMediaType') },
};

/**
 * One error handler for the whole API: every failure leaves as `{status, message, data: null}`
 * with a fitting HTTP status. Validation failures name each field; nothing internal leaks.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refused = refusedFields(error, request);
    if (refused) return reply.code(400).send(invalidInputBody(refused));
    if (error instanceof ApiError) {
      const params = error.ref?.params;
      const ref = error.ref
        ? { key: error.ref.key, ...(params && Object.keys(params).length > 0 ? { params } : {}) }
        : {};
      return reply
        .code(error.httpStatus)
        .headers(error.headers)
        .send({ ...body(error.code, error.message), ...ref });
    }
    const tooLarge =
      error.code === 'FST_REQ_FILE_TOO_LARGE' ? request.routeOptions.config.uploadTooLarge : undefined;
    if (tooLarge) {
      const message = translate(tooLarge.key, 'en', tooLarge.params);
      const params = tooLarge.params ? { params: tooLarge.params } : {};
      return reply.code(413).send({ ...body(413, message), key: tooLarge.key, ...params });
    }
    const conflict = databaseConflict(error);
    if (conflict) return reply.code(409).send(body(409, conflict.message));
    const known = error.code ? statusByFastifyCode[error.code] : undefined;
    if (known) return reply.code(known.status).send(body(known.status, known.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(status, error.message || translate('error.badRequest')));
    }
    if (isShortage(error)) {
      request.log.warn({ err: error }, 'request refused for a shortage of files or database connections');
      return reply
        .code(503)
        .header('retry-after', String(SHORTAGE_RETRY_SECONDS))
        .send({ ...body(503, translate('error.overloaded')), key: 'error.overloaded' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, translate('error.internal')));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(body(404, translate('error.routeNotFound'))),
  );
}
