import { asc, eq, inArray } from 'drizzle-orm';
import { workOrderActions, workOrderSla, type WorkOrderSide, type WorkOrderStatus } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import {
  enterprises,
  staff,
  storedFiles,
  workOrderAttachments,
  workOrderEntries,
  workOrders,
} from '../../db/schema/index.js';

type Row = typeof workOrders.$inferSelect;
type EntryRow = typeof workOrderEntries.$inferSelect;
type AttachmentRow = typeof workOrderAttachments.$inferSelect;

export const attachmentUrl = (no: string, fileUid: string) =>
  `/api/work-orders/${encodeURIComponent(no)}/attachments/${fileUid}`;

export function sideOf(
  row: Pick<Row, 'customerEnterpriseUid' | 'handlerEnterpriseUid'>,
  enterpriseUid: string,
): WorkOrderSide | null {
  if (row.handlerEnterpriseUid === enterpriseUid) return 'staff';
  if (row.customerEnterpriseUid === enterpriseUid) return 'customer';
  return null;
}

/** How work orders, their entries and attachments are shown to a caller: names resolved, actions and SLA computed. */
export function workOrderViews(db: Database, now: () => Date) {
  async function namesOf(rows: Row[]) {
    const enterpriseUids = [...new Set(rows.flatMap((r) => [r.customerEnterpriseUid, r.handlerEnterpriseUid]))];
    const accountUids = [
      ...new Set(rows.flatMap((r) => [r.createdBy, r.assigneeAccountUid].filter((x): x is string => Boolean(x)))),
    ];
    const [ents, people] = await Promise.all([
      enterpriseUids.length
        ? db
            .select({ uid: enterprises.uid, name: enterprises.name })
            .from(enterprises)
            .where(inArray(enterprises.uid, enterpriseUids))
        : [],
      accountUids.length
        ? db
            .select({ accountUid: staff.accountUid, enterpriseUid: staff.enterpriseUid, name: staff.staffName })
            .from(staff)
            .where(inArray(staff.accountUid, accountUids))
        : [],
    ]);
    const enterpriseName = new Map(ents.map((e) => [e.uid, e.name]));
    const person = (accountUid: string | null, enterpriseUid: string) =>
      accountUid
        ? {
            id: accountUid,
            name: people.find((p) => p.accountUid === accountUid && p.enterpriseUid === enterpriseUid)?.name ?? '',
          }
        : null;
    return { enterpriseName, person };
  }

  async function attachmentsOf(workOrderUids: string[]) {
    if (!workOrderUids.length) return [];
    return db
      .select({
        a: workOrderAttachments,
        name: storedFiles.name,
        size: storedFiles.size,
        type: storedFiles.contentType,
      })
      .from(workOrderAttachments)
      .innerJoin(storedFiles, eq(storedFiles.uid, workOrderAttachments.fileUid))
      .where(inArray(workOrderAttachments.workOrderUid, workOrderUids))
      .orderBy(asc(workOrderAttachments.createdAt), asc(workOrderAttachments.uid));
  }

  const attachmentView = (no: string, x: { a: AttachmentRow; name: string; size: number; type: string }) => ({
    id: x.a.fileUid,
    name: x.name,
    size: x.size,
    type: x.type,
    side: x.a.side,
    entryId: x.a.entryUid,
    url: attachmentUrl(no, x.a.fileUid),
  });

  async function present(rows: Row[], callerEnterpriseUid: string) {
    const at = now();
    const [{ enterpriseName, person }, attachments] = await Promise.all([
      namesOf(rows),
      attachmentsOf(rows.map((r) => r.uid)),
    ]);
    return rows.map((r) => {
      const side = sideOf(r, callerEnterpriseUid)!;
      return {
        no: r.workOrderNo,
        kind: r.kind,
        status: r.status,
        type: r.type,
        title: r.title,
        content: r.content,
        orderNo: r.orderNo,
        target: r.target,
        targetNo: r.targetNo,
        side,
        customer: { id: r.customerEnterpriseUid, name: enterpriseName.get(r.customerEnterpriseUid) ?? '' },
        handler: { id: r.handlerEnterpriseUid, name: enterpriseName.get(r.handlerEnterpriseUid) ?? '' },
        createdBy: person(r.createdBy, r.customerEnterpriseUid),
        assignee: person(r.assigneeAccountUid, r.handlerEnterpriseUid),
        attachments: attachments
          .filter((x) => x.a.workOrderUid === r.uid && x.a.entryUid === null)
          .map((x) => attachmentView(r.workOrderNo, x)),
        actions: workOrderActions(r.status, side, r.statusChangedAt, at),
        sla: workOrderSla(r.createdAt, r.firstResponseAt, r.resolvedAt, at),
        rowVersion: r.rowVersion,
        statusChangedAt: r.statusChangedAt.toISOString(),
        firstResponseAt: r.firstResponseAt?.toISOString() ?? null,
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
        lastActivityAt: r.lastActivityAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  function presentEntry(e: EntryRow, attachments: AttachmentView[]) {
    return {
      id: e.uid,
      kind: e.kind,
      side: e.side,
      author: { id: e.authorAccountUid, name: e.authorName },
      body: e.body,
      action: e.action,
      // Statuses the state table wrote (the columns are plain text).
      fromStatus: e.fromStatus as WorkOrderStatus | null,
      toStatus: e.toStatus as WorkOrderStatus | null,
      attachments: attachments.filter((a) => a.entryId === e.uid),
      createdAt: e.createdAt.toISOString(),
    };
  }

  return { present, presentEntry, attachmentsOf, attachmentView };
}

export type AttachmentView = ReturnType<ReturnType<typeof workOrderViews>['attachmentView']>;
