import type { ErrorBody } from '@lamplighter/contract';
import { translate } from '@lamplighter/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseConflict } from './database-conflict';
import { ApiError } from './errors';

function body(status: number, message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors ? { status, message, data: null, errors } : { status, message, data: null };
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
        const message = issue.message ?? 'is invalid';
        return { field, key: 'validation.invalid', message: `${field}: ${message}` };
      });
      return reply.code(400).send(body(400, errors.map((e) => e.message).join('; '), errors));
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
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, translate('error.internal')));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(body(404, translate('error.routeNotFound'))),
  );
}
