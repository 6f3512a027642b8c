import type { TFunction } from 'i18next';
import type { GerberFileDetail } from './types';

type LogEntry = GerberFileDetail['log'][number];

/** The fields of a log entry in the order they are told; the rest of the entry (sizes, timings) stays unsaid. */
const FIELDS = [
  'upload_status',
  'audit_status',
  'binding_status',
  'validity',
  'number',
  'remarks',
  'width_mm',
  'height_mm',
  'copper_layers',
  'error_code',
  'file_name',
] as const;
type Field = (typeof FIELDS)[number];

const STATUS_FIELDS: Partial<Record<Field, string>> = {
  upload_status: 'upload',
  audit_status: 'audit',
  binding_status: 'binding',
  validity: 'validity',
};

function valueText(t: TFunction, field: Field, value: unknown, entry: LogEntry): string {
  if (value === null || value === undefined || value === '') return t('logWords.none');
  const status = STATUS_FIELDS[field];
  if (status) return t(`status.${status}.${String(value)}`, { defaultValue: String(value) });
  if (field === 'number') {
    const kind = (entry.after?.kind ?? entry.before?.kind) as string | undefined;
    return kind ? `${t(`binding.${kind}`)} ${String(value)}` : String(value);
  }
  if (field === 'error_code') return t(`camError.${String(value)}`, { defaultValue: t('camError.ANALYSIS_ERROR') });
  if (field === 'width_mm' || field === 'height_mm') return `${Number(value).toFixed(2)} mm`;
  return String(value);
}

/**
 * One log entry in words: each field that changed (or was set) as "label: before → after", or "label: value" when
 * there is no before. Never the raw JSON.
 */
export function describeLogEntry(t: TFunction, entry: LogEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const lines: string[] = [];
  for (const field of FIELDS) {
    const had = field in before;
    const has = field in after;
    if (!had && !has) continue;
    const label = t(`logWords.fields.${field}`);
    if (had && has) {
      if (before[field] === after[field]) continue;
      lines.push(
        `${label}: ${valueText(t, field, before[field], entry)} → ${valueText(t, field, after[field], entry)}`,
      );
    } else if (has) lines.push(`${label}: ${valueText(t, field, after[field], entry)}`);
    else lines.push(`${label}: ${valueText(t, field, before[field], entry)} → ${t('logWords.none')}`);
  }
  return lines;
}
