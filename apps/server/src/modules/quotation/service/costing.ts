import { computeQuotationCost, type CostResult } from '@pcbunion/core';
import { badRequest } from '../../../http/errors.js';
import { quotationMessages } from '../messages.js';
import type { MaterialLine, ProcessLine, QuotationRow } from './types.js';

type Header = Pick<
  QuotationRow,
  | 'quantity'
  | 'panelWidth'
  | 'panelHeight'
  | 'panelUnit'
  | 'pcsPerPanel'
  | 'scrapRate'
  | 'scrapRateAdjusted'
  | 'grossMargin'
  | 'grossMarginAdjusted'
  | 'businessRate'
  | 'taxRate'
  | 'currency'
  | 'originalCurrency'
  | 'exchangeRate'
>;

/** The cost engine over a quotation's header and lines; a board the engine refuses is a 400 naming the field. */
export function costOf(
  header: Header,
  materials: readonly MaterialLine[],
  processes: readonly ProcessLine[],
): CostResult {
  try {
    return computeQuotationCost({
      quantity: header.quantity,
      panel: {
        width: header.panelWidth,
        height: header.panelHeight,
        unit: header.panelUnit,
        pcsPerPanel: header.pcsPerPanel,
      },
      materials: materials.map((line) => ({ ...line })),
      processes: processes.map((line) => ({ ...line })),
      rates: {
        scrapRate: header.scrapRate,
        scrapRateAdjusted: header.scrapRateAdjusted,
        grossMargin: header.grossMargin,
        grossMarginAdjusted: header.grossMarginAdjusted,
        businessRate: header.businessRate,
        taxRate: header.taxRate,
      },
      currency: header.currency,
      originalCurrency: header.originalCurrency,
      exchangeRate: header.exchangeRate,
    });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const field = /panel/.test(error.message)
      ? 'panelWidth'
      : /margin/.test(error.message)
        ? 'grossMarginAdjusted'
        : /exchange/.test(error.message)
          ? 'exchangeRate'
          : 'quantity';
    throw badRequest(quotationMessages.costFailed, { field, reason: error.message }, field);
  }
}

/** Cents of a two-decimal amount text. */
export const centsOf = (amount: string): bigint => BigInt(amount.replace('.', ''));
