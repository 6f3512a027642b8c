import { fieldLabels, labelsField } from '../../http/field-labels.js';
import { i18n } from '../../http/i18n.js';
import { LANGUAGES, type Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { businessMinute } from '../../platform/business-day.js';
import { AUDIT_LABELS } from './labels.js';
import { spelledOut, valueWords } from './words.js';

/** One field as a change reads: its label in the reader's language, the value before and after (null: not there). */
export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Fields that only keep the row's machinery, never what a reader means by a change. */
const UNREAD = new Set(['rowVersion', 'row_version', 'updatedAt', 'updated_at']);
/** The longest value shown; a longer one ends in an ellipsis (the export has the same). */
const LONGEST = 300;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const labelCache = new Map<string, string>();

function labelOf(field: string, language: Language): string | undefined {
  const own = AUDIT_LABELS[field] ?? fieldLabels[field];
  if (own) return own[LANGUAGES.indexOf(language)];
  const namespace = Object.keys(i18n.store.data.en ?? {}).find((ns) => labelsField(ns, field));
  return namespace ? i18n.t(`label.${field}`, { lng: language, ns: namespace }) : undefined;
}

/**
 * A field's label in the reader's language: the audit log's own, the shared labels, any module's label of that
 * field (the one its form shows), else the name spelled out.
 */
export function fieldLabel(field: string, language: Language): string {
  const key = `${language}:${field}`;
  const known = labelCache.get(key);
  if (known !== undefined) return known;
  const camel = field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const label = [field, camel].map((candidate) => labelOf(candidate, language)).find(Boolean) ?? spelledOut(field);
  labelCache.set(key, label);
  return label;
}

const clipped = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/** A value in words: nothing, yes / no, a time in Shanghai, a list joined, a record field by field, else compact JSON. */
export function valueText(value: unknown, language: Language): string {
  if (value === null || value === undefined || value === '') return translate(language, valueWords.empty);
  if (typeof value === 'boolean') return translate(language, value ? valueWords.yes : valueWords.no);
  if (typeof value === 'string') return INSTANT.test(value) ? businessMinute(new Date(value)) : clipped(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
    return clipped(value.map((v) => valueText(v, language)).join(', '));
  // A nested record (a default board's parameters, say) in words too: its codes never reach the screen raw.
  if (isRecord(value))
    return clipped(
      Object.entries(value)
        .map(([key, v]) => `${spelledOut(key)}: ${valueText(v, language)}`)
        .join('; '),
    );
  return clipped(JSON.stringify(value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a row changed, field by field: the fields whose value differs (all of them when the record was created or
 * removed). A before / after that is not an object reads as one change without a field.
 */
export function changesOf(before: unknown, after: unknown, language: Language): FieldChange[] {
  const has = (v: unknown) => v !== null && v !== undefined;
  if ((has(before) && !isRecord(before)) || (has(after) && !isRecord(after))) {
    if (same(before, after)) return [];
    return [
      {
        field: '',
        label: '',
        before: has(before) ? valueText(before, language) : null,
        after: has(after) ? valueText(after, language) : null,
      },
    ];
  }
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(is), ...Object.keys(was)])].filter((f) => !UNREAD.has(f));
  return fields
    .filter((f) => !same(was[f], is[f]))
    .map((field) => ({
      field,
      label: fieldLabel(field, language),
      before: has(before) && field in was ? valueText(was[field], language) : null,
      after: has(after) && field in is ? valueText(is[field], language) : null,
    }));
}

const WIDE = new Set<Language>(['zh-CN', 'zh-TW', 'ja']);

/** The changes as one line: `Status: draft → sent; Remarks: (empty) → rush` (full-width marks in Chinese and Japanese). */
export function changesInWords(changes: readonly FieldChange[], language: Language): string {
  const [colon, semicolon] = WIDE.has(language) ? ['：', '；'] : [': ', '; '];
  return changes
    .map((c) => {
      const values = c.before !== null && c.after !== null ? `${c.before} → ${c.after}` : (c.after ?? c.before ?? '');
      return c.label ? `${c.label}${colon}${values}` : values;
    })
    .join(semicolon);
}
