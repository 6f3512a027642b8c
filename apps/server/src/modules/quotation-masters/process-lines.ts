import { validateProcessLines } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { processProcedures, processTypes, type quotationProcessLines } from '../../db/schema/index.js';
import { assertRules } from './errors.js';
import type { Executor } from './service/store.js';

/** A decimal as text or number (read as text: no float is kept). */
export const decimalText = z.union([
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/),
  z
    .number()
    .finite()
    .transform((n) => String(n)),
]);
/** An optional decimal that '' or null clears. */
export const optionalDecimal = z.union([decimalText, z.literal('').transform(() => null), z.null()]).optional();

/** A process line as a quotation or a process flow takes it; the procedure file fills a missing unit cost. */
export const processLineBody = z.object({
  serialNo: z.coerce.number().int().min(0).max(100000).nullable().optional(),
  processType: z.string().trim().max(60).nullable().optional(),
  procedure: z.string().trim().max(60).nullable().optional(),
  unitCost: decimalText.optional(),
  referenceTimes: z
    .union([decimalText, z.literal('')])
    .nullable()
    .optional(),
  timesAdjustment: optionalDecimal,
  difficulty: z
    .union([decimalText, z.literal('')])
    .nullable()
    .optional(),
  difficultyAdjustment: optionalDecimal,
  specialAddition: optionalDecimal,
});

export type ProcessLineInput = z.infer<typeof processLineBody>;
/** A process line priced (a quotation's process line and a flow's step have these fields). */
export type ProcessLine = Omit<typeof quotationProcessLines.$inferSelect, 'uid' | 'quotationUid'>;

/** Process lines: the procedure's rate per m² comes from the procedure file when the line does not carry one. */
export async function resolveProcessLines(
  db: Executor,
  enterpriseUid: string,
  input: readonly ProcessLineInput[],
): Promise<ProcessLine[]> {
  const drafts = input.map((line) => ({
    serialNo: line.serialNo ?? null,
    processType: line.processType ?? null,
    procedure: line.procedure ?? null,
    referenceTimes: line.referenceTimes ?? null,
    timesAdjustment: line.timesAdjustment ?? null,
    difficulty: line.difficulty ?? null,
    difficultyAdjustment: line.difficultyAdjustment ?? null,
    specialAddition: line.specialAddition ?? null,
  }));
  assertRules(validateProcessLines(drafts));
  const names = [...new Set(input.filter((line) => line.unitCost === undefined).map((line) => line.procedure!))];
  const procedures = names.length
    ? await db
        .select({
          name: processProcedures.name,
          code: processProcedures.code,
          unitCost: processProcedures.unitCost,
          typeName: processTypes.name,
        })
        .from(processProcedures)
        .innerJoin(processTypes, eq(processTypes.uid, processProcedures.processTypeUid))
        .where(eq(processProcedures.enterpriseUid, enterpriseUid))
    : [];
  return drafts.map((line, i) => {
    const master =
      procedures.find(
        (p) =>
          (p.name === line.procedure || p.code === line.procedure) &&
          (p.typeName === line.processType || !line.processType),
      ) ?? procedures.find((p) => p.name === line.procedure || p.code === line.procedure);
    return {
      serialNo: line.serialNo!,
      processType: line.processType!,
      procedure: line.procedure!,
      unitCost: input[i]!.unitCost ?? master?.unitCost ?? '0',
      referenceTimes: line.referenceTimes!,
      timesAdjustment: line.timesAdjustment,
      difficulty: line.difficulty!,
      difficultyAdjustment: line.difficultyAdjustment,
      specialAddition: line.specialAddition,
    };
  });
}
