import type { GerberFileView } from '@pcbunion/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { enterprises, gerberFiles } from '../../db/schema/index.js';
import type { GerberCaller } from './access.js';
import { actionsFor } from './states.js';

export const owner = alias(enterprises, 'owner');
export const merchant = alias(enterprises, 'merchant');

/** The columns of a list row: everything but the analysis JSON and the previews. */
export const listColumns = {
  uid: gerberFiles.uid,
  enterpriseUid: gerberFiles.enterpriseUid,
  merchantUid: gerberFiles.merchantUid,
  ownerName: owner.name,
  merchantName: merchant.name,
  uploaderName: gerberFiles.uploaderName,
  fileName: gerberFiles.fileName,
  fileSize: gerberFiles.fileSize,
  uploadStatus: gerberFiles.uploadStatus,
  auditStatus: gerberFiles.auditStatus,
  bindingStatus: gerberFiles.bindingStatus,
  validity: gerberFiles.validity,
  quotationNo: gerberFiles.quotationNo,
  inquiryNo: gerberFiles.inquiryNo,
  remarks: gerberFiles.remarks,
  failureCode: gerberFiles.failureCode,
  failureMessage: gerberFiles.failureMessage,
  widthMm: gerberFiles.widthMm,
  heightMm: gerberFiles.heightMm,
  copperLayers: gerberFiles.copperLayers,
  sizeIsGuess: sql<boolean | null>`(${gerberFiles.analysis}->>'sizeIsGuess')::boolean`,
  analysisMs: gerberFiles.analysisMs,
  analyzedAt: gerberFiles.analyzedAt,
  reviewedBy: gerberFiles.reviewedBy,
  reviewedAt: gerberFiles.reviewedAt,
  createdAt: gerberFiles.createdAt,
  updatedAt: gerberFiles.updatedAt,
};

/** FROM gerber_files with the owner's and the merchant's names. */
export const joinNames = <T extends { innerJoin: (...args: any[]) => any }>(query: T) =>
  query
    .innerJoin(owner, eq(owner.uid, gerberFiles.enterpriseUid))
    .innerJoin(merchant, eq(merchant.uid, gerberFiles.merchantUid));

const _selectList = (db: Database) => db.select(listColumns).from(gerberFiles);
export type ListRow = Awaited<ReturnType<typeof _selectList>>[number];

export type { GerberFileView };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toView(row: ListRow, caller: GerberCaller): GerberFileView {
  return {
    uid: row.uid,
    file_name: row.fileName,
    file_size: row.fileSize,
    uploader_name: row.uploaderName,
    uploader_enterprise: row.ownerName,
    merchant_uid: row.merchantUid,
    merchant_name: row.merchantName,
    upload_status: row.uploadStatus,
    audit_status: row.auditStatus,
    binding_status: row.bindingStatus,
    validity: row.validity,
    quotation_no: row.quotationNo,
    inquiry_no: row.inquiryNo,
    remarks: row.remarks,
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    width_mm: row.widthMm,
    height_mm: row.heightMm,
    copper_layers: row.copperLayers,
    size_is_guess: row.sizeIsGuess,
    analysis_ms: row.analysisMs,
    analyzed_at: iso(row.analyzedAt),
    reviewed_by: row.reviewedBy,
    reviewed_at: iso(row.reviewedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    own: row.enterpriseUid === caller.enterpriseUid,
    actions: caller.manages && row.merchantUid === caller.enterpriseUid ? actionsFor(row) : [],
  };
}
