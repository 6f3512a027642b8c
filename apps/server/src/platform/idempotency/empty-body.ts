import type { FastifyInstance } from 'fastify';

/**
 * In the plugin it is called on: a POST sent with `Content-Type: application/json` and no body at all (a bare
 * "cancel", "confirm" or "pay" from many HTTP clients) reads as no body, instead of Fastify's 400 for an empty
 * JSON body. Malformed JSON is still refused as before.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });
}
