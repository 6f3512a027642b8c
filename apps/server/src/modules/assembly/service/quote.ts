import {
  crossCheck,
  parseBom,
  parsePickAndPlace,
  quoteAssembly,
  quoteStencil,
  renderAssemblyMessage,
  type AssemblyIssue,
  type GerberAssembly,
  type QuoteLine,
} from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import type { EstimateService } from '../../pricing/index.js';
import { fileRows } from '../files.js';
import { assemblyServerMessages } from '../messages.js';
import type { AssemblyQuoteBody, StencilQuoteBody } from '../schemas.js';
import { readSettings } from './settings.js';

const rendered = <Issue extends AssemblyIssue>(issue: Issue, language: Language) => ({
  ...issue,
  message: renderAssemblyMessage(
    issue.key,
    { ...issue.values, row: issue.row ?? '', column: issue.column ?? '' },
    language,
  ),
});
const explained = (lines: QuoteLine[], language: Language) =>
  lines.map((l) => ({
    ...l,
    explain: { ...l.explain, text: renderAssemblyMessage(l.explain.key, l.explain.values, language) },
  }));

/** A refusal of the price tables (no paste, nothing fits) as a 400 naming the field, in the caller's language. */
function refused(errors: AssemblyIssue[], language: Language): AppError {
  const first = errors[0]!;
  return new AppError(
    400,
    assemblyServerMessages.priceRefused,
    { reason: renderAssemblyMessage(first.key, first.values, language) },
    0,
    first.column ?? 'gerber',
  );
}

/** The stencil and assembly quotes of the public instant-quote page, on the merchant's own tables. */
export function assemblyQuoteService(db: Database, estimates: EstimateService) {
  return { stencil, assembly };

  async function tables(merchant: string | undefined) {
    const found = await estimates.merchant(merchant);
    const settings = await readSettings(db, found.uid);
    if (!settings.assembly)
      throw new AppError(404, assemblyServerMessages.noTable, { factory: found.name }, 0, 'merchant');
    return { merchant: { uid: found.uid, name: found.name }, settings };
  }

  async function stencil(body: StencilQuoteBody, gerber: GerberAssembly, language: Language) {
    const { merchant, settings } = await tables(body.merchant);
    const result = quoteStencil(settings.stencils, gerber, body.kind, body.sides);
    if (!result.ok) throw refused(result.errors, language);
    const { quote } = result;
    return {
      merchant,
      currency: quote.currency,
      kind: body.kind,
      gerber: {
        source: gerber.source,
        sides: gerber.sides,
        top: gerber.top.pasteExtentMm,
        bottom: gerber.bottom.pasteExtentMm,
      },
      stencils: quote.stencils.map(({ side, option }) => ({ side, ...option })),
      total: quote.total,
      lines: explained(quote.lines, language),
    };
  }

  async function assembly(body: AssemblyQuoteBody, gerber: GerberAssembly, language: Language) {
    const { merchant, settings } = await tables(body.merchant);
    const bom = body.bom ? parseBom(await fileRows(body.bom, 'bom')) : null;
    const pnp = body.pnp ? parsePickAndPlace(await fileRows(body.pnp, 'pnp')) : null;
    const usableBom = bom && bom.lines.length > 0 ? bom : null;
    const result = quoteAssembly(settings.assembly!, gerber, {
      boards: body.boards,
      sides: body.sides,
      uniqueParts: usableBom ? usableBom.uniqueParts : undefined,
      sourcing: body.sourcing,
    });
    if (!result.ok) throw refused(result.errors, language);
    const check = crossCheck(gerber, usableBom, pnp && pnp.placements.length > 0 ? pnp : null);
    const { quote } = result;
    return {
      merchant,
      currency: quote.currency,
      gerber,
      bom:
        bom && body.bom
          ? {
              fileName: body.bom.name,
              lines: bom.lines.length,
              parts: bom.parts,
              uniqueParts: bom.uniqueParts,
              errors: bom.errors.map((e) => rendered(e, language)),
            }
          : null,
      pnp:
        pnp && body.pnp
          ? {
              fileName: body.pnp.name,
              top: pnp.top,
              bottom: pnp.bottom,
              total: pnp.placements.length,
              errors: pnp.errors.map((e) => rendered(e, language)),
            }
          : null,
      crossCheck: { totals: check.totals, checks: check.checks.map((c) => rendered(c, language)) },
      quote: { ...quote, lines: explained(quote.lines, language) },
    };
  }
}

export type AssemblyQuoteService = ReturnType<typeof assemblyQuoteService>;
