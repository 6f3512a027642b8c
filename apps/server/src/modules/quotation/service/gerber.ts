import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { gerberBindings, gerberFiles, quotations } from '../../../db/schema/index.js';
import { AppError, badRequest } from '../../../http/errors.js';
import type { QuotationActor } from '../../quotation-masters/index.js';
import { quotationMessages } from '../messages.js';
import { auditQuotation } from './audit.js';
import type { Executor, QuotationRow } from './types.js';
import { recordAudit } from '../../../platform/audit.js';

/** The factory's own Gerber files (binding numbers are per factory, so every binding query names the factory). */
const ownFiles = (db: Executor, actor: QuotationActor) =>
  db.select({ uid: gerberFiles.uid }).from(gerberFiles).where(eq(gerberFiles.merchantUid, actor.enterpriseUid));

/**
 * Whether a quotation number exists in an enterprise (its current version): the lookup the Gerber screen's bind
 * asks through gerber's `registerBindingTarget`, so a number of another factory is "quotation not found".
 */
export async function quotationNumberExists(db: Executor, enterpriseUid: string, number: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: quotations.uid })
    .from(quotations)
    .where(
      and(
        eq(quotations.enterpriseUid, enterpriseUid),
        eq(quotations.quotationNo, number),
        eq(quotations.isCurrent, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The file's binding summary, as the Gerber screen shows it: bound while any binding is active. Answers the
 * binding status before and after, for the file's log.
 */
async function summarise(db: Executor, fileUid: string) {
  const [file] = await db
    .select({ bindingStatus: gerberFiles.bindingStatus })
    .from(gerberFiles)
    .where(eq(gerberFiles.uid, fileUid));
  const active = await db
    .select({ kind: gerberBindings.kind, number: gerberBindings.number })
    .from(gerberBindings)
    .where(and(eq(gerberBindings.gerberFileUid, fileUid), isNull(gerberBindings.unboundAt)))
    .orderBy(desc(gerberBindings.boundAt), desc(gerberBindings.uid));
  const bindingStatus = active.length > 0 ? ('bound' as const) : ('unbound' as const);
  await db
    .update(gerberFiles)
    .set({
      bindingStatus,
      quotationNo: active.find((b) => b.kind === 'quotation')?.number ?? null,
      inquiryNo: active.find((b) => b.kind === 'inquiry')?.number ?? null,
      updatedAt: new Date(),
    })
    .where(eq(gerberFiles.uid, fileUid));
  return { before: file?.bindingStatus ?? 'unbound', after: bindingStatus };
}

/** The file's log entry, in the shape the Gerber screen's own bind and unbind write (modules/gerber/service/binding.ts). */
async function auditFile(
  db: Executor,
  actor: QuotationActor,
  fileUid: string,
  action: 'bound' | 'unbound',
  number: string,
  status: { before: string; after: string },
) {
  const binding = { kind: 'quotation', number };
  const before = action === 'bound' ? { binding_status: status.before } : { binding_status: status.before, ...binding };
  const after = action === 'bound' ? { binding_status: status.after, ...binding } : { binding_status: status.after };
  await recordAudit(db, {
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity: 'gerber_file',
    entityUid: fileUid,
    action,
    before,
    after,
    ip: actor.ip,
  });
}

/**
 * Binds one of the factory's Gerber files (modules/gerber) to a quotation number: a binding row, the file's
 * summary and both logs, in the caller's transaction. The file must be analysed, valid and not failed in review.
 */
export async function bindGerberFile(
  db: Executor,
  actor: QuotationActor,
  quotation: QuotationRow,
  fileUid: string | undefined,
) {
  if (!fileUid) throw badRequest(quotationMessages.chooseGerber, {}, 'gerberFileUid');
  const [file] = await db
    .select()
    .from(gerberFiles)
    .where(and(eq(gerberFiles.uid, fileUid), eq(gerberFiles.merchantUid, actor.enterpriseUid)))
    .for('update');
  if (!file) throw new AppError(404, quotationMessages.gerberNotFound, {}, 0, 'gerberFileUid');
  if (file.uploadStatus !== 'success' || file.validity !== 'valid' || file.auditStatus === 'failed')
    throw badRequest(quotationMessages.gerberNotUsable, {}, 'gerberFileUid');
  const [existing] = await db
    .select({ uid: gerberBindings.uid })
    .from(gerberBindings)
    .where(
      and(
        eq(gerberBindings.gerberFileUid, fileUid),
        eq(gerberBindings.kind, 'quotation'),
        eq(gerberBindings.number, quotation.quotationNo),
        isNull(gerberBindings.unboundAt),
      ),
    );
  if (existing) throw new AppError(409, quotationMessages.gerberBound, { number: quotation.quotationNo });
  await db
    .insert(gerberBindings)
    .values({ gerberFileUid: fileUid, kind: 'quotation', number: quotation.quotationNo, boundBy: actor.accountUid });
  await auditFile(db, actor, fileUid, 'bound', quotation.quotationNo, await summarise(db, fileUid));
  await auditQuotation(db, actor, quotation.quotationNo, 'gerber_bound', null, {
    file: file.fileName,
    version: quotation.version,
  });
}

export async function unbindGerberFile(db: Executor, actor: QuotationActor, quotation: QuotationRow, fileUid: string) {
  const released = await db
    .update(gerberBindings)
    .set({ unboundAt: new Date(), unboundBy: actor.accountUid })
    .where(
      and(
        eq(gerberBindings.gerberFileUid, fileUid),
        eq(gerberBindings.kind, 'quotation'),
        eq(gerberBindings.number, quotation.quotationNo),
        isNull(gerberBindings.unboundAt),
        inArray(gerberBindings.gerberFileUid, ownFiles(db, actor)),
      ),
    )
    .returning({ uid: gerberBindings.uid });
  if (released.length === 0) throw new AppError(404, quotationMessages.gerberNotFound, {}, 0, 'gerberFileUid');
  await auditFile(db, actor, fileUid, 'unbound', quotation.quotationNo, await summarise(db, fileUid));
  await auditQuotation(db, actor, quotation.quotationNo, 'gerber_unbound', null, { version: quotation.version });
}

/** Binds the files of one number to another (a copy takes its files along). */
export async function copyGerberBindings(db: Executor, actor: QuotationActor, from: string, to: QuotationRow) {
  const files = await db
    .select({ uid: gerberBindings.gerberFileUid })
    .from(gerberBindings)
    .innerJoin(gerberFiles, eq(gerberFiles.uid, gerberBindings.gerberFileUid))
    .where(
      and(
        eq(gerberBindings.kind, 'quotation'),
        eq(gerberBindings.number, from),
        isNull(gerberBindings.unboundAt),
        eq(gerberFiles.merchantUid, actor.enterpriseUid),
      ),
    );
  for (const file of files) {
    await db
      .insert(gerberBindings)
      .values({ gerberFileUid: file.uid, kind: 'quotation', number: to.quotationNo, boundBy: actor.accountUid });
    await auditFile(db, actor, file.uid, 'bound', to.quotationNo, await summarise(db, file.uid));
  }
  return files.length;
}

/** Releases every binding of a number (the document was deleted). */
export async function releaseGerberBindings(db: Executor, actor: QuotationActor, no: string) {
  const released = await db
    .update(gerberBindings)
    .set({ unboundAt: new Date(), unboundBy: actor.accountUid })
    .where(
      and(
        eq(gerberBindings.kind, 'quotation'),
        eq(gerberBindings.number, no),
        isNull(gerberBindings.unboundAt),
        inArray(gerberBindings.gerberFileUid, ownFiles(db, actor)),
      ),
    )
    .returning({ fileUid: gerberBindings.gerberFileUid });
  for (const { fileUid } of released) {
    await auditFile(db, actor, fileUid, 'unbound', no, await summarise(db, fileUid));
  }
}
