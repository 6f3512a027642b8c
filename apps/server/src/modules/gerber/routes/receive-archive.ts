import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../http/errors.js';
import { gerberMessages } from '../messages.js';

export interface ReceivedArchive {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

const describeMb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The multipart `file` (one Gerber archive, within `maxBytes`) and the text fields sent with it. */
export async function receiveArchive(request: FastifyRequest, maxBytes: number): Promise<ReceivedArchive> {
  if (!request.isMultipart()) throw badRequest(gerberMessages.chooseGerber, {}, 'file');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, gerberMessages.tooLarge, { max: describeMb(maxBytes) }, 0, 'file');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(gerberMessages.uploadFailed, {}, 'file');
    throw error;
  }
  if (!file || file.bytes.length === 0 || !file.fileName) throw badRequest(gerberMessages.chooseGerber, {}, 'file');
  return { ...file, fields };
}
