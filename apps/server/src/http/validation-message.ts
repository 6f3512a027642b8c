import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { Language } from './language.js';
import { isMessageKey, translate } from './messages.js';

/** Turns the first schema issue into one sentence that names the field, in the caller's language. */
export function describeValidation(issues: ZodFastifySchemaValidationError[], context: string, language: Language): { field: string; msg: string } {
  const issue = issues[0]!;
  const params = issue.params as { issue?: Record<string, unknown> } | undefined;
  const detail = params?.issue ?? {};
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const keys = (detail.keys as string[] | undefined) ?? [];
  const field = keys.length ? keys.join(', ') : path || context;
  const problem = (() => {
    switch (issue.keyword) {
      case 'invalid_type':
        return detail.input === undefined ? translate(language, 'required') : translate(language, 'wrongType', { expected: String(detail.expected) });
      case 'too_small':
        return detail.origin === 'string' && detail.minimum === 1 ? translate(language, 'required') : translate(language, 'tooShort', { minimum: String(detail.minimum) });
      case 'too_big':
        return translate(language, 'tooLong', { maximum: String(detail.maximum) });
      case 'invalid_format':
        return translate(language, 'badFormat');
      case 'invalid_value':
        return translate(language, 'badChoice', { options: ((detail.values as unknown[]) ?? []).join(', ') });
      case 'unrecognized_keys':
        return translate(language, 'unknownField');
      default:
        return issue.message && isMessageKey(issue.message) ? translate(language, issue.message) : issue.message || translate(language, 'invalid');
    }
  })();
  return { field, msg: translate(language, 'invalidField', { field, problem }) };
}
