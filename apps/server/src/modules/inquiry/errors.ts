import type { FastifyInstance } from 'fastify';
import type { InquiryAction, InquiryStatus } from '@pcbunion/core';
import { LANGUAGES } from '../../http/language.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import type { LocalizedText } from '../../http/messages.js';
import { RuleError, renderErrors } from '../pricing/index.js';
import { inquiryActionWords, inquiryMessages, inquiryStatusWords } from './messages.js';

/** The message with the action and the state already put in each language (AppError's values are plain text). */
function conflictText(action: InquiryAction, status: InquiryStatus | 'deleted'): LocalizedText {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      inquiryMessages.conflict[language]
        .replace('{action}', inquiryActionWords[action][language])
        .replace(
          '{status}',
          status === 'deleted' ? inquiryActionWords.delete[language] : inquiryStatusWords[status][language],
        ),
    ]),
  ) as LocalizedText;
}

/**
 * A compare-and-set found the inquiry in another state: 409 naming that state in the caller's language, and (on
 * the inquiry routes) `data: { status, version }` so the screen shows the new state without asking again. It is
 * an AppError, so it reads the same when the cart or the order module lets it through.
 */
export class InquiryConflict extends AppError {
  constructor(
    readonly action: InquiryAction,
    readonly status: InquiryStatus,
    readonly version: number,
  ) {
    super(409, conflictText(action, status));
  }
}

/** The module's error handler: rule errors of the pricing engine and the conflict's data; the rest goes on. */
export function installInquiryErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof RuleError) {
      const errors = renderErrors(error.errors, language, error.naming);
      const first = errors[0]!;
      return reply.status(error.status).send({ code: 0, msg: first.message, data: { field: first.field, errors } });
    }
    if (error instanceof InquiryConflict) {
      const text = error.messageKey as LocalizedText;
      return reply
        .status(409)
        .send({ code: 0, msg: text[language] ?? text.en, data: { status: error.status, version: error.version } });
    }
    throw error;
  });
}
