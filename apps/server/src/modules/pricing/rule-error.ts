import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  PRICING_LOCALES,
  bookLabeller,
  isPricingMessageKey,
  pricingMessages,
  renderPricingMessage,
  type BookNaming,
  type FieldError,
  type PricingMessageKey,
} from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { requestLanguage, type Language } from '../../http/language.js';

/** A pricing message key as the server's LocalizedText, for AppError (placeholders are the same `{name}`). */
export function pricingText(key: PricingMessageKey): LocalizedText {
  return Object.fromEntries(PRICING_LOCALES.map((locale) => [locale, pricingMessages[locale][key]])) as LocalizedText;
}

/**
 * Rules of packages/core/src/pricing refused the request: 400 (or `status`) naming the first field. `naming` (the
 * book priced) lets the messages name parameters as the caller sees them, in the caller's language.
 */
export class RuleError extends Error {
  constructor(
    readonly errors: readonly FieldError[],
    readonly status = 400,
    readonly naming: BookNaming = {},
  ) {
    super(errors.map((e) => `${e.field}: ${e.key}`).join('; '));
  }
}

export function assertNoErrors(errors: readonly FieldError[], status = 400): void {
  if (errors.length > 0) throw new RuleError(errors, status);
}

/** Each error's message in the caller's language, its parameter named as the form shows it (never its code). */
export function renderErrors(errors: readonly FieldError[], language: Language, naming: BookNaming = {}) {
  const labels = bookLabeller(naming, language);
  return errors.map((error) => ({
    field: error.field,
    key: error.key,
    values: error.values ?? {},
    message: labels.fieldError(error),
  }));
}

/**
 * The module's error handler: rule errors and schema issues carrying a pricing message key answer
 * `{ code: 0, msg: "message", data: { field, errors } }` in the caller's language — the message names the field
 * as the user sees it, `field` tells the form where to put it; anything else goes on to the application's handler.
 */
export function installPricingErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof RuleError) {
      const errors = renderErrors(error.errors, language, error.naming);
      const first = errors[0]!;
      return reply.status(error.status).send({ code: 0, msg: first.message, data: { field: first.field, errors } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation.find((candidate) => isPricingMessageKey(candidate.message ?? ''));
      if (issue?.message && isPricingMessageKey(issue.message)) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? 'body');
        const message = renderPricingMessage(issue.message, {}, language);
        return reply.status(400).send({
          code: 0,
          msg: message,
          data: { field, errors: [{ field, key: issue.message, values: {}, message }] },
        });
      }
    }
    throw error;
  });
}
