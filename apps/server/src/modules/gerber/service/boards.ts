import { recolorPreview, type BoardColors } from '@pcbunion/cam';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gerberBindings, gerberFiles, inquiries, orderItems, orders } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { visibleTo, type GerberCaller } from '../access.js';
import { gerberMessages } from '../messages.js';

type Reader = Pick<Database, 'select'>;

/**
 * The Gerber file whose board each inquiry shows, by inquiry number: the upload the inquiry was made from, else the
 * newest analysed file the inquiry's factory bound to its number (the Gerber screen's "bind"). The inquiry and order
 * screens draw that file; inquiries without either are left out of the map.
 */
export async function inquiryBoards(
  db: Reader,
  merchantUid: string,
  inquiryNos: readonly string[],
): Promise<Map<string, string>> {
  const boards = new Map<string, string>();
  if (inquiryNos.length === 0) return boards;
  const numbers = [...new Set(inquiryNos)];
  const [made, bound] = await Promise.all([
    db
      .select({ no: inquiries.inquiryNo, file: inquiries.gerberFileUid })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.merchantEnterpriseUid, merchantUid),
          inArray(inquiries.inquiryNo, numbers),
          isNotNull(inquiries.gerberFileUid),
        ),
      ),
    db
      .select({ no: gerberBindings.number, file: gerberBindings.gerberFileUid })
      .from(gerberBindings)
      .innerJoin(gerberFiles, eq(gerberFiles.uid, gerberBindings.gerberFileUid))
      .where(
        and(
          eq(gerberBindings.kind, 'inquiry'),
          inArray(gerberBindings.number, numbers),
          isNull(gerberBindings.unboundAt),
          eq(gerberFiles.merchantUid, merchantUid),
          eq(gerberFiles.uploadStatus, 'success'),
        ),
      )
      .orderBy(desc(gerberBindings.boundAt), desc(gerberBindings.uid)),
  ]);
  for (const row of bound) if (!boards.has(row.no)) boards.set(row.no, row.file);
  for (const row of made) if (row.file) boards.set(row.no, row.file);
  return boards;
}

/**
 * Whether an enterprise reaches a file through an inquiry it is a side of (made from the file, or the file bound to
 * the inquiry's number by its factory), or through an order placed from such an inquiry (which outlives the
 * inquiry's deletion from the lists).
 */
async function reachesThroughInquiry(db: Reader, enterpriseUid: string, fileUid: string): Promise<boolean> {
  const boundToIt = sql`exists (select 1 from ${gerberBindings} b join ${gerberFiles} f on f.uid = b.gerber_file_uid
    where b.gerber_file_uid = ${fileUid} and b.kind = 'inquiry' and b.number = ${inquiries.inquiryNo}
      and b.unbound_at is null and f.merchant_uid = ${inquiries.merchantEnterpriseUid})`;
  const ordered = sql`exists (select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where oi.inquiry_no = ${inquiries.inquiryNo}
      and (o.customer_uid = ${enterpriseUid} or o.merchant_uid = ${enterpriseUid}))`;
  const [row] = await db
    .select({ uid: inquiries.uid })
    .from(inquiries)
    .where(
      and(
        or(eq(inquiries.customerEnterpriseUid, enterpriseUid), eq(inquiries.merchantEnterpriseUid, enterpriseUid)),
        or(eq(inquiries.gerberFileUid, fileUid), boundToIt),
        or(eq(inquiries.deleted, false), ordered),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * One side of a Gerber file's board as its analysis drew it, in the chosen mask and silkscreen colours. Whoever may
 * see the file (its owner, the factory it was sent to) sees it, and so does either side of an inquiry or order the
 * file is the board of; anyone else gets 404, like a missing file.
 */
export async function fileRender(
  db: Database,
  caller: GerberCaller,
  uid: string,
  side: 'top' | 'bottom',
  colors: BoardColors,
): Promise<string> {
  const screens = caller.manages || caller.inquires;
  const [visible] = screens
    ? await db
        .select({ uid: gerberFiles.uid })
        .from(gerberFiles)
        .where(and(eq(gerberFiles.uid, uid), visibleTo(caller)))
        .limit(1)
    : [];
  if (!visible && !(await reachesThroughInquiry(db, caller.enterpriseUid, uid)))
    throw notFound(gerberMessages.fileNotFound);
  const [row] = await db
    .select({ top: gerberFiles.previewTop, bottom: gerberFiles.previewBottom })
    .from(gerberFiles)
    .where(eq(gerberFiles.uid, uid));
  const svg = row?.[side];
  if (!svg) throw notFound(gerberMessages.noRender);
  return recolorPreview(svg, colors);
}
