import { parseCsv } from '@pcbunion/core';
import { badRequest } from '../../http/errors.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { assemblyServerMessages } from './messages.js';
import type { FileInput } from './schemas.js';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const MAX_ROWS = 20_000;
const MAX_COLUMNS = 60;

/**
 * A BOM or placement file's rows: an xlsx (zip bytes: the first worksheet, each cell's text) or text (UTF-8,
 * else Latin-1) read as CSV. Anything else is refused with 400 naming the field.
 */
export async function fileRows(file: FileInput, field: 'bom' | 'pnp'): Promise<string[][]> {
  const bytes = Buffer.from(file.content, 'base64');
  const refuse = () => badRequest(assemblyServerMessages.unreadable, { name: file.name }, field);
  if (bytes.length === 0) throw refuse();
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) {
    const sheets = await readWorkbook(bytes, { rows: MAX_ROWS, columns: MAX_COLUMNS }).catch(() => {
      throw refuse();
    });
    if (!sheets[0]) throw refuse();
    return sheets[0].rows;
  }
  if (bytes.includes(0)) throw refuse();
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('latin1').decode(bytes) : utf8;
  return parseCsv(text).slice(0, MAX_ROWS + 1);
}
