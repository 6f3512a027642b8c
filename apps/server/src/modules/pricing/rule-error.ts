import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  PRICING_LOCALES,
  isPricingMessageKey,
  pricingMessages,
  renderPricingMessage,
  type FieldError,
  type PricingMessageKey,
} from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { requestLanguage, type Language } from '../../http/language.js';

/** A pricing message key as the server's LocalizedText, for AppError (placeholders are the same `{name}`). */
export function pricingText(key: PricingMessageKey): LocalizedText {
  return Object.fromEntries(PRICING_LOCALES.map((locale) => [locale, pricingMessages[locale][key]])) as LocalizedText;
}

/** Rules of packages/core/src/pricing refused the request: 400 (or `status`) naming the first field. */
export class RuleError extends Error {
  constructor(
    readonly errors: readonly FieldError[],
    readonly status = 400,
  ) {
    super(errors.map((e) => `${e.field}: ${e.key}`).join('; '));
  }
}

export function assertNoErrors(errors: readonly FieldError[], status = 400): void {
  if (errors.length > 0) throw new RuleError(errors, status);
}

export function renderErrors(errors: readonly FieldError[], language: Language) {
  return errors.map((error) => ({
    field: error.field,
    key: error.key,
    values: error.values ?? {},
    message: renderPricingMessage(error.key, error.values, language),
  }));
}

/**
 * The module's error handler: rule errors and schema issues carrying a pricing message key answer
 * `{ code: 0, msg: "field: message", data: { field, errors } }` in the caller's language; anything else goes
 * on to the application's handler.
 */
export function installPricingErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof RuleError) {
      const errors = renderErrors(error.errors, language);
      const first = errors[0]!;
      return reply.status(error.status).send({ code: 0, msg: `${first.field}: ${first.message}`, data: { field: first.field, errors } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation.find((candidate) => isPricingMessageKey(candidate.message ?? ''));
      if (issue?.message && isPricingMessageKey(issue.message)) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? 'body');
        const message = renderPricingMessage(issue.message, {}, language);
        return reply
          .status(400)
          .send({ code: 0, msg: `${field}: ${message}`, data: { field, errors: [{ field, key: issue.message, values: {}, message }] } });
      }
    }
    throw error;
  });
}
