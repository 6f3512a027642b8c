import { validateMaterialLines } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import { materialPrices, materials, quotationMaterialLines, quotationProcessLines } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/errors.js';
import { assertRules } from '../errors.js';
import { quotationMessages } from '../messages.js';
import type { QuotationBody } from '../schemas.js';
import type { Executor, MaterialLine, ProcessLine } from './types.js';

export { resolveProcessLines } from '../../quotation-masters/index.js';

type MaterialInput = NonNullable<QuotationBody['materials']>[number];

/**
 * Material lines as snapshots of the material file: the material (and supplier price, the first by supplier
 * number when none is named) fill what the line leaves out. Rules of spec 02 §5 run on the filled lines.
 */
export async function resolveMaterialLines(
  db: Executor,
  enterpriseUid: string,
  input: readonly MaterialInput[],
): Promise<MaterialLine[]> {
  const numbers = [...new Set(input.map((line) => line.materialNo).filter((no) => no !== ''))];
  const known = numbers.length
    ? await db
        .select({ material: materials, price: materialPrices })
        .from(materials)
        .leftJoin(materialPrices, eq(materialPrices.materialUid, materials.uid))
        .where(and(eq(materials.enterpriseUid, enterpriseUid), inArray(materials.materialNo, numbers)))
        .orderBy(materialPrices.supplierNo)
    : [];
  const lines = input.map((line, i) => {
    if (line.materialNo === '') return { materialNo: '' } as Partial<MaterialLine> & { materialNo: string };
    const matches = known.filter((k) => k.material.materialNo === line.materialNo);
    const master = matches[0]?.material;
    const price =
      (line.supplierNo ? matches.find((k) => k.price?.supplierNo === line.supplierNo) : matches.find((k) => k.price))
        ?.price ?? null;
    if (!master && (line.unitPrice === undefined || line.unitPriceExTax === undefined)) {
      throw badRequest(
        quotationMessages.materialUnknown,
        { field: `materials.${i}.materialNo`, value: line.materialNo },
        `materials.${i}.materialNo`,
      );
    }
    return {
      lineNo: i + 1,
      materialNo: line.materialNo,
      materialName: master?.name ?? '',
      specification: master?.specification ?? '',
      unitName: master?.unitName ?? '',
      supplierNo: line.supplierNo ?? price?.supplierNo ?? '',
      supplierName: price?.supplierName ?? '',
      unitPrice: line.unitPrice ?? price?.unitPrice ?? '0',
      unitPriceExTax: line.unitPriceExTax ?? price?.unitPriceExTax ?? '0',
      taxRate: line.taxRate ?? price?.taxRate ?? '0',
      coefficient: line.coefficient ?? '1',
      adjustmentPrice: line.adjustmentPrice ?? null,
    };
  });
  assertRules(validateMaterialLines(lines));
  return lines as MaterialLine[];
}

export async function writeLines(
  db: Executor,
  quotationUid: string,
  materialLines: readonly MaterialLine[],
  processLines: readonly ProcessLine[],
) {
  await db.delete(quotationMaterialLines).where(eq(quotationMaterialLines.quotationUid, quotationUid));
  await db.delete(quotationProcessLines).where(eq(quotationProcessLines.quotationUid, quotationUid));
  if (materialLines.length)
    await db.insert(quotationMaterialLines).values(materialLines.map((line) => ({ ...line, quotationUid })));
  if (processLines.length)
    await db.insert(quotationProcessLines).values(processLines.map((line) => ({ ...line, quotationUid })));
}
