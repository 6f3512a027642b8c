import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './errors.js';
import { requestLanguage, type Language } from './language.js';
import { translate, type MessageKey } from './messages.js';
import { fieldLabel, labelsOfRequest } from './field-labels.js';
import { describeValidation, describeZodIssues } from './validation-message.js';

/** A PostgreSQL error (pg or PGlite) somewhere in the cause chain of `error` (Drizzle wraps them). */
export function databaseErrorOf(error: unknown): { code: string; column?: string; constraint?: string } | undefined {
  for (
    let current = error, hops = 0;
    current && typeof current === 'object' && hops < 5;
    current = (current as { cause?: unknown }).cause, hops++
  ) {
    const candidate = current as { code?: unknown; severity?: unknown; routine?: unknown };
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      (candidate.severity !== undefined || candidate.routine !== undefined)
    ) {
      return candidate as { code: string; column?: string; constraint?: string };
    }
  }
  return undefined;
}

/** Socket errors of a connection that could not be opened or was lost (Node's errno codes). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * The SQLSTATEs of a database that is not there for now: class 08 (connection exception, 08006 connection failure
 * …), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering), 53300 too
 * many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres's own words for a connection it lost, could not open in time, or no longer has. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/**
 * Whether `error` (or what it wraps: Drizzle's query error, an AggregateError of several addresses) says the
 * database cannot be reached now — crashed, restarting, refusing connections — rather than that the work is wrong.
 */
export function databaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof candidate.code === 'string') {
    if (CONNECTION_ERRNOS.has(candidate.code)) return true;
    if (UNAVAILABLE_SQLSTATE.test(candidate.code)) return true;
  }
  if (typeof candidate.message === 'string' && CONNECTION_LOST.test(candidate.message)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((e) => databaseUnreachable(e, depth + 1))) return true;
  return databaseUnreachable(candidate.cause, depth + 1);
}

/** Seconds a caller is asked to wait (`Retry-After`) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * The SQLSTATEs that mean "this input cannot be stored", whatever the route: class 22 (data exception: 22P05
 * untranslatable character, 22021 bad encoding / NUL, 22003 out of range, 22P02 bad text representation,
 * 22001 too long …), 23502/23503/23514 (not null, foreign key, check) and 54000 (a value too large for an index).
 * A unique violation (23505) is a conflict with data already there.
 */
function databaseStatus(code: string): 400 | 409 | undefined {
  if (code.startsWith('22') || code === '23502' || code === '23503' || code === '23514' || code === '54000') return 400;
  if (code === '23505') return 409;
  return undefined;
}

/** Busboy's own errors (thrown as plain Errors) and @fastify/multipart's refusals of a malformed form. */
const MULTIPART_ERROR = /multipart|boundary|terminated early|unexpected end of form|malformed part header/i;
const MULTIPART_CODES = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/** A 4xx naming the field by its label; the whole request body (`whole`) is named `body`, as the API sees it. */
function fieldRefusal(
  reply: FastifyReply,
  language: Language,
  labels: string,
  status: number,
  field: string,
  key: MessageKey,
  values: Record<string, string | number> = {},
  whole = false,
) {
  const problem = translate(language, key, values);
  const label = whole ? field : fieldLabel(field, language, labels);
  return reply
    .status(status)
    .send({ code: 0, msg: translate(language, 'invalidField', { field: label, problem }), data: { field } });
}

/**
 * The router's own refusals (a path id longer than the router takes, a URL that does not decode), which never
 * reach the error handler: the envelope all the same, naming the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const key: MessageKey = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'tooLong' : 'badFormat';
  const problem = translate(language, key, { maximum: 100 });
  void reply
    .status(status)
    .send({ code: 0, msg: translate(language, 'invalidField', { field: 'path', problem }), data: { field: 'path' } });
}

/**
 * Every failure leaves as the envelope with a truthful HTTP status; a 500 never carries a stack. Bad input is
 * meant to be refused by the route schemas (field named, nothing touched); this handler is the safety net that
 * keeps a parser's or the database's refusal of input a 4xx too.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const labels = labelsOfRequest(request);
    if (error instanceof AppError) {
      if (error.field && typeof error.messageKey === 'string' && error.messageKey.startsWith('field.')) {
        return fieldRefusal(reply, language, labels, error.statusCode, error.field, error.messageKey, error.values);
      }
      const msg = translate(language, error.messageKey, error.values);
      return reply
        .status(error.statusCode)
        .send({ code: error.code, msg, data: error.field ? { field: error.field } : null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, msg } = describeValidation(error.validation, error.validationContext ?? 'body', language, labels);
      return reply.status(400).send({ code: 0, msg, data: { field } });
    }
    if (error instanceof ZodError) {
      const { field, msg } = describeZodIssues(error.issues as never, 'body', language, labels);
      return reply.status(400).send({ code: 0, msg, data: { field } });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return reply.status(400).send({ code: 0, msg: translate(language, 'malformedBody'), data: { field: 'body' } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return fieldRefusal(
        reply,
        language,
        labels,
        413,
        'body',
        'field.tooLarge',
        { maximum: request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0 },
        true,
      );
    }
    if (
      MULTIPART_CODES.has(error.code) ||
      (!error.statusCode && error instanceof Error && MULTIPART_ERROR.test(error.message) && request.isMultipart?.())
    ) {
      return fieldRefusal(reply, language, labels, 400, 'file', 'field.malformed', { format: 'multipart/form-data' });
    }
    if (databaseUnreachable(error)) {
      // The innermost cause only: Drizzle's wrapper quotes the statement and its parameters.
      let cause: unknown = error;
      for (let hops = 0; (cause as { cause?: unknown }).cause && hops < 5; hops++)
        cause = (cause as { cause: unknown }).cause;
      const { code, message } = cause as { code?: unknown; message?: unknown };
      request.log.warn({ cause: { code, message } }, 'database unreachable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ code: 0, msg: translate(language, 'databaseUnavailable'), data: null });
    }
    const database = databaseErrorOf(error);
    const databaseRefusal = database && databaseStatus(database.code);
    if (database && databaseRefusal) {
      request.log.warn(
        { sqlstate: database.code, column: database.column, constraint: database.constraint },
        'the database refused a value',
      );
      if (databaseRefusal === 409)
        return reply.status(409).send({ code: 0, msg: translate(language, 'conflict'), data: null });
      return fieldRefusal(
        reply,
        language,
        labels,
        400,
        database.column ?? 'body',
        'field.rejectedValue',
        {},
        !database.column,
      );
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const msg = status === 500 ? translate(language, 'internal') : error.message;
    return reply.status(status).send({ code: 0, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const language = requestLanguage(request);
    return reply
      .status(404)
      .send({ code: 0, msg: translate(language, 'routeNotFound', { path: request.url.split('?')[0]! }), data: null });
  });
}
