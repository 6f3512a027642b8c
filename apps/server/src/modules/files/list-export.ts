import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import type { Cell } from '../../platform/documents/index.js';
import { businessMinute } from '../../platform/business-day.js';
import { fileListMessages } from './messages.js';

const HEAD = Object.values(fileListMessages.head);
const MODULE: Record<string, LocalizedText> = fileListMessages.module;

export interface FileRow {
  name: string;
  module: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  createdAt: Date;
}

export const FILE_SHEET_WIDTHS = [40, 18, 28, 14, 20, 18];

/** The enterprise's file list as the reader sees it, in the reader's language. */
export function fileSheet(rows: readonly FileRow[], language: Language): Cell[][] {
  return [
    HEAD.map((h) => translate(language, h)),
    ...rows.map((r) => [
      r.name,
      MODULE[r.module] ? translate(language, MODULE[r.module]!) : r.module,
      r.contentType,
      { number: String(r.size) },
      r.uploadedBy ?? '',
      businessMinute(new Date(r.createdAt)),
    ]),
  ];
}
