import {
  availableActions,
  quotationValidity,
  textOfCents,
  type CostResult,
  type QuotationStatus,
} from '@pcbunion/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  gerberBindings,
  gerberFiles,
  quotationMaterialLines,
  quotationProcessLines,
  quotations,
} from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { today } from '../../quotation-masters/index.js';
import { quotationMessages } from '../messages.js';
import type { Executor, QuotationRow } from './types.js';

export { today };

/** The current version of a quotation of the caller's enterprise; another enterprise's number is "not found". */
export async function loadCurrent(
  db: Executor,
  enterpriseUid: string,
  no: string,
  lock = false,
): Promise<QuotationRow> {
  const query = db
    .select()
    .from(quotations)
    .where(
      and(eq(quotations.enterpriseUid, enterpriseUid), eq(quotations.quotationNo, no), eq(quotations.isCurrent, true)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(quotationMessages.notFound);
  return row;
}

export async function loadVersions(db: Executor, enterpriseUid: string, no: string): Promise<QuotationRow[]> {
  const rows = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.enterpriseUid, enterpriseUid), eq(quotations.quotationNo, no)))
    .orderBy(asc(quotations.version));
  if (rows.length === 0) throw notFound(quotationMessages.notFound);
  return rows;
}

export async function loadLines(db: Executor, quotationUid: string) {
  const [materials, processes] = await Promise.all([
    db
      .select()
      .from(quotationMaterialLines)
      .where(eq(quotationMaterialLines.quotationUid, quotationUid))
      .orderBy(asc(quotationMaterialLines.lineNo)),
    db
      .select()
      .from(quotationProcessLines)
      .where(eq(quotationProcessLines.quotationUid, quotationUid))
      .orderBy(asc(quotationProcessLines.serialNo)),
  ]);
  return { materials, processes };
}

/** The Gerber files bound to a quotation number now (the detail's Gerber binding section). */
export async function boundGerberFiles(db: Executor, enterpriseUid: string, no: string) {
  return db
    .select({
      uid: gerberFiles.uid,
      fileName: gerberFiles.fileName,
      uploaderName: gerberFiles.uploaderName,
      createdAt: gerberFiles.createdAt,
      widthMm: gerberFiles.widthMm,
      heightMm: gerberFiles.heightMm,
      copperLayers: gerberFiles.copperLayers,
      auditStatus: gerberFiles.auditStatus,
      boundAt: gerberBindings.boundAt,
    })
    .from(gerberBindings)
    .innerJoin(gerberFiles, eq(gerberFiles.uid, gerberBindings.gerberFileUid))
    .where(
      and(
        eq(gerberBindings.kind, 'quotation'),
        eq(gerberBindings.number, no),
        isNull(gerberBindings.unboundAt),
        eq(gerberFiles.merchantUid, enterpriseUid),
      ),
    )
    .orderBy(desc(gerberBindings.boundAt));
}

/** A quotation version as the API answers it: header, validity, costs, lines and the actions each role may take. */
export function shownHeader(row: QuotationRow, asOf = today()) {
  const {
    enterpriseUid: _e,
    copyKey: _k,
    amountLocalCents,
    amountOriginalCents,
    currency,
    originalCurrency,
    ...rest
  } = row;
  const status = row.status as QuotationStatus;
  const validity = quotationValidity(row.quotationDate, row.validityDays, asOf);
  return {
    ...rest,
    // The build-up costOf wrote (a jsonb column).
    costs: row.costs as CostResult | null,
    currency: originalCurrency,
    localCurrency: currency,
    amountLocal: textOfCents(amountLocalCents),
    amountOriginal: textOfCents(amountOriginalCents),
    validity,
    expired: validity === 'overdue',
    actions: {
      quoter: availableActions(status, 'quoter', row.isCurrent),
      approver: availableActions(status, 'approver', row.isCurrent),
    },
  };
}

export async function quotationDetail(db: Executor, row: QuotationRow) {
  const { materials, processes } = await loadLines(db, row.uid);
  const gerber = await boundGerberFiles(db, row.enterpriseUid, row.quotationNo);
  return {
    ...shownHeader(row),
    materials: materials.map(({ uid: _u, quotationUid: _q, ...line }) => line),
    processes: processes.map(({ uid: _u, quotationUid: _q, ...line }) => line),
    gerberFiles: gerber,
  };
}
