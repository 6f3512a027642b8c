import type { FieldProblem, RegistrationProblem } from '@pcbunion/core';
import { AppError } from '../../../http/errors.js';
import { fieldLabel } from '../../../http/field-labels.js';
import type { Language } from '../../../http/language.js';
import type { LocalizedText } from '../../../http/messages.js';
import { identityLabels } from '../labels.js';
import { isBreachedPassword } from './service/breached-passwords.js';
import { accountMessages as M } from './messages.js';

const texts: Record<RegistrationProblem, LocalizedText> = {
  required: M.required,
  badPhone: M.badPhone,
  badEmail: M.badEmail,
  badPassword: M.badPassword,
  passwordMismatch: M.passwordMismatch,
  tooLong: M.tooLong,
  badCode: M.badCode,
  badCreditCode: M.badCreditCode,
  agreement: M.agreement,
};

/** A rule of core broken: 400 naming the field by its label, in the caller's language ("Phone number: Please enter …"). */
export function fieldError(problem: FieldProblem): AppError {
  if (problem.problem === 'agreement') return new AppError(400, M.agreement, {}, 0, problem.field);
  return labelledError(problem.field, texts[problem.problem]);
}

function labelledError(field: string, text: LocalizedText): AppError {
  const combined = Object.fromEntries(
    Object.entries(M.fieldProblem).map(([lang, template]) => [
      lang,
      template
        .replace('{field}', fieldLabel(field, lang as Language, identityLabels))
        .replace('{problem}', text[lang as keyof LocalizedText]),
    ]),
  ) as LocalizedText;
  return new AppError(400, combined, {}, 0, field);
}

/** Throws the first problem, if any. */
export function assertNoProblem(problem: FieldProblem | null): void {
  if (problem) throw fieldError(problem);
}

/** A new password found in public breaches: 400 naming the field ("Password: this password has appeared …"). */
export function assertNotBreached(field: string, password: string | undefined): void {
  if (password && isBreachedPassword(password)) throw labelledError(field, M.breachedPassword);
}
