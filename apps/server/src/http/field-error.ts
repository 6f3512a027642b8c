import { AppError } from './errors.js';
import { LANGUAGES } from './language.js';
import { translate, type LocalizedText, type MessageKey } from './messages.js';

/**
 * A 400 that names the field by its label in the caller's language ("Recipient: cannot be empty" /
 * "收货人：不能为空") and carries the field's key in `data.field` for the form to mark it.
 */
export function fieldError(
  field: string,
  label: LocalizedText,
  problem: LocalizedText | MessageKey,
  values: Record<string, string | number> = {},
): AppError {
  const text = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      translate(language, 'invalidField', { field: label[language], problem: translate(language, problem, values) }),
    ]),
  ) as LocalizedText;
  return new AppError(400, text, {}, 0, field);
}
