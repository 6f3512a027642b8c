import type { FastifyInstance } from 'fastify';
import { renderQuotationMessage, type QuotationFieldError } from '@pcbunion/core';
import { requestLanguage, type Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { fieldLabel } from '../../http/field-labels.js';

/** The line rules of packages/core refused the request: 400 naming the first field, every error listed. */
export class QuotationRuleError extends Error {
  constructor(readonly errors: readonly QuotationFieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.key}`).join('; '));
  }
}

export function assertRules(errors: readonly QuotationFieldError[]): void {
  if (errors.length > 0) throw new QuotationRuleError(errors);
}

export function renderRuleErrors(errors: readonly QuotationFieldError[], language: Language) {
  return errors.map((error) => ({
    field: error.field,
    key: error.key,
    values: error.values ?? {},
    message: renderQuotationMessage(error.key, error.values, language),
  }));
}

/** An error a module answers itself (status and envelope), or undefined when it is not one of its own. */
export type ErrorAnswer = (error: unknown, language: Language) => { status: number; body: unknown } | undefined;

/**
 * The error handler of a quotation area (masters, process flows, quotations): a rule error is a 400 naming its
 * first field in the words of the module's labels (`labels`, its namespace); `more` answers the module's own errors.
 */
export function installQuotationErrors(app: FastifyInstance, labels: string, ...more: ErrorAnswer[]): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof QuotationRuleError) {
      const errors = renderRuleErrors(error.errors, language);
      const first = errors[0]!;
      return reply.status(400).send({
        code: 0,
        msg: translate(language, 'invalidField', {
          field: fieldLabel(first.field, language, labels),
          problem: first.message,
        }),
        data: { field: first.field, errors },
      });
    }
    for (const answer of more) {
      const answered = answer(error, language);
      if (answered) return reply.status(answered.status).send(answered.body);
    }
    throw error;
  });
}
