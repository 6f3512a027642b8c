import type { QuotationParameter } from '@pcbunion/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gerberEntries } from '../gerber/cam-values';
import type { CamAnalysis } from '../gerber/types';
import type { GerberMark } from '../pricing/FromGerberMark';
import { formatNumber } from '../../locales/format';
import { gerberReasonOf } from './gerber-reasons';

/**
 * What the Gerber analysis gives the form: the values by parameter code (`values`, for filling the form) and, for
 * each, its mark with the reason in the reader's language (`marks`). Both undefined without an analysis or a book.
 */
export function useGerberFill(
  parameters: readonly QuotationParameter[] | undefined,
  analysis: CamAnalysis | null,
): { values: Record<string, string> | undefined; marks: Record<string, GerberMark> | undefined } {
  const { t, i18n } = useTranslation('pricing');
  const language = i18n.language;
  return useMemo(() => {
    if (!parameters || !analysis) return { values: undefined, marks: undefined };
    const entries = gerberEntries(parameters, analysis);
    const marks = Object.fromEntries(
      entries.map(({ code, camField, value }) => {
        const { key, width, height, count, value: found } = gerberReasonOf(camField, analysis, value);
        const reason = t(`quotation.fromGerber.${key}`, {
          width: formatNumber(width, language),
          height: formatNumber(height, language),
          count,
          value: found === undefined ? undefined : formatNumber(found, language),
        });
        return [code, { value, reason }];
      }),
    );
    return { values: Object.fromEntries(entries.map((e) => [e.code, e.value])), marks };
  }, [parameters, analysis, t, language]);
}
