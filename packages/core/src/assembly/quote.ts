import { Decimal } from '../money/decimal.js';
import { formatAmount } from '../money/amounts.js';
import { renderAssemblyMessage, type AssemblyMessageKey } from './messages.js';
import type { AssemblyPriceTable, StencilOption, StencilTable } from './price-tables.js';
import type { AssemblyIssue, AssemblySideName, GerberAssembly } from './types.js';

/** One price line: rounded once, half-up, to the cent; the lines add up to the total (the pricing engine's rule). */
export interface QuoteLine {
  code: string;
  amount: string;
  explain: { key: AssemblyMessageKey; values: Record<string, string | number>; text: string };
}

export interface Quote {
  currency: string;
  total: string;
  lines: QuoteLine[];
}

export type QuoteResult<T> = { ok: true; quote: T } | { ok: false; errors: AssemblyIssue[] };

export interface StencilQuote extends Quote {
  stencils: Array<{ side: AssemblySideName; option: StencilOption }>;
}

export interface AssemblyQuote extends Quote {
  boards: number;
  perBoard: string;
  sides: AssemblySideName[];
  smdJointsPerBoard: number;
  thtJointsPerBoard: number;
  uniqueParts: number;
  uniqueFrom: 'bom' | 'gerber';
  sourcing: 'customer' | 'factory';
}

function line(
  code: string,
  exact: Decimal,
  key: AssemblyMessageKey,
  values: Record<string, string | number>,
): QuoteLine {
  const amount = formatAmount(exact, 2);
  const all = { ...values, amount };
  return { code, amount, explain: { key, values: all, text: renderAssemblyMessage(key, all) } };
}

function sum(lines: QuoteLine[]): string {
  return formatAmount(
    lines.reduce((total, l) => total.plus(l.amount), new Decimal(0)),
    2,
  );
}

const fits = (option: StencilOption, w: number, h: number) =>
  (w <= option.usableWidthMm && h <= option.usableHeightMm) ||
  (h <= option.usableWidthMm && w <= option.usableHeightMm);

/** One stencil per side with paste: the cheapest of the chosen kind whose paste area holds that side's paste extent. */
export function quoteStencil(
  table: StencilTable,
  gerber: GerberAssembly,
  kind: StencilOption['kind'],
  sides?: AssemblySideName[],
): QuoteResult<StencilQuote> {
  const wanted = (sides ?? gerber.sides).filter((side) => gerber[side].pasteExtentMm !== null);
  if (wanted.length === 0) return { ok: false, errors: [{ key: 'stencil.noPaste', values: {} }] };
  const lines: QuoteLine[] = [];
  const stencils: StencilQuote['stencils'] = [];
  const errors: AssemblyIssue[] = [];
  for (const side of wanted) {
    const extent = gerber[side].pasteExtentMm!;
    const option = table.options
      .filter((o) => o.kind === kind && fits(o, extent.widthMm, extent.heightMm))
      .sort((a, b) => new Decimal(a.price).comparedTo(b.price) || a.widthMm * a.heightMm - b.widthMm * b.heightMm)[0];
    if (!option) {
      errors.push({
        key: table.options.some((o) => o.kind === kind) ? 'stencil.tooLarge' : 'stencil.noKind',
        column: 'kind',
        values: { side, kind, width: extent.widthMm, height: extent.heightMm },
      });
      continue;
    }
    stencils.push({ side, option });
    lines.push(
      line(
        `STENCIL_${side.toUpperCase()}`,
        new Decimal(option.price),
        kind === 'framed' ? 'line.stencilFramed' : 'line.stencilFrameless',
        {
          side,
          width: option.widthMm,
          height: option.heightMm,
          usableWidth: option.usableWidthMm,
          usableHeight: option.usableHeightMm,
          extentWidth: extent.widthMm,
          extentHeight: extent.heightMm,
        },
      ),
    );
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, quote: { currency: table.currency, total: sum(lines), lines, stencils } };
}

export interface AssemblyRequest {
  boards: number;
  /** Sides to assemble; the sides with SMD pads when left out. */
  sides?: AssemblySideName[];
  /** Unique parts from the BOM; without one, the distinct pad patterns of the Gerber. */
  uniqueParts?: number;
  sourcing: 'customer' | 'factory';
}

/**
 * Assembly of `boards` boards: set-up, per side, per SMD joint (pads of the assembled sides), per through-hole
 * joint, per unique part; the parts themselves are the customer's or priced by the factory at the inquiry
 * review (0 here, said in the line); raised to the minimum when below it.
 */
export function quoteAssembly(
  table: AssemblyPriceTable,
  gerber: GerberAssembly,
  request: AssemblyRequest,
): QuoteResult<AssemblyQuote> {
  if (!Number.isInteger(request.boards) || request.boards < 1)
    return { ok: false, errors: [{ key: 'assembly.boards', column: 'boards', values: {} }] };
  const sides = (request.sides ?? gerber.sides).filter((side) => gerber[side].pads > 0);
  const tht = gerber.throughHoleJoints;
  if (sides.length === 0 && tht === 0) return { ok: false, errors: [{ key: 'assembly.nothing', values: {} }] };
  const boards = request.boards;
  const smd = sides.reduce((total, side) => total + gerber[side].pads, 0);
  const uniqueFrom = request.uniqueParts === undefined ? 'gerber' : 'bom';
  const unique = request.uniqueParts ?? sides.reduce((total, side) => total + gerber[side].footprints, 0);
  const lines: QuoteLine[] = [line('SETUP', new Decimal(table.setupFee), 'line.setup', {})];
  if (sides.length)
    lines.push(
      line('SIDES', new Decimal(table.perSide).times(sides.length), 'line.sides', {
        sides: sides.length,
        names: sides.join(' + '),
        price: table.perSide,
      }),
    );
  if (smd)
    lines.push(
      line('SMD', new Decimal(table.smdJoint).times(smd).times(boards), 'line.smd', {
        pads: smd,
        boards,
        joints: smd * boards,
        price: table.smdJoint,
      }),
    );
  if (tht)
    lines.push(
      line('THT', new Decimal(table.thtJoint).times(tht).times(boards), 'line.tht', {
        joints: tht,
        boards,
        total: tht * boards,
        price: table.thtJoint,
      }),
    );
  if (unique)
    lines.push(
      line(
        'UNIQUE_PARTS',
        new Decimal(table.uniquePart).times(unique),
        uniqueFrom === 'bom' ? 'line.uniqueBom' : 'line.uniqueGerber',
        { count: unique, price: table.uniquePart },
      ),
    );
  lines.push(
    line('PARTS', new Decimal(0), request.sourcing === 'customer' ? 'line.partsCustomer' : 'line.partsFactory', {}),
  );
  const subtotal = new Decimal(sum(lines));
  if (subtotal.lessThan(table.minimum))
    lines.push(
      line('MINIMUM', new Decimal(table.minimum).minus(subtotal), 'line.minimum', {
        minimum: table.minimum,
        subtotal: formatAmount(subtotal, 2),
      }),
    );
  const total = sum(lines);
  return {
    ok: true,
    quote: {
      currency: table.currency,
      total,
      lines,
      boards,
      perBoard: formatAmount(new Decimal(total).dividedBy(boards), 4),
      sides,
      smdJointsPerBoard: smd,
      thtJointsPerBoard: tht,
      uniqueParts: unique,
      uniqueFrom,
      sourcing: request.sourcing,
    },
  };
}
