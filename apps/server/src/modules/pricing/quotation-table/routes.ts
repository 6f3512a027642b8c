import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer } from '../../../http/answer.js';
import { quotationTableAnswer, quotationTableSettingsAnswer } from '../schemas.js';
import { z } from 'zod';
import { float8, renderPricingMessage, text as textField, type BatchTier } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { requestLanguage, type Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pricedOnToday } from '../estimate/service.js';
import { pricingServerMessages as text } from '../messages.js';
import { RuleError } from '../rule-error.js';
import { quotationTable, type QuotationTable } from './matrix.js';
import { readTableSettings, saveTableSettings } from './settings.js';
import { xlsxWorkbook, type Cell } from './xlsx.js';

const tableQuery = z.object({
  product: textField(60).min(1),
  /** The reference board as JSON: {"LAYERS":4,"WIDTH_MM":100,...}. */
  params: textField(4000)
    .optional()
    .transform((raw, issue) => {
      if (!raw) return {};
      try {
        const parsed = z.record(textField(40), z.union([textField(200), float8()])).parse(JSON.parse(raw));
        return parsed;
      } catch {
        issue.addIssue({ code: 'custom', message: 'params must be a JSON object of codes and values' });
        return z.NEVER;
      }
    }),
  /** Explicit quantity breaks, comma separated; else as many as the classification's batch interval. */
  quantities: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional()
    .transform((raw) => raw?.split(',').slice(0, 20)),
});

/** The form setting of a product's table: parameter codes and their values, and the quantity breaks. */
const settingsBody = z.object({
  product: textField(60).min(1),
  params: z.record(textField(40), textField(200)).refine((params) => Object.keys(params).length <= 200, {
    error: 'tooLong',
    params: { maximum: 200 },
  }),
  quantities: z
    .string()
    .regex(/^\d+(,\d+){0,19}$/)
    .nullable(),
});

function rowsOf(table: QuotationTable, language: Language): Cell[][] {
  const tier = (value: string | null) =>
    value ? renderPricingMessage(`tier.${value as BatchTier}`, {}, language) : null;
  const num = (value: string | null): Cell => (value === null ? null : { number: value });
  const header = (label: keyof typeof text, cells: Cell[]): Cell[] => [translate(language, text[label]), ...cells];
  return [
    [
      `${translate(language, text.tableTitle)} — ${table.productNumber} ${table.productName} (${table.currency}, ${table.pricedOn})`,
    ],
    [
      Object.entries(table.parameters)
        .map(([code, value]) => `${code}=${value}`)
        .join('; '),
    ],
    [],
    header(
      'tableQuantity',
      table.columns.map((c) => num(c.quantity)),
    ),
    header(
      'tableArea',
      table.columns.map((c) => num(c.areaM2)),
    ),
    header(
      'tableTier',
      table.columns.map((c) => tier(c.batchTier) ?? c.error),
    ),
    header(
      'tableDelivery',
      table.columns.map((c) => (c.deliveryDays === null ? null : { number: String(c.deliveryDays) })),
    ),
    [],
    header('tableProject', []),
    ...table.rows.map((row) => [`${row.code} ${row.name}`, ...row.cells.map(num)]),
  ];
}

/** The pricing project quotation table (spec 02 §2): JSON for the screen and an .xlsx download. */
export const quotationTableRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const screen = { preHandler: requireScreens([SCREENS.quotationTable], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: quotation table'];

  const build = async (actorUid: string, query: z.infer<typeof tableQuery>, language: Language) => {
    const cached = await ctx.cache.get(actorUid);
    if (!cached.compiled.ok) throw new RuleError(cached.compiled.errors, 409);
    const table = quotationTable(cached.compiled.book, {
      product: query.product,
      params: query.params,
      quantities: query.quantities,
      pricedOn: pricedOnToday(),
      language,
    });
    if ('error' in table) throw notFound();
    return table;
  };

  app.get(
    '/api/pricing/quotation-table',
    { ...screen, schema: { querystring: tableQuery, tags, response: answers(quotationTableAnswer) } },
    async (request) => ok(await build(actorOf(request).enterpriseUid, request.query, requestLanguage(request))),
  );

  // The person's own form setting (form-setting-management-details), kept on the server so it follows them.
  app.get(
    '/api/pricing/quotation-table/settings',
    {
      ...screen,
      schema: {
        querystring: z.object({ product: textField(60).min(1) }),
        tags,
        response: answers(quotationTableSettingsAnswer),
      },
    },
    async (request) => ok(await readTableSettings(ctx.db, actorOf(request), request.query.product)),
  );

  app.put(
    '/api/pricing/quotation-table/settings',
    { ...screen, schema: { body: settingsBody, tags, response: answers(quotationTableSettingsAnswer) } },
    async (request) => ok(await saveTableSettings(ctx.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/pricing/quotation-table.xlsx',
    {
      ...screen,
      schema: {
        querystring: tableQuery,
        tags,
        response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const table = await build(actorOf(request).enterpriseUid, request.query, language);
      const workbook = await xlsxWorkbook(table.productNumber, rowsOf(table, language), [
        34,
        ...table.columns.map(() => 14),
      ]);
      const filename = `quotation-table-${table.productNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(workbook as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );
};
