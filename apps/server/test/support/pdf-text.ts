import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF this renderer wrote (PDFKit: Type0 fonts with a ToUnicode map, hex-encoded glyph strings),
 * one line per text object. For tests and checks ("the PDF holds the customer's Chinese name"), not a general
 * PDF reader.
 */
export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (at >= 0) {
      dict = body.slice(0, at);
      const start = body[at + 6] === '\r' ? at + 8 : at + 7;
      // The dictionary's /Length is exact; trimming a newline before `endstream` would also eat a stream that
      // ends in a CR byte of its own (1 in 256 compressed streams).
      const length = Number(dict.match(/\/Length\s+(\d+)\b(?!\s+\d+\s+R)/)?.[1] ?? Number.NaN);
      const data = Number.isFinite(length)
        ? body.slice(start, start + length)
        : body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, '');
      const bytes = Buffer.from(data, 'latin1');
      stream = /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes;
    }
    objects.set(match[1]!, { dict, stream });
  }
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const entry of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(entry[2]!);
      const toUnicode = font?.dict.match(/\/ToUnicode\s+(\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream?.toString('latin1') : undefined;
      if (cmap && !maps.has(entry[1]!)) maps.set(entry[1]!, parseCmap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Length1|\/Subtype\s*\/(Image|CIDFontType|Type1C)|CMapName/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = '';
      let text = '';
      for (const token of block[1]!.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (token[1]) font = token[1];
        const hexes = token[2]
          ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
          : token[3] !== undefined
            ? [token[3]]
            : [];
        const map = maps.get(font);
        for (const hex of hexes)
          for (let i = 0; i + 4 <= hex.length; i += 4) text += map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
      if (text) lines.push(text);
    }
  }
  return lines.join('\n');
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(pair[1]!, 16), unicode(pair[2]!));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const low = parseInt(range[1]!, 16);
      const high = parseInt(range[2]!, 16);
      if (range[3]!.startsWith('[')) {
        // An entry may hold several characters (a ligature: <0066 0069> is "fi"), each a 4-digit code.
        [...range[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((m, i) =>
          map.set(low + i, unicode(m[1]!.replace(/\s+/g, ''))),
        );
      } else {
        const first = parseInt(range[3]!.slice(1, -1), 16);
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCodePoint(first + code - low));
      }
    }
  }
  return map;
}
