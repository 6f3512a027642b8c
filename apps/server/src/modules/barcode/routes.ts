import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { RULE_SHEET_WIDTHS, ruleSheet } from './export.js';
import { barcodeMessages, previewLabels } from './messages.js';
import { ruleLabelPdf, symbolPng, type LabelContent } from './render.js';
import { barcodeRuleService, type BarcodeCaller } from './service.js';
import { barcodeRuleAnswer, barcodeRuleRow, ruleActionBody, ruleBody, ruleListQuery, ruleParams } from './schemas.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

/** The screens that own the rules: the factory's barcode settings (its sales desk reads them on labels). */
const SCREENS = ['barcode-settings', 'shipping-notice', 'delivery-notice'];
/** The number a preview encodes: a delivery number of the shape the shipping desk prints. */
const SAMPLE_NO = 'DN20261125120000123456';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most rows one export writes (the list's filters narrow it). */
const RULE_EXPORT_ROWS = 10_000;

/**
 * Barcode settings (issue 20): a factory's barcode and label rules — symbology (Code 128, QR, Data Matrix by
 * bwip-js), printed fields, label size — with a printable preview (PNG of the barcode, PDF of a sample label).
 * The default active shipping rule is what `modules/sales/label.ts` prints. Factories only (403 for anyone else),
 * another factory's rule answers 404, a change over a stale version 409.
 */
const barcodeModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const rules = barcodeRuleService(database.db, app.clock);
  const tags = ['barcode'];

  const callerOf = (request: FastifyRequest): BarcodeCaller => {
    const caller = signedInToEnterprise(request);
    if (caller.staff.enterpriseKind !== 'factory') throw forbidden(barcodeMessages.factoryOnly);
    if (!holdsScreen(request, SCREENS, config.grantAllMenus)) throw forbidden();
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };

  const sample = (request: FastifyRequest, name: string): LabelContent => {
    const language = requestLanguage(request);
    const label = (key: string) => translate(language, previewLabels[key]!);
    return {
      code: SAMPLE_NO,
      title: name,
      lines: [
        [label('deliveryNo'), SAMPLE_NO, 'deliveryNo'],
        [label('from'), signedIn(request).staff.enterpriseName ?? '', 'from'],
        [label('to'), label('sampleTo'), 'to'],
        [label('plannedDate'), '2026-12-10', 'plannedDate'],
        [label('carrier'), label('sampleCarrier'), 'carrier'],
        [label('packages'), '3', 'packages'],
        [label('lines'), 'PCB-A100 Rev.B × 500, PCB-C220 Rev.A × 200', 'lines'],
      ],
    };
  };

  app.get(
    '/api/barcode-rules',
    { schema: { querystring: ruleListQuery, tags, response: answers(pageOf(barcodeRuleRow)) } },
    async (request) => ok(await rules.list(callerOf(request), request.query)),
  );

  /** The list as Excel: the same filters and order, the first RULE_EXPORT_ROWS rows. */
  app.get(
    '/api/barcode-rules/export',
    { schema: { querystring: ruleListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const { data } = await rules.list(callerOf(request), {
        ...request.query,
        page_no: 1,
        page_size: RULE_EXPORT_ROWS,
      });
      const bytes = await writeWorkbook([
        {
          name: 'Barcode rules',
          rows: ruleSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: RULE_SHEET_WIDTHS,
        },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="barcode-rules.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.get(
    '/api/barcode-rules/:no',
    { schema: { params: ruleParams, tags, response: answers(barcodeRuleAnswer) } },
    async (request) => ok(await rules.detail(callerOf(request), request.params.no)),
  );

  app.post(
    '/api/barcode-rules',
    { schema: { body: ruleBody, tags, response: answers(barcodeRuleAnswer) } },
    async (request) => {
      const created = await rules.create(callerOf(request), request.body);
      return ok(created, translate(requestLanguage(request), barcodeMessages.saved, { no: created.no }));
    },
  );

  app.put(
    '/api/barcode-rules/:no',
    { schema: { params: ruleParams, body: ruleBody, tags, response: answers(barcodeRuleAnswer) } },
    async (request) => {
      const saved = await rules.edit(callerOf(request), request.params.no, request.body);
      return ok(saved, translate(requestLanguage(request), barcodeMessages.saved, { no: saved.no }));
    },
  );

  app.post(
    '/api/barcode-rules/:no/actions',
    { schema: { params: ruleParams, body: ruleActionBody, tags, response: answers(barcodeRuleAnswer) } },
    async (request) => {
      const saved = await rules.act(callerOf(request), request.params.no, request.body.action, request.body.rowVersion);
      return ok(saved, translate(requestLanguage(request), barcodeMessages.saved, { no: saved.no }));
    },
  );

  /** The rule's barcode alone, encoding a sample delivery number. */
  app.get(
    '/api/barcode-rules/:no/preview.png',
    { schema: { params: ruleParams, tags, response: fileAnswer('image/png') } },
    async (request, reply) => {
      const { rule } = await rules.rule(callerOf(request), request.params.no);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'no-store')
        .send((await symbolPng(rule.symbology, SAMPLE_NO)) as never); // a file, sent as it is
    },
  );

  /** A sample label printed with the rule: its size, its barcode, its fields, in the reader's language. */
  app.get(
    '/api/barcode-rules/:no/preview.pdf',
    { schema: { params: ruleParams, tags, response: fileAnswer('application/pdf') } },
    async (request, reply) => {
      const found = await rules.rule(callerOf(request), request.params.no);
      const pdf = await ruleLabelPdf(sample(request, found.name), found.rule);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="label-${found.no}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );
};

export default barcodeModule as FastifyPluginAsync<ModuleOptions>;
