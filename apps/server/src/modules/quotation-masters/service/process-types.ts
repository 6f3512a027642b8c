import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { processProcedures, processTypes } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { masterMessages } from '../messages.js';
import { pageOf, plain, type PageQuery } from '../paging.js';
import type { ProcedureBody, ProcessTypeBody } from '../schemas.js';
import { exportHeaders } from '../xlsx-reply.js';
import { isUniqueViolation } from './store.js';

/** Process types and their procedures with reference processing times, difficulty coefficients and costs. */
export function processTypeService(db: Database) {
  const taken = (field: string, value: string) => badRequest(masterMessages.masterTaken, { field, value }, field);

  /** Every procedure with its type's code and name, in type order then code. */
  const procedures = async (enterpriseUid: string) => {
    const rows = await db
      .select({
        procedure: processProcedures,
        typeCode: processTypes.code,
        typeName: processTypes.name,
        sort: processTypes.sort,
      })
      .from(processProcedures)
      .innerJoin(processTypes, eq(processTypes.uid, processProcedures.processTypeUid))
      .where(eq(processProcedures.enterpriseUid, enterpriseUid))
      .orderBy(asc(processTypes.sort), asc(processTypes.code), asc(processProcedures.code));
    return rows.map(({ procedure: { enterpriseUid: _e, ...p }, typeCode, typeName }) => ({
      ...p,
      processTypeCode: typeCode,
      processTypeName: typeName,
      referenceTimes: plain(p.referenceTimes)!,
      difficulty: plain(p.difficulty)!,
      unitCost: plain(p.unitCost)!,
    }));
  };

  /** Saves a procedure under a process type of the factory's (another's or none: 404); a code taken is 400. */
  const save = async (enterpriseUid: string, input: ProcedureBody, uid?: string) => {
    const [type] = await db
      .select()
      .from(processTypes)
      .where(and(eq(processTypes.uid, input.processTypeUid), eq(processTypes.enterpriseUid, enterpriseUid)));
    if (!type) throw notFound();
    try {
      const [row] = uid
        ? await db
            .update(processProcedures)
            .set(input)
            .where(and(eq(processProcedures.uid, uid), eq(processProcedures.enterpriseUid, enterpriseUid)))
            .returning()
        : await db
            .insert(processProcedures)
            .values({ ...input, enterpriseUid })
            .returning();
      if (!row) throw notFound();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw taken('code', input.code);
      throw error;
    }
  };

  return {
    /** The process types in their order, each with its procedures. */
    async types(enterpriseUid: string) {
      const types = await db
        .select()
        .from(processTypes)
        .where(eq(processTypes.enterpriseUid, enterpriseUid))
        .orderBy(asc(processTypes.sort), asc(processTypes.code));
      const all = await procedures(enterpriseUid);
      return types.map(({ enterpriseUid: _e, ...t }) => ({
        ...t,
        procedures: all.filter((p) => p.processTypeUid === t.uid),
      }));
    },

    /** A new process type; a code taken is 400. */
    async createType(enterpriseUid: string, input: ProcessTypeBody) {
      try {
        const [row] = await db
          .insert(processTypes)
          .values({ ...input, enterpriseUid })
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw taken('code', input.code);
        throw error;
      }
    },

    /** A page of the procedures, searched by code, name and their type. */
    page: async (enterpriseUid: string, query: PageQuery) =>
      pageOf(await procedures(enterpriseUid), query, (row) => [
        row.code,
        row.name,
        row.processTypeName,
        row.processTypeCode,
      ]),

    /** The procedures as a workbook. */
    async workbook(enterpriseUid: string, language: Language) {
      const rows = await procedures(enterpriseUid);
      const header = exportHeaders(language, [
        'processType',
        'procedureCode',
        'procedure',
        'referenceTimes',
        'difficulty',
        'unitCost',
      ]);
      const lines = rows.map((p) => [
        p.processTypeName,
        p.code,
        p.name,
        { number: p.referenceTimes },
        { number: p.difficulty },
        { number: p.unitCost },
      ]);
      return writeWorkbook([
        { name: 'Procedures', rows: [header, ...lines], boldRows: [1], widths: [14, 12, 22, 12, 12, 14] },
      ]);
    },

    createProcedure: (enterpriseUid: string, input: ProcedureBody) => save(enterpriseUid, input),
    changeProcedure: (enterpriseUid: string, uid: string, input: ProcedureBody) => save(enterpriseUid, input, uid),

    /** Deletes a procedure of the factory's; another's or none: 404. */
    async removeProcedure(enterpriseUid: string, uid: string): Promise<void> {
      const removed = await db
        .delete(processProcedures)
        .where(and(eq(processProcedures.uid, uid), eq(processProcedures.enterpriseUid, enterpriseUid)))
        .returning();
      if (!removed.length) throw notFound();
    },
  };
}
