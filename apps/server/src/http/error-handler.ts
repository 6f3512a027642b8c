import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { requestLanguage } from './language.js';
import { translate } from './messages.js';
import { describeValidation } from './validation-message.js';

/** Every failure leaves as the envelope with a truthful HTTP status; a 500 never carries a stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      const msg = translate(language, error.messageKey, error.values);
      return reply.status(error.statusCode).send({ code: error.code, msg, data: error.field ? { field: error.field } : null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, msg } = describeValidation(error.validation, error.validationContext ?? 'body', language);
      return reply.status(400).send({ code: 0, msg, data: { field } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ code: 0, msg: translate(language, 'malformedBody'), data: { field: 'body' } });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const msg = status === 500 ? translate(language, 'internal') : error.message;
    return reply.status(status).send({ code: 0, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const language = requestLanguage(request);
    return reply.status(404).send({ code: 0, msg: translate(language, 'routeNotFound', { path: request.url.split('?')[0]! }), data: null });
  });
}
