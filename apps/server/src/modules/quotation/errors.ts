import type { QuotationStatus } from '@pcbunion/core';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import type { ErrorAnswer } from '../quotation-masters/index.js';
import { quotationMessages, statusWords } from './messages.js';

export { assertRules, QuotationRuleError, renderRuleErrors } from '../quotation-masters/index.js';

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

/** The quotations' own errors: a lost compare-and-set (409) and a slow audit or copy (504). */
export const quotationErrorAnswer: ErrorAnswer = (error: unknown, language: Language) => {
  if (error instanceof QuotationConflict) {
    const reason = error.status
      ? translate(language, quotationMessages.stateIs, { status: translate(language, statusWords[error.status]) })
      : '';
    return {
      status: 409,
      body: {
        code: 0,
        msg: translate(language, error.failure, { reason }),
        data: { status: error.status, version: error.version },
      },
    };
  }
  if (error instanceof QuotationTimeout)
    return { status: 504, body: { code: 0, msg: translate(language, error.prompt), data: { timeout: true } } };
  return undefined;
};
