import type { GerberAssembly } from '@pcbunion/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gerberFiles, instantQuotes } from '../../db/schema/index.js';
import { badRequest, notFound, unauthorized } from '../../http/errors.js';
import { gerberCaller, visibleTo } from '../gerber/index.js';
import { assemblyServerMessages } from './messages.js';
import { gerberAssemblyInput } from './schemas.js';
import type { InEnterprise } from '../../platform/access/guards.js';

export interface BoardSource {
  quoteId?: string | undefined;
  gerberFileId?: string | undefined;
  gerber?: GerberAssembly | undefined;
}

/**
 * The board's assembly figures (cam's `result.assembly`): given in the request, or read from the analysis of an
 * instant quote (reachable by its id alone until an account claims it, then by that account only; not once
 * expired) or of a Gerber file the caller may see (its enterprise's upload, or one sent to its factory). Another
 * enterprise's file or quote answers 404 like a missing one.
 */
export async function boardFigures(
  db: Database,
  source: BoardSource,
  caller: { accountUid: string | null; signedIn: () => InEnterprise; grantAll: boolean },
): Promise<GerberAssembly> {
  if (source.gerber) return source.gerber;
  let analysis: unknown;
  if (source.quoteId) {
    const [row] = await db
      .select({ analysis: instantQuotes.analysis, owner: instantQuotes.ownerAccountUid })
      .from(instantQuotes)
      .where(and(eq(instantQuotes.uid, source.quoteId), gt(instantQuotes.expiresAt, sql`now()`)));
    if (!row || (row.owner !== null && row.owner !== caller.accountUid)) throw notFound();
    analysis = row.analysis;
  } else if (source.gerberFileId) {
    if (!caller.accountUid) throw unauthorized();
    const who = gerberCaller(caller.signedIn(), caller.grantAll);
    const [row] = await db
      .select({ analysis: gerberFiles.analysis })
      .from(gerberFiles)
      .where(and(eq(gerberFiles.uid, source.gerberFileId), visibleTo(who)));
    if (!row) throw notFound();
    analysis = row.analysis;
  } else {
    throw badRequest(assemblyServerMessages.noGerber, {}, 'gerber');
  }
  const parsed = gerberAssemblyInput.safeParse((analysis as { assembly?: unknown } | null)?.assembly);
  if (!parsed.success)
    throw badRequest(assemblyServerMessages.notAnalysed, {}, source.quoteId ? 'quoteId' : 'gerberFileId');
  return parsed.data;
}
