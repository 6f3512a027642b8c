import type { FastifyReply } from 'fastify';

/** Sends a stored file of a record to either side (inline only for images and PDF), as the file service does. */
export async function sendStoredFile(reply: FastifyReply, file: { name: string; type: string }, bytes: Buffer) {
  const inline = /^image\/(png|jpeg|gif|webp)$|^application\/pdf$/.test(file.type);
  return reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, no-cache')
    .send(bytes);
}
