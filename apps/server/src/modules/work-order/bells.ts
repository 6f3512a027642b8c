import type { WorkOrderSide } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import { staff, workOrders, type MessageText } from '../../db/schema/index.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import { insertMessage } from '../../platform/notify/message.service.js';
import type { Executor } from './links.js';
import { maskHoldsScreen } from '../../platform/access/guards.js';

type Row = typeof workOrders.$inferSelect;

/** The bell of work orders: who on each side is told, stored inside the caller's transaction and pushed after it. */
export function workOrderBells(notifier: Notifier) {
  /** The accounts told on the handling side: the assignee, else every active staff member with the work-order centre. */
  async function handlerRecipients(ex: Executor, row: Row): Promise<string[]> {
    if (row.assigneeAccountUid) return [row.assigneeAccountUid];
    const members = await ex
      .select({
        accountUid: staff.accountUid,
        mask: staff.permissionMask,
        staffMember: staff.staffMember,
        isAdmin: staff.isAdmin,
      })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, row.handlerEnterpriseUid), eq(staff.status, 'active')));
    return members
      .filter((m) => maskHoldsScreen(m.mask, ['work-order-center']) || m.staffMember)
      .map((m) => m.accountUid);
  }

  /** Stores one bell message per recipient inside `ex`; answers their ids to push after the commit. */
  async function tell(
    ex: Executor,
    recipients: string[],
    enterpriseUid: string,
    no: string,
    title: MessageText,
  ): Promise<string[]> {
    // Every demo role has the work-order centre; it shows both sides (see the web's features/work-order).
    const link = `/work-order-center?no=${encodeURIComponent(no)}`;
    const ids: string[] = [];
    for (const accountUid of new Set(recipients)) {
      const message = await insertMessage(ex, accountUid, {
        kind: 'workorder',
        title,
        body: null,
        link,
        enterpriseUid,
      });
      ids.push(message.uid);
    }
    return ids;
  }

  /** Tells the other side than `from` about the work order. */
  async function tellOtherSide(
    ex: Executor,
    row: Row,
    from: WorkOrderSide,
    title: MessageText,
    except: string,
  ): Promise<string[]> {
    if (from === 'customer')
      return tell(
        ex,
        (await handlerRecipients(ex, row)).filter((a) => a !== except),
        row.handlerEnterpriseUid,
        row.workOrderNo,
        title,
      );
    return tell(
      ex,
      [row.createdBy].filter((a) => a !== except),
      row.customerEnterpriseUid,
      row.workOrderNo,
      title,
    );
  }

  const pushAll = async (ids: string[]) => {
    for (const id of ids) await notifier.push(id);
  };

  return { tell, tellOtherSide, pushAll };
}
