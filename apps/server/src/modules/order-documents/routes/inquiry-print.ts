import { inquiryPrintDocument, isInquiryPrintTemplate, type PrintableInquiry } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printDocumentAnswer } from '../../../platform/documents/index.js';
import { answers, fileAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { badRequest } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { inquiryService, inquiryPricer, type Caller } from '../../inquiry/index.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { printMessages } from '../messages.js';
import { replyPdf } from '../service.js';
import { inquiryPrintParams, printQuery } from '../schemas.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';

/** The inquiry screens of each side: the customer's online inquiry, the factory's inquiry management and manual quotation. */
const INQUIRY_SCREENS = ['online-inquiry-management', 'inquiry-management', 'online-manual-quotation'];

/**
 * GET /api/inquiries/{no}/print and /pdf?template=request|pricing — either side of the inquiry, in the caller's
 * language. The request template prints the price the request was made at; the pricing one the factory's price,
 * lead time and reason. The inquiry service logs each print in the inquiry's operation log.
 */
export const inquiryPrintRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const service = inquiryService(database.db, inquiryPricer(database.db));
  const read = { preHandler: requireScreen(INQUIRY_SCREENS, config.grantAllMenus) };
  const tags = ['inquiries'];

  async function documentOf(request: FastifyRequest, no: string, template: string | undefined) {
    if (!isInquiryPrintTemplate(template)) throw badRequest(printMessages.inquiryTemplate, {}, 'template');
    const s = signedInToEnterprise(request);
    const caller: Caller = {
      enterpriseUid: s.enterpriseUid,
      accountUid: s.accountUid,
      who: `${s.staff.staffName} (${s.staff.enterpriseName})`,
      enterpriseKind: s.staff.enterpriseKind,
      ip: request.ip,
    };
    const language = requestLanguage(request);
    const inquiry = await service.print(caller, no, language);
    const printable: PrintableInquiry = {
      ...inquiry,
      price: template === 'request' ? inquiry.requestPrice : inquiry.price,
    } as unknown as PrintableInquiry;
    return { inquiry, document: inquiryPrintDocument(printable, template, language) };
  }

  app.get(
    '/api/inquiries/:no/print',
    {
      ...read,
      schema: { params: inquiryPrintParams, querystring: printQuery, tags, response: answers(printDocumentAnswer) },
    },
    async (request) => ok((await documentOf(request, request.params.no, request.query.template)).document),
  );

  app.get(
    '/api/inquiries/:no/pdf',
    {
      ...read,
      schema: { params: inquiryPrintParams, querystring: printQuery, tags, response: fileAnswer('application/pdf') },
    },
    async (request, reply) => {
      const { inquiry, document } = await documentOf(request, request.params.no, request.query.template);
      return replyPdf(
        reply,
        document,
        `${inquiry.no}-v${inquiry.version}-${request.query.template}`,
        inquiry.merchant.name ?? undefined,
      );
    },
  );
};
