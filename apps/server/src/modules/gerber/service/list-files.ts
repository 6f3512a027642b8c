import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gerberFiles } from '../../../db/schema/index.js';
import type { GerberCaller } from '../access.js';
import type { ListQuery } from '../schemas.js';
import { joinNames, listColumns, owner, toView, type GerberFileView } from '../view.js';

const sortColumns = {
  file_name: gerberFiles.fileName,
  created_at: gerberFiles.createdAt,
  uploader_name: gerberFiles.uploaderName,
  upload_status: gerberFiles.uploadStatus,
  audit_status: gerberFiles.auditStatus,
  binding_status: gerberFiles.bindingStatus,
  validity: gerberFiles.validity,
  file_size: gerberFiles.fileSize,
  width_mm: gerberFiles.widthMm,
  copper_layers: gerberFiles.copperLayers,
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(scope: SQL, query: ListQuery): SQL {
  const where: SQL[] = [scope];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(
      or(
        ilike(gerberFiles.fileName, pattern),
        ilike(gerberFiles.uploaderName, pattern),
        ilike(gerberFiles.remarks, pattern),
        ilike(gerberFiles.quotationNo, pattern),
        ilike(gerberFiles.inquiryNo, pattern),
        ilike(owner.name, pattern),
      )!,
    );
  }
  if (query.upload_status) where.push(eq(gerberFiles.uploadStatus, query.upload_status));
  if (query.audit_status) where.push(eq(gerberFiles.auditStatus, query.audit_status));
  if (query.binding_status) where.push(eq(gerberFiles.bindingStatus, query.binding_status));
  if (query.validity) where.push(eq(gerberFiles.validity, query.validity));
  if (query.uploaded_from) where.push(gte(gerberFiles.createdAt, new Date(`${query.uploaded_from}T00:00:00Z`)));
  if (query.uploaded_to)
    where.push(lt(gerberFiles.createdAt, sql`${`${query.uploaded_to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  return and(...where)!;
}

/** One page of the files `scope` lets the caller see, newest first unless sorted otherwise. */
export async function listGerberFiles(
  db: Database,
  caller: GerberCaller,
  scope: SQL,
  query: ListQuery,
): Promise<{ data: GerberFileView[]; total: number }> {
  const where = conditions(scope, query);
  const order =
    query.field && query.sort
      ? [(query.sort === 'asc' ? asc : desc)(sortColumns[query.field]), desc(gerberFiles.createdAt)]
      : [desc(gerberFiles.createdAt)];
  const [rows, [counted]] = await Promise.all([
    joinNames(db.select(listColumns).from(gerberFiles))
      .where(where)
      .orderBy(...order, desc(gerberFiles.uid))
      .limit(query.page_size)
      .offset((query.page_no - 1) * query.page_size),
    joinNames(db.select({ total: count() }).from(gerberFiles)).where(where),
  ]);
  return {
    data: (rows as Parameters<typeof toView>[0][]).map((row) => toView(row, caller)),
    total: Number(counted?.total ?? 0),
  };
}
