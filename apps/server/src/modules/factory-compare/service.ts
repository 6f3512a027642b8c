import {
  CAPABILITY_UNIT,
  compareWithCapability,
  LEAD_TIME_CODE,
  overallVerdict,
  type CapabilityFinding,
  type CapabilityRule,
  type MeasuredRules,
  type PriceBook,
  type PriceEstimate,
} from '@pcbunion/core';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { pricedOnToday, renderErrors, RuleError, type EstimateService, type Merchant } from '../pricing/index.js';
import { cheapestCarriers } from '../shipping/index.js';
import { compareMessages } from './messages.js';
import type { CompareBody, Comparison } from './schemas.js';
import type { TablesCache } from './tables.js';

type Row = Comparison['rows'][number];
type Verdict = Row['design']['verdict'];
type Priced = { merchant: Merchant; book: PriceBook; estimate: PriceEstimate };

/**
 * Every factory that publishes a book, pricing the same board (issue 29, "every factory side by side"): one pass over
 * the compiled books in memory, beside every factory's capability and shipping tables (read together, kept a
 * second). Each row is what that factory's own estimate gives, to the cent; rows ranked by the total in the shared
 * currency.
 */
export function factoryComparison(deps: { estimates: EstimateService; tables: TablesCache }) {
  const { estimates, tables: factoryTables } = deps;
  return { compare };

  async function compare(input: CompareBody, language: Language): Promise<Comparison> {
    const books = await estimates.everyBook();
    const priced: Priced[] = [];
    const refusals = new Map<string, Row['refusal']>();
    for (const { merchant, cached } of books) {
      try {
        const result = estimates.resultOn(cached, { params: boardFor(cached.book, input), cam: input.cam });
        if (result.ok) priced.push({ merchant, book: cached.book, estimate: result.estimate });
        else refusals.set(merchant.uid, firstRefusal(renderErrors(result.errors, language, cached.book)));
      } catch (error) {
        // A book that does not compile (a factory mid-edit) is a row that cannot price, not a failed comparison.
        if (!(error instanceof RuleError)) throw error;
        refusals.set(merchant.uid, firstRefusal(renderErrors(error.errors, language, cached.book)));
      }
    }
    const uids = books.map((entry) => entry.merchant.uid);
    const tables = await factoryTables.of(uids);
    const carriers = input.destination
      ? cheapestCarriers(
          tables.shipping,
          priced.map((p) => ({ merchantUid: p.merchant.uid, book: p.book, estimate: p.estimate })),
          input.destination,
          language,
        )
      : null;
    const rows = books.map(({ merchant, cached }): Row => {
      const found = priced.find((p) => p.merchant.uid === merchant.uid);
      const measured = input.dfm ?? boardRules(cached.book, found?.estimate, input);
      const design = designOf(
        tables.capability.get(merchant.uid) ?? [],
        measured,
        copperOz(found?.estimate, input),
        language,
      );
      const carrier = carriers?.get(merchant.uid) ?? null;
      const estimate = found?.estimate;
      return {
        merchant: merchant.uid,
        merchantNo: merchant.no,
        merchantName: merchant.name,
        priced: !!estimate,
        productNo: estimate?.productNumber ?? null,
        currency: cached.book.currency,
        total: estimate?.total ?? null,
        perPcs: estimate?.perPcs ?? null,
        totalOriginal: estimate?.totalOriginal ?? null,
        originalCurrency: cached.book.originalCurrency,
        quantity: estimate?.quantity ?? null,
        deliveryDays: estimate?.deliveryDays ?? null,
        refusal: refusals.get(merchant.uid) ?? null,
        design,
        shipping: carrier,
        arrivalDays: estimate && carrier ? estimate.deliveryDays + carrier.days : null,
      };
    });
    const currencies = new Set(rows.filter((row) => row.priced).map((row) => row.originalCurrency));
    const comparedIn = currencies.size === 1 ? [...currencies][0]! : null;
    rows.sort(byTotal(comparedIn));
    return {
      pricedOn: pricedOnToday(),
      comparedIn,
      destination: input.destination
        ? { country: input.destination.country.trim().toUpperCase(), province: input.destination.province ?? null }
        : null,
      checked: input.dfm ? 'gerber' : 'board',
      rows,
    };
  }
}

/** The board in the book's codes: the parameters given, the quantity and lead time asked for on top. */
export function boardFor(book: PriceBook, input: Pick<CompareBody, 'params' | 'quantity' | 'leadTime'>) {
  const values: Record<string, string | number | null | undefined> = { ...input.params };
  if (input.quantity !== undefined) values[book.roles.quantity] = input.quantity;
  const leadTime = book.parameters.some((p) => p.code === LEAD_TIME_CODE && p.status === 'valid');
  if (input.leadTime !== undefined && leadTime) values[LEAD_TIME_CODE] = input.leadTime;
  return values;
}

const firstRefusal = (errors: ReturnType<typeof renderErrors>): Row['refusal'] =>
  errors[0] ? { field: errors[0].field, message: errors[0].message } : null;

/** Without an upload's figures, what the board itself says: its size and layers as priced (or as entered). */
function boardRules(book: PriceBook, estimate: PriceEstimate | undefined, input: CompareBody): MeasuredRules {
  const value = (code: string | undefined) => {
    if (code === undefined) return null;
    const given = estimate?.parameters[code] ?? input.params[code];
    const number = Number(given);
    return given === null || given === undefined || given === '' || !Number.isFinite(number) ? null : number;
  };
  const byCam = (field: string) => book.parameters.find((p) => p.camField === field && p.status === 'valid')?.code;
  return {
    minTraceMm: null,
    minSpaceMm: null,
    minPlatedHoleMm: null,
    minNonPlatedHoleMm: null,
    minAnnularRingMm: null,
    minHoleToEdgeMm: null,
    minCopperToEdgeMm: null,
    slots: { minWidthMm: null },
    widthMm: value(byCam('widthMm')),
    heightMm: value(byCam('heightMm')),
    copperLayers: value(book.roles.layers) ?? 0,
  };
}

function copperOz(estimate: PriceEstimate | undefined, input: CompareBody): number {
  const value = Number(estimate?.parameters.COPPER_OZ ?? input.params.COPPER_OZ);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** The findings beyond the standard, the worst verdict, and why in the caller's language. */
function designOf(rules: CapabilityRule[], measured: MeasuredRules, oz: number, language: Language): Row['design'] {
  const findings = compareWithCapability(measured, rules, oz).filter(
    (f): f is CapabilityFinding & { measured: number; rule: CapabilityRule; verdict: Verdict } =>
      f.measured !== null &&
      f.rule !== null &&
      (f.verdict === 'fine' || f.verdict === 'upgrade' || f.verdict === 'cannot'),
  );
  const beyond = findings.filter((f) => f.verdict !== 'fine');
  const reasons = beyond.map((f) => {
    const shown = (limit: number | string) => (CAPABILITY_UNIT[f.item] === 'mm' ? `${limit} mm` : String(limit));
    const item = translate(language, compareMessages.items[f.item]);
    return f.verdict === 'upgrade'
      ? translate(language, compareMessages.upgrade, {
          item,
          measured: shown(f.measured),
          standard: shown(f.rule.standard),
          advanced: shown(f.rule.advanced ?? f.rule.standard),
        })
      : translate(language, compareMessages.cannot, {
          item,
          measured: shown(f.measured),
          limit: shown(f.rule.advanced ?? f.rule.standard),
        });
  });
  return {
    verdict: overallVerdict(findings),
    reason: reasons.length > 0 ? reasons.join('; ') : null,
    findings: beyond.map((f) => ({
      item: f.item,
      measured: f.measured,
      verdict: f.verdict,
      standard: f.rule.standard,
      advanced: f.rule.advanced,
      upgradeProject: f.rule.upgradeProject,
    })),
  };
}

/** Priced rows first, cheapest first in the shared currency (else in their own), then by factory number. */
function byTotal(comparedIn: string | null) {
  const amount = (row: Row) => Number(comparedIn ? row.totalOriginal : row.total);
  return (a: Row, b: Row) => {
    if (a.priced !== b.priced) return a.priced ? -1 : 1;
    if (a.priced && amount(a) !== amount(b)) return amount(a) - amount(b);
    return a.merchantNo.localeCompare(b.merchantNo);
  };
}
