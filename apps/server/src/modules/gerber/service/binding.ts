import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gerberBindings, gerberFiles } from '../../../db/schema/index.js';
import { AppError, badRequest } from '../../../http/errors.js';
import type { GerberCaller } from '../access.js';
import { auditGerber } from '../audit.js';
import { bindingTargetExists } from '../binding-targets.js';
import { gerberMessages } from '../messages.js';
import { loadManaged } from './managed-file.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Binding = { kind: 'quotation' | 'inquiry'; number: string };

/** Binding status and the newest active quotation / inquiry number, from the active binding rows. */
async function summarise(tx: Tx, uid: string) {
  const active = await tx
    .select({ kind: gerberBindings.kind, number: gerberBindings.number })
    .from(gerberBindings)
    .where(and(eq(gerberBindings.gerberFileUid, uid), isNull(gerberBindings.unboundAt)))
    .orderBy(desc(gerberBindings.boundAt), desc(gerberBindings.uid));
  return {
    bindingStatus: active.length > 0 ? ('bound' as const) : ('unbound' as const),
    quotationNo: active.find((b) => b.kind === 'quotation')?.number ?? null,
    inquiryNo: active.find((b) => b.kind === 'inquiry')?.number ?? null,
  };
}

/**
 * Binds a file to a quotation or inquiry number (a binding row; the file shows it as bound). The file row is
 * locked for the change, so concurrent binds of one file are serialised.
 */
export async function bindFile(db: Database, caller: GerberCaller, uid: string, binding: Binding, ip: string) {
  await db.transaction(async (tx) => {
    const before = await loadManaged(tx, caller, uid, true);
    if (before.uploadStatus !== 'success') throw new AppError(409, gerberMessages.notAnalysed);
    if (before.validity !== 'valid') throw new AppError(409, gerberMessages.expiredFile);
    if (before.auditStatus === 'failed') throw new AppError(409, gerberMessages.auditFailedFile);
    const [existing] = await tx
      .select({ uid: gerberBindings.uid })
      .from(gerberBindings)
      .where(
        and(
          eq(gerberBindings.gerberFileUid, uid),
          eq(gerberBindings.kind, binding.kind),
          eq(gerberBindings.number, binding.number),
          isNull(gerberBindings.unboundAt),
        ),
      );
    if (existing) throw new AppError(409, gerberMessages.alreadyBound, { number: binding.number });
    if (!(await bindingTargetExists(tx, binding.kind, caller.enterpriseUid, binding.number))) {
      const message = binding.kind === 'quotation' ? gerberMessages.quotationNotFound : gerberMessages.inquiryNotFound;
      throw badRequest(message, { number: binding.number }, 'number');
    }
    await tx
      .insert(gerberBindings)
      .values({ gerberFileUid: uid, kind: binding.kind, number: binding.number, boundBy: caller.accountUid });
    const summary = await summarise(tx, uid);
    await tx
      .update(gerberFiles)
      .set({ ...summary, updatedAt: new Date() })
      .where(eq(gerberFiles.uid, uid));
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'bound',
      before: { binding_status: before.bindingStatus },
      after: { binding_status: summary.bindingStatus, kind: binding.kind, number: binding.number },
    });
  });
}

export async function unbindFile(db: Database, caller: GerberCaller, uid: string, binding: Binding, ip: string) {
  await db.transaction(async (tx) => {
    const before = await loadManaged(tx, caller, uid, true);
    const released = await tx
      .update(gerberBindings)
      .set({ unboundAt: new Date(), unboundBy: caller.accountUid })
      .where(
        and(
          eq(gerberBindings.gerberFileUid, uid),
          eq(gerberBindings.kind, binding.kind),
          eq(gerberBindings.number, binding.number),
          isNull(gerberBindings.unboundAt),
        ),
      )
      .returning({ uid: gerberBindings.uid });
    if (released.length === 0) throw new AppError(409, gerberMessages.notBound, { number: binding.number });
    const summary = await summarise(tx, uid);
    await tx
      .update(gerberFiles)
      .set({ ...summary, updatedAt: new Date() })
      .where(eq(gerberFiles.uid, uid));
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'unbound',
      before: { binding_status: before.bindingStatus, kind: binding.kind, number: binding.number },
      after: { binding_status: summary.bindingStatus },
    });
  });
}
