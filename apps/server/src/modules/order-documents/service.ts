import type { PrintDocument } from '@pcbunion/core';
import type { FastifyReply } from 'fastify';
import { renderPdf } from '../../platform/documents/index.js';

/** Sends a print document as an inline PDF named after the record and the template; never cached. */
export async function replyPdf(reply: FastifyReply, document: PrintDocument, name: string, author: string | undefined) {
  const pdf = await renderPdf(document, { author });
  const safe = name.replace(/[^\w.-]+/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${safe}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
