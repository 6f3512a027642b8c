import { isQuotationPrintTemplate, quotationPrintDocument, type PrintableQuotation } from '@pcbunion/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer } from '../../../http/answer.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { printDocumentAnswer, renderPdf } from '../../../platform/documents/index.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../../quotation-masters/index.js';
import { quotationMessages } from '../messages.js';
import { noParams, pdfQuery } from '../schemas.js';
import { loadCurrent, loadVersions, quotationDetail } from '../service/load.js';

/**
 * Printing (spec 02 §5 "printing needs a selected quotation and a template"): the print document (the data the
 * web print page shows) and its PDF with the embedded CJK font, in the caller's language.
 */
export const printRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const tags = ['quotations'];

  async function documentOf(
    enterpriseUid: string,
    no: string,
    template: string | undefined,
    version: number | undefined,
    language: Parameters<typeof quotationPrintDocument>[2],
  ) {
    if (!isQuotationPrintTemplate(template)) throw badRequest(quotationMessages.printNeedsTemplate, {}, 'template');
    const row =
      version === undefined
        ? await loadCurrent(db, enterpriseUid, no)
        : (await loadVersions(db, enterpriseUid, no)).find((v) => v.version === version);
    if (!row) throw notFound(quotationMessages.notFound);
    const detail = await quotationDetail(db, row);
    return { detail, document: quotationPrintDocument(detail as unknown as PrintableQuotation, template, language) };
  }

  app.get(
    '/api/quotations/:no/print',
    { ...read, schema: { params: noParams, querystring: pdfQuery, tags, response: answers(printDocumentAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const { document } = await documentOf(
        actor.enterpriseUid,
        request.params.no,
        request.query.template,
        request.query.version,
        actor.language,
      );
      return { code: 1, msg: 'ok', data: document };
    },
  );

  app.get(
    '/api/quotations/:no/pdf',
    { ...read, schema: { params: noParams, querystring: pdfQuery, tags, response: fileAnswer('application/pdf') } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { detail, document } = await documentOf(
        actor.enterpriseUid,
        request.params.no,
        request.query.template,
        request.query.version,
        actor.language,
      );
      const pdf = await renderPdf(document, { author: detail.factoryName || undefined });
      const name = `${detail.quotationNo}-v${detail.version}-${request.query.template}.pdf`;
      // The body is the PDF's bytes (fileAnswer documents them); a plain reply sends a Buffer as it is.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
