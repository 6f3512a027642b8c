import {
  AQL_VALUES,
  CODE_LETTERS,
  DEFECT_TYPES,
  INSPECTION_ACTIONS,
  INSPECTION_STATUSES,
  PURCHASE_RETURN_ACTIONS,
  PURCHASE_RETURN_STATUSES,
} from '@pcbunion/core';
import { z } from 'zod';
import { day, instant, moneyText } from '../../http/answer.js';

/**
 * The answers of incoming inspection and purchase returns (issue 19). Quantities and prices are plain decimals
 * ("100", "12.5"), amounts "1234.50".
 */
const party = z.object({ uid: z.string(), name: z.string().nullable() });
const role = z.enum(['factory', 'supplier']);
/** The operation log in the reader's words. */
const logEntry = z.object({ at: instant, action: z.string(), by: z.string(), words: z.string() });
const inspectionStatus = z.enum(INSPECTION_STATUSES);
const returnStatus = z.enum(PURCHASE_RETURN_STATUSES);

export const inspectionAnswer = z
  .object({
    no: z.string(),
    orderNo: z.string(),
    receiptNo: z.string(),
    materialNo: z.string(),
    materialName: z.string(),
    unitName: z.string(),
    factory: party,
    supplier: party,
    receiptLineUid: z.string(),
    lotNo: z.string(),
    lotSize: z.string(),
    aql: z.enum(AQL_VALUES),
    codeLetter: z.enum(CODE_LETTERS),
    sampleSize: z.number().int(),
    acceptNumber: z.number().int(),
    rejectNumber: z.number().int(),
    defects: z.array(z.object({ type: z.enum(DEFECT_TYPES), count: z.number().int() })),
    defectiveUnits: z.number().int(),
    status: inspectionStatus,
    concessionReason: z.string().nullable(),
    note: z.string(),
    createdAt: instant,
    decidedAt: instant.nullable(),
    updatedAt: instant,
    role,
    actions: z.array(z.enum(INSPECTION_ACTIONS)),
  })
  .meta({ id: 'PurchaseInspection' });

export const inspectionPage = z.object({
  data: z.array(inspectionAnswer),
  total: z.number().int(),
  counts: z.record(inspectionStatus, z.number().int()),
});

export const inspectionDetailAnswer = inspectionAnswer
  .extend({
    specification: z.string(),
    returns: z.array(z.object({ no: z.string(), status: returnStatus })),
    log: z.array(logEntry),
  })
  .meta({ id: 'PurchaseInspectionDetail' });

/** The sampling plan of a lot (ISO 2859-1, level II, single sampling, normal inspection; core's SamplingPlan). */
export const samplingPlanAnswer = z
  .object({
    aql: z.enum(AQL_VALUES),
    lotSize: z.number().int(),
    codeLetter: z.enum(CODE_LETTERS),
    planLetter: z.enum(CODE_LETTERS),
    sampleSize: z.number().int(),
    acceptNumber: z.number().int(),
    rejectNumber: z.number().int(),
    fullInspection: z.boolean(),
  })
  .meta({ id: 'SamplingPlan' });

/** A received lot as the New inspection / New return dialogs list it. */
const lotAnswer = z.object({
  receiptLineUid: z.string(),
  lotNo: z.string(),
  receiptNo: z.string(),
  receivedOn: day,
  orderNo: z.string(),
  supplier: z.string().nullable(),
  materialNo: z.string(),
  materialName: z.string(),
  unitName: z.string(),
  received: z.string(),
});

export const lotToInspectAnswer = lotAnswer
  .extend({ aql: z.enum(AQL_VALUES), plan: samplingPlanAnswer })
  .meta({ id: 'LotToInspect' });

export const returnableLotAnswer = lotAnswer
  .extend({ returned: z.string(), returnable: z.string() })
  .meta({ id: 'ReturnableLot' });

export const inspectionOpened = z.object({
  no: z.string(),
  status: inspectionStatus,
  aql: z.enum(AQL_VALUES),
  codeLetter: z.enum(CODE_LETTERS),
  sampleSize: z.number().int(),
  acceptNumber: z.number().int(),
  rejectNumber: z.number().int(),
});

/** A decision, with the return a rejection started (null otherwise). */
export const inspectionDecided = z.object({
  no: z.string(),
  status: inspectionStatus,
  defectiveUnits: z.number().int(),
  returnNo: z.string().nullable(),
});

export const purchaseReturnAnswer = z
  .object({
    no: z.string(),
    orderNo: z.string(),
    status: returnStatus,
    factory: party,
    supplier: party,
    reason: z.string(),
    currency: z.string(),
    total: moneyText,
    totalExTax: moneyText,
    supplierNote: z.string(),
    cancelReason: z.string().nullable(),
    createdAt: instant,
    acknowledgedAt: instant.nullable(),
    updatedAt: instant,
    role,
    actions: z.array(z.enum(PURCHASE_RETURN_ACTIONS)),
  })
  .meta({ id: 'PurchaseReturn' });

export const purchaseReturnPage = z.object({
  data: z.array(purchaseReturnAnswer),
  total: z.number().int(),
  counts: z.record(returnStatus, z.number().int()),
});

export const purchaseReturnDetailAnswer = purchaseReturnAnswer
  .extend({
    inspectionNo: z.string().nullable(),
    lines: z.array(
      z.object({
        receiptLineUid: z.string(),
        receiptNo: z.string(),
        lotNo: z.string(),
        materialNo: z.string(),
        materialName: z.string(),
        specification: z.string(),
        unitName: z.string(),
        received: z.string(),
        quantity: z.string(),
        unitPrice: z.string(),
        taxRate: z.string(),
        amount: moneyText,
        amountExTax: moneyText,
      }),
    ),
    log: z.array(logEntry),
  })
  .meta({ id: 'PurchaseReturnDetail' });

export const purchaseReturnMoved = z.object({ no: z.string(), status: returnStatus });
