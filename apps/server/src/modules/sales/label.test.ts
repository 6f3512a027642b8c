import { inflateSync } from 'node:zlib';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { labelBarcode, labelPdf } from './label.js';

/** Decodes an 8-bit PNG (grey, grey+alpha, RGB or RGBA, not interlaced) into RGBA-packed pixels for the reader. */
function pngPixels(png: Buffer): { width: number; height: number; pixels: Int32Array } {
  let at = 8;
  let width = 0,
    height = 0,
    colorType = 0,
    bitDepth = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR')
      [width, height, bitDepth, colorType] = [data.readUInt32BE(0), data.readUInt32BE(4), data[8]!, data[9]!];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  expect(bitDepth).toBe(8);
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType as 0 | 2 | 4 | 6];
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? out[y * stride + x - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      out[y * stride + x] = (v + [0, a, b, (a + b) >> 1, paeth][filter]!) & 0xff;
    }
  }
  const pixels = new Int32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    const [r, g, bl] = channels >= 3 ? [out[o]!, out[o + 1]!, out[o + 2]!] : [out[o]!, out[o]!, out[o]!];
    pixels[i] = (r << 16) | (g << 8) | bl;
  }
  return { width, height, pixels };
}

function decode(png: Buffer): string {
  const { width, height, pixels } = pngPixels(png);
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)))).getText();
}

describe('the shipping label', () => {
  it('carries a Code 128 barcode a reader decodes back to the delivery number', async () => {
    const no = 'DN20261125120000123456';
    expect(decode(await labelBarcode(no))).toBe(no);
    expect(decode(await labelBarcode('DN20261231235959000001'))).not.toBe(no);
  });

  it("is a PDF with the barcode image and the shipment in the reader's words, Chinese included", async () => {
    const pdf = await labelPdf({
      deliveryNo: 'DN20261125120000123456',
      lines: [
        ['送货单号', 'DN20261125120000123456'],
        ['收货方', '深圳示例电子有限公司\n南山区科技路 1 号'],
        ['承运商', '顺丰速运 SF1234567890'],
      ],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const text = await extractPdfText(pdf);
    expect(text).toContain('深圳示例电子有限公司');
    expect(text).toContain('顺丰速运 SF1234567890');
  });
});
