import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswer, nothing, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { translate } from '../../http/messages.js';
import { NotAWorkbook, readWorkbook, writeWorkbook } from '../../platform/documents/index.js';
import {
  actorOf,
  processLineBody,
  requireScreens,
  resolveProcessLines,
  SCREENS,
  type QuotationRouteOptions,
} from '../quotation-masters/index.js';
import { ImportRefused } from './errors.js';
import { flowMessages } from './messages.js';
import { flowImportAnswer, processFlowAnswer } from './schemas.js';
import { deleteFlow, loadFlows, saveFlows } from './service.js';
import { FLOW_COLUMNS, flowRows, importMessages, parseFlowRows, renderImportError } from './sheet.js';

const productParams = z.object({ productNo: z.string().trim().min(1).max(60) });
const flowBody = z.object({
  productName: z.string().trim().max(120).optional().default(''),
  remarks: z.string().trim().max(500).optional(),
  steps: z.array(processLineBody).max(500),
});
const listQuery = z.object({
  search: z.string().max(100).optional(),
  page_no: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Process flow management (spec 02 §2): flows per product with a cost summary, Excel import and export. */
export const processFlowRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.processFlows, SCREENS.quotations], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.processFlows], grantAll) };
  const tags = ['process flows'];

  app.get(
    '/api/process-flows',
    { ...read, schema: { querystring: listQuery, tags, response: answers(pageOf(processFlowAnswer)) } },
    async (request) => {
      const needle = request.query.search?.trim().toLowerCase();
      const flows = (await loadFlows(db, actorOf(request).enterpriseUid)).filter(
        (f) => !needle || f.productNo.toLowerCase().includes(needle) || f.productName.toLowerCase().includes(needle),
      );
      const start = (request.query.page_no - 1) * request.query.page_size;
      return ok({ data: flows.slice(start, start + request.query.page_size), total: flows.length });
    },
  );

  app.get(
    '/api/process-flows/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const flows = await loadFlows(db, actor.enterpriseUid);
      const bytes = await writeWorkbook([
        {
          name: 'Process flows',
          rows: flowRows(flows, actor.language),
          widths: FLOW_COLUMNS.map((c) => Math.max(12, c[actor.language].length * 2)),
          boldRows: [1],
        },
      ]);
      // The body is the workbook's bytes (fileAnswer documents them); a plain reply sends a Buffer as it is.
      return (reply as FastifyReply)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="process-flows.xlsx"')
        .send(bytes);
    },
  );

  app.post(
    '/api/process-flows/import',
    { ...write, schema: { tags, response: answers(flowImportAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw badRequest(importMessages.fileRequired, {}, 'file');
      let sheets;
      try {
        sheets = await readWorkbook(await file.toBuffer());
      } catch (error) {
        if (error instanceof NotAWorkbook) throw badRequest(importMessages.notAWorkbook, {}, 'file');
        throw error;
      }
      const { flows, errors } = parseFlowRows(sheets[0]?.rows ?? [], actor.language);
      if (errors.length)
        throw new ImportRefused(errors.map((error) => ({ ...error, text: renderImportError(error, actor.language) })));
      const result = await saveFlows(db, actor, flows, 'imported');
      return ok(result, translate(actor.language, importMessages.imported, result));
    },
  );

  app.get(
    '/api/process-flows/:productNo',
    { ...read, schema: { params: productParams, tags, response: answers(processFlowAnswer) } },
    async (request) => {
      const [flow] = await loadFlows(db, actorOf(request).enterpriseUid, [request.params.productNo]);
      if (!flow) throw notFound();
      return ok(flow);
    },
  );

  app.put(
    '/api/process-flows/:productNo',
    { ...write, schema: { params: productParams, body: flowBody, tags, response: answers(processFlowAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      if (!request.body.productName)
        throw badRequest(
          {
            en: 'productName: the product name is required',
            'zh-CN': 'productName：产品名称不能为空',
            'zh-TW': 'productName：產品名稱不能為空',
            es: 'productName: el nombre del producto es obligatorio',
            ja: 'productName: 製品名は必須です',
          },
          {},
          'productName',
        );
      const lines = await resolveProcessLines(db, actor.enterpriseUid, request.body.steps);
      const steps = lines.map((line) => ({
        ...line,
        timesAdjustment: line.timesAdjustment ?? null,
        difficultyAdjustment: line.difficultyAdjustment ?? null,
        specialAddition: line.specialAddition ?? null,
      }));
      await saveFlows(
        db,
        actor,
        [{ productNo: request.params.productNo, productName: request.body.productName, steps }],
        'saved',
      );
      const [flow] = await loadFlows(db, actor.enterpriseUid, [request.params.productNo]);
      return ok(flow!);
    },
  );

  app.delete(
    '/api/process-flows/:productNo',
    { ...write, schema: { params: productParams, tags, response: answers(nothing) } },
    async (request) => {
      if (!(await deleteFlow(db, actorOf(request), request.params.productNo))) throw notFound(flowMessages.notFound);
      return ok(null);
    },
  );
};
