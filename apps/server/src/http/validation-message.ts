import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { Language } from './language.js';
import { fieldLabel, SHARED_LABELS } from './field-labels.js';
import { isMessageKey, translate } from './messages.js';

/**
 * Turns the first schema issue into one sentence that names the field as the user sees it, in the caller's
 * language; `field` stays the wire path so a form can mark its input.
 */
export function describeValidation(
  issues: ZodFastifySchemaValidationError[],
  context: string,
  language: Language,
  labels = SHARED_LABELS,
): { field: string; msg: string } {
  const issue = issues[0]!;
  // fastify-type-provider-zod spreads the zod issue (minus path, code, message) into `params`.
  const params = issue.params as (Record<string, unknown> & { issue?: Record<string, unknown> }) | undefined;
  const detail = params?.issue ?? params ?? {};
  const values = Object.fromEntries(
    Object.entries((detail.params as Record<string, unknown> | undefined) ?? {}).filter(
      ([, v]) => typeof v === 'string' || typeof v === 'number',
    ),
  ) as Record<string, string | number>;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const keys = (detail.keys as string[] | undefined) ?? [];
  const field = keys.length ? keys.map((key) => (path ? `${path}.${key}` : key)).join(', ') : path || context;
  const problem = (() => {
    switch (issue.keyword) {
      case 'invalid_type':
        return ('input' in detail ? detail.input === undefined : /received undefined/.test(issue.message ?? ''))
          ? translate(language, 'required')
          : translate(language, 'wrongType', { expected: String(detail.expected) });
      case 'too_small':
        return detail.origin === 'string' && detail.minimum === 1
          ? translate(language, 'required')
          : translate(language, 'tooShort', { minimum: String(detail.minimum) });
      case 'too_big':
        return translate(language, 'tooLong', { maximum: String(detail.maximum) });
      case 'custom':
        return issue.message && isMessageKey(issue.message)
          ? translate(language, issue.message, values)
          : translate(language, 'invalid');
      case 'invalid_format':
        return issue.message && isMessageKey(issue.message)
          ? translate(language, issue.message, values)
          : translate(language, 'badFormat');
      case 'invalid_value':
        return translate(language, 'badChoice', { options: ((detail.values as unknown[]) ?? []).join(', ') });
      case 'unrecognized_keys':
        return translate(language, 'unknownField');
      default:
        return issue.message && isMessageKey(issue.message)
          ? translate(language, issue.message, values)
          : issue.message || translate(language, 'invalid');
    }
  })();
  // With no path the problem is the whole body, query or path (the context), which keeps its wire name.
  const label = path || keys.length ? fieldLabel(field, language, labels) : field;
  return { field, msg: translate(language, 'invalidField', { field: label, problem }) };
}

/** The same sentence for a ZodError thrown inside a handler (a schema parsed by hand, e.g. a JSON query field). */
export function describeZodIssues(
  issues: ReadonlyArray<{ code: string; path: ReadonlyArray<PropertyKey>; message: string } & Record<string, unknown>>,
  context: string,
  language: Language,
  labels = SHARED_LABELS,
): { field: string; msg: string } {
  const shaped = issues.map(({ code, path, message, ...rest }) => ({
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    schemaPath: '',
    message,
    params: rest,
  }));
  return describeValidation(shaped as unknown as ZodFastifySchemaValidationError[], context, language, labels);
}
