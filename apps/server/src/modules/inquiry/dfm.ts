import { compareWithCapability, overallVerdict, type CapabilityFinding, type MeasuredRules } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gerberFiles } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { readCapability } from '../capability/index.js';

/** The design-rule check of an inquiry's board, as its detail carries it (issue 17). */
export interface InquiryDfm {
  /** The copper weight the trace/space rules were taken for (the request's COPPER_OZ, else 1 oz). */
  copperOz: number;
  /** cam's figures (`analysis.dfm` of the stored upload: per-layer trace/space, holes, rings, edges, slots, slivers). */
  report: MeasuredRules & Record<string, unknown>;
  /** Each figure against the merchant's capability table; empty when the merchant keeps no table. */
  findings: CapabilityFinding[];
  overall: 'fine' | 'upgrade' | 'cannot' | null;
  /** The table compared with (its version) and the merchant's pricing projects by code (what an upgrade is charged by). */
  table: { version: number; projects: Array<{ code: string; name: string }> } | null;
}

/** A positive copper weight from the request's parameters (COPPER_OZ), else 1 oz. */
export function copperOzOf(params: unknown): number {
  const value = Number((params as Record<string, unknown> | null)?.COPPER_OZ);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * The findings of an inquiry made from a Gerber upload: the server's stored analysis (never a client's figures)
 * against the merchant's capability table as it is now. Null for an inquiry without an upload or an analysis
 * without a design-rule check (made before it existed).
 */
export async function inquiryDfm(
  db: Database,
  gerberFileUid: string | null,
  merchantUid: string,
  params: unknown,
): Promise<InquiryDfm | null> {
  if (!gerberFileUid) return null;
  const [file] = await db
    .select({ analysis: gerberFiles.analysis })
    .from(gerberFiles)
    .where(eq(gerberFiles.uid, gerberFileUid));
  const report = (file?.analysis as { dfm?: InquiryDfm['report'] } | null | undefined)?.dfm;
  if (!report || typeof report !== 'object') return null;
  const table = await readCapability(db, merchantUid).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
  const copperOz = copperOzOf(params);
  const findings = table ? compareWithCapability(report, table.rules, copperOz) : [];
  return {
    copperOz,
    report,
    findings,
    overall: table ? overallVerdict(findings) : null,
    table: table ? { version: table.version, projects: table.projects } : null,
  };
}
