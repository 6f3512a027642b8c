import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gerberFiles } from '../../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../../http/errors.js';
import type { GerberCaller } from '../access.js';
import type { AnalysisPool } from '../analysis/pool.js';
import { auditGerber } from '../audit.js';
import { gerberMessages } from '../messages.js';
import { roleMessages } from '../role-messages.js';
import { canRecheck } from '../states.js';
import type { AnalysisRunner } from './analysis-runner.js';
import { backToAnalysis, compareAndSet } from './managed-file.js';

export interface RoleCorrectionInput {
  name: string;
  role: 'copper' | 'soldermask' | 'silkscreen' | 'solderpaste' | 'outline' | 'drill' | 'drawing' | 'unknown';
  side: 'top' | 'bottom' | 'inner' | 'all' | null;
}

/**
 * A person corrects the role of files of an upload (spec 02 §4 manual review and re-check): the corrections are
 * kept on the row (a later correction of the same file replaces the earlier one) and the analysis runs again at
 * once with them, as a re-check does. The factory the file was sent to and the uploader's own enterprise may.
 */
export async function correctRoles(
  deps: { db: Database; runner: AnalysisRunner; pool: AnalysisPool },
  caller: GerberCaller,
  uid: string,
  corrections: RoleCorrectionInput[],
  ip: string,
): Promise<void> {
  const { db, runner, pool } = deps;
  if (pool.stats().queued >= pool.options.maxQueue) throw new AppError(503, gerberMessages.busy);
  const row = await db.transaction(async (tx) => {
    const mayCorrect = and(
      eq(gerberFiles.uid, uid),
      or(
        eq(gerberFiles.enterpriseUid, caller.enterpriseUid),
        caller.manages ? eq(gerberFiles.merchantUid, caller.enterpriseUid) : undefined,
      ),
    );
    const [before] = await tx.select().from(gerberFiles).where(mayCorrect).limit(1).for('update');
    if (!before) throw notFound(gerberMessages.fileNotFound);
    if (!canRecheck(before)) throw new AppError(409, gerberMessages.stillAnalysing);
    const names = new Set(
      ((before.analysis as { files?: Array<{ name: string }> } | null)?.files ?? []).map((file) => file.name),
    );
    corrections.forEach((correction, i) => {
      if (!names.has(correction.name))
        throw badRequest(roleMessages.unknownFile, { name: correction.name }, `corrections.${i}.name`);
    });
    const kept = (before.roleCorrections ?? []).filter((old) => !corrections.some((c) => c.name === old.name));
    const roleCorrections = [...kept, ...corrections];
    const after = await compareAndSet(tx, uid, eq(gerberFiles.uploadStatus, before.uploadStatus), {
      ...backToAnalysis,
      roleCorrections,
    });
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'roles-corrected',
      before: { role_corrections: before.roleCorrections ?? [] },
      after: { role_corrections: roleCorrections },
    });
    return after;
  });
  runner.start(
    { uid, fileName: row.fileName, enterpriseUid: row.enterpriseUid, storedFileUid: row.storedFileUid },
    { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid, ip },
  );
}
