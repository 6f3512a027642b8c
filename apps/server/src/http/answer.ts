import { z } from 'zod';

/**
 * The response contract of a route (DESIGN.md § API): every answer is the envelope `{ code, msg, data }`, and a
 * route declares the shape of its `data`. `/api/openapi.json` shows it, the web client's types are generated from
 * it (`npm run api:types`), and the serializer writes answers from it (http/serializer.ts).
 */
export const envelopeOf = <Data extends z.ZodType>(data: Data) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** `response:` of a JSON route: the envelope around `data` for status 200 (or the status given, e.g. 202). */
export function answers<Data extends z.ZodType>(data: Data): { 200: ReturnType<typeof envelopeOf<Data>> };
export function answers<Data extends z.ZodType, Status extends number>(
  data: Data,
  status: Status,
): { [S in Status]: ReturnType<typeof envelopeOf<Data>> };
export function answers(data: z.ZodType, status = 200) {
  return { [status]: envelopeOf(data) };
}

/** An answer whose `data` is null: the message is the whole answer (deleted, sent, saved). */
export const nothing = z.null();

/** A page of a paged table (spec 01 §3): `{ data: rows, total }`. */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), total: z.number().int() });

/** A money amount as the API writes it: a decimal string with two places ("1234.50"). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * An instant: a Date from the database or an ISO 8601 text from SQL, written as ISO 8601 either way
 * (`format: date-time` in the OpenAPI document, a string in the web client's types).
 */
export const instant = z
  .custom<Date | string>((value) => value instanceof Date || typeof value === 'string', 'an instant')
  .meta({ type: 'string', format: 'date-time' });

/** A calendar day, "YYYY-MM-DD" (the Shanghai business day where it matters). */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `response:` of a route that answers a file (a PDF, a workbook, an image, a zip) instead of JSON. The body is
 * sent as a buffer or a stream, which Fastify writes as it is; the schema documents the media types.
 */
export function fileAnswer(...mediaTypes: string[]) {
  // A buffer or a stream in the handler, `string` / `format: binary` in the document.
  const file = z.custom<Buffer | NodeJS.ReadableStream | string>(() => true).meta({ type: 'string', format: 'binary' });
  return {
    200: {
      description: 'the file',
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file }])),
    },
  };
}

/** `response:` of a route that redirects the browser (sign-in with WeChat and the like). */
export const redirectAnswer = { 302: z.null().describe('a redirect; Location names the next page') };
