import { inflateSync } from 'node:zlib';

/** Decodes an 8-bit PNG (grey, grey+alpha, RGB or RGBA, not interlaced) into RGB-packed pixels, for a barcode reader in tests. */
export function pngPixels(png: Buffer): { width: number; height: number; pixels: Int32Array } {
  let at = 8;
  let width = 0,
    height = 0,
    colorType = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height, colorType] = [data.readUInt32BE(0), data.readUInt32BE(4), data[9]!];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
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
