import { PRICING_LOCALES, renderPricingMessage, type FieldError, type PricingLocale } from '@pcbunion/core';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/http';
import i18n from '../../locales/i18n';

export function pricingLocale(language: string = i18n.language): PricingLocale {
  return (PRICING_LOCALES as readonly string[]).includes(language) ? (language as PricingLocale) : 'en';
}

/** A rule's message in the current language (core's pricingMessages; the server renders the same ones). */
export function messageOf(error: Pick<FieldError, 'key' | 'values'>): string {
  return renderPricingMessage(error.key, error.values, pricingLocale());
}

/** `factor.rows.2.value` → ['factor', 'rows', 2, 'value'], the antd Form name path. */
export function namePath(field: string): Array<string | number> {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export interface ShownError {
  field: string;
  message: string;
}

/** The field errors of a refused save: rule errors the server sent (rendered by it), or its single message. */
export function serverErrors(error: unknown): ShownError[] {
  if (!(error instanceof ApiError)) return [{ field: '', message: String(error) }];
  const data = error.data as { field?: string; errors?: ShownError[] } | null;
  if (data?.errors?.length) return data.errors.map((e) => ({ field: e.field, message: e.message }));
  return [{ field: data?.field ?? '', message: error.message }];
}

/**
 * Puts errors under their fields; those whose field the form does not hold are returned for the caller to
 * show above the form. Fields of the form not named lose their old error.
 */
export function showErrors(
  form: FormInstance,
  errors: readonly ShownError[],
  knownFields: readonly string[] = [],
): ShownError[] {
  const byField = new Map<string, string[]>();
  const loose: ShownError[] = [];
  for (const error of errors) {
    const known =
      error.field !== '' &&
      (knownFields.length === 0 || knownFields.some((f) => error.field === f || error.field.startsWith(`${f}.`)));
    if (known) byField.set(error.field, [...(byField.get(error.field) ?? []), error.message]);
    else loose.push(error);
  }
  const cleared = form.getFieldsError().filter((f) => f.errors.length > 0 && !byField.has(f.name.join('.')));
  form.setFields([
    ...cleared.map((f) => ({ name: f.name, errors: [] })),
    ...[...byField.entries()].map(([field, messages]) => ({ name: namePath(field), errors: messages })),
  ]);
  return loose;
}

export const ruleErrors = (errors: readonly FieldError[]): ShownError[] =>
  errors.map((e) => ({ field: e.field, message: messageOf(e) }));
