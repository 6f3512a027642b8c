import type { FastifyInstance } from 'fastify';
import { renderQuotationMessage, type QuotationFieldError, type QuotationStatus } from '@pcbunion/core';
import { requestLanguage, type Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { quotationMessages, statusWords } from './messages.js';
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

/**
 * The state a compare-and-set expected was gone: 409, the failure of the action in words (spec 02 §8) with the
 * state the quotation is in now, and that state in `data` so the screen can show it without asking again.
 */
export class QuotationConflict extends Error {
  constructor(
    readonly failure: LocalizedText,
    readonly status: QuotationStatus | null,
    readonly version: number | null,
  ) {
    super(`conflict: now ${status}`);
  }
}

/** A slow audit or copy answered 504 with its "continue?" prompt (spec 02 §8); the work may still finish. */
export class QuotationTimeout extends Error {
  constructor(readonly prompt: LocalizedText) {
    super('quotation work timed out');
  }
}

/** An Excel import refused whole: every error by row and column, already in the caller's language. */
export class ImportRefused extends Error {
  constructor(
    readonly errors: ReadonlyArray<{
      row: number;
      column: string;
      label: string;
      field: string | null;
      message: string;
      text: string;
    }>,
  ) {
    super(errors[0]?.text ?? 'import refused');
  }
}

export function renderRuleErrors(errors: readonly QuotationFieldError[], language: Language) {
  return errors.map((error) => ({
    field: error.field,
    key: error.key,
    values: error.values ?? {},
    message: renderQuotationMessage(error.key, error.values, language),
  }));
}

export function installQuotationErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof QuotationRuleError) {
      const errors = renderRuleErrors(error.errors, language);
      const first = errors[0]!;
      return reply.status(400).send({
        code: 0,
        msg: translate(language, 'invalidField', {
          field: fieldLabel(first.field, language),
          problem: first.message,
        }),
        data: { field: first.field, errors },
      });
    }
    if (error instanceof QuotationConflict) {
      const reason = error.status
        ? translate(language, quotationMessages.stateIs, { status: translate(language, statusWords[error.status]) })
        : '';
      return reply.status(409).send({
        code: 0,
        msg: translate(language, error.failure, { reason }),
        data: { status: error.status, version: error.version },
      });
    }
    if (error instanceof ImportRefused) {
      return reply
        .status(400)
        .send({ code: 0, msg: error.errors[0]!.text, data: { field: 'file', errors: error.errors } });
    }
    if (error instanceof QuotationTimeout) {
      return reply.status(504).send({ code: 0, msg: translate(language, error.prompt), data: { timeout: true } });
    }
    throw error;
  });
}
