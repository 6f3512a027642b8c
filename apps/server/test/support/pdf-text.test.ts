import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './pdf-text.js';

describe('extractPdfText', () => {
  it('reads a compressed stream that ends in a CR byte of its own (its /Length says where it ends)', () => {
    let content = '';
    let data = Buffer.alloc(0);
    for (let i = 0; data.at(-1) !== 0x0d; i++) {
      content = `BT /F1 12 Tf (${i}) Tj ET`;
      data = deflateSync(content);
    }
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.3\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1'),
    ]);
    expect(() => extractPdfText(pdf)).not.toThrow();
  });
});
