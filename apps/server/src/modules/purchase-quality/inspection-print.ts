import type { DefectType, PrintDocument } from '@pcbunion/core';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import type { inspectionDetail } from './service/inspection.js';
import {
  defectWords,
  inspectionPrintWords,
  inspectionStatusWords,
  qualityColumnWords,
  returnStatusWords,
} from './messages.js';
import { businessMinute } from '../../platform/business-day.js';

type Detail = Awaited<ReturnType<typeof inspectionDetail>>;

/** Shanghai date and time of an instant, to the minute (how the factory's records read). */
const shanghai = (iso: string | null) => (iso ? businessMinute(new Date(iso)) : '');

/**
 * The printed incoming-inspection record of one lot: the lot, the ISO 2859-1 plan fixed when the inspection was
 * opened (general level II, single sampling, normal: AQL, code letter, sample size, Ac / Re), the defects found by
 * type and the verdict. It goes to the supplier with a rejection, so every label is in the reader's language and
 * in English (as the printed purchase order).
 */
export function inspectionDocument(inspection: Detail, language: Language): PrintDocument {
  const bilingual = (words: LocalizedText) => {
    const local = translate(language, words);
    return language === 'en' || local === words.en ? words.en : `${local} ${words.en}`;
  };
  const w = (key: string) => bilingual(inspectionPrintWords[key] ?? qualityColumnWords[key]!);
  const verdict = bilingual(inspectionStatusWords[inspection.status]);
  return {
    title: w('title'),
    subtitle: inspection.no,
    fields: [
      { label: w('inspectionNo'), value: inspection.no },
      { label: w('status'), value: verdict },
      { label: w('factory'), value: inspection.factory.name ?? '' },
      { label: w('supplier'), value: inspection.supplier.name ?? '' },
      { label: w('orderNo'), value: inspection.orderNo },
      { label: w('receiptNo'), value: inspection.receiptNo },
      { label: w('material'), value: `${inspection.materialNo} ${inspection.materialName}` },
      { label: w('specification'), value: inspection.specification },
      { label: w('lotNo'), value: inspection.lotNo },
      { label: w('lotSize'), value: `${inspection.lotSize} ${inspection.unitName}` },
      { label: w('createdAt'), value: shanghai(inspection.createdAt) },
      { label: w('decidedAt'), value: shanghai(inspection.decidedAt) },
      ...(inspection.concessionReason ? [{ label: w('reason'), value: inspection.concessionReason }] : []),
      ...(inspection.returns.length
        ? [
            {
              label: w('returns'),
              value: inspection.returns
                .map((r) => `${r.no} (${translate(language, returnStatusWords[r.status])})`)
                .join(', '),
            },
          ]
        : []),
      { label: w('note'), value: inspection.note },
    ],
    tables: [
      {
        title: w('plan'),
        columns: [
          { label: w('standard'), width: 1 },
          { label: w('level'), width: 1.8 },
          { label: w('aql'), align: 'right', width: 0.6 },
          { label: w('codeLetter'), width: 0.9 },
          { label: w('lotSize'), align: 'right', width: 0.9 },
          { label: w('sampleSize'), align: 'right', width: 0.9 },
          { label: w('acceptNumber'), align: 'right', width: 0.9 },
          { label: w('rejectNumber'), align: 'right', width: 0.9 },
        ],
        rows: [
          [
            'ISO 2859-1',
            bilingual(inspectionPrintWords.levelValue!),
            inspection.aql,
            inspection.codeLetter,
            inspection.lotSize,
            String(inspection.sampleSize),
            String(inspection.acceptNumber),
            String(inspection.rejectNumber),
          ],
        ],
      },
      {
        title: w('defects'),
        columns: [
          { label: w('lineNo'), width: 0.5 },
          { label: w('defectType'), width: 3 },
          { label: w('count'), align: 'right', width: 1 },
        ],
        rows: inspection.defects.length
          ? inspection.defects.map((d, i) => [
              String(i + 1),
              d.type in defectWords ? bilingual(defectWords[d.type as DefectType]) : d.type,
              String(d.count),
            ])
          : [['', bilingual(inspectionPrintWords.none!), '0']],
      },
    ],
    totals: [
      { label: w('defectiveOfSample'), value: `${inspection.defectiveUnits} / ${inspection.sampleSize}` },
      { label: w('acRe'), value: `${inspection.acceptNumber} / ${inspection.rejectNumber}` },
      { label: w('verdict'), value: verdict },
    ],
    notes: [translate(language, inspectionPrintWords.inspectedBy!)],
    footer: `PCB Union · ${inspection.no}`,
  };
}
