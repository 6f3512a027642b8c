import type { BoardSide, DrillPlating, FileFormat, LayerRole } from '../types.js';

const SNIFF_BYTES = 16 * 1024;

/** Binary data (images, PDFs, random bytes) is never parsed: more than 1 % control bytes in the head. */
export function looksBinary(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, 4096);
  let control = 0;
  for (let i = 0; i < length; i++) {
    const b = bytes[i] ?? 0;
    if (b < 9 || (b > 13 && b < 32 && b !== 26)) control++;
  }
  return control > length / 100;
}

/** Gerber and Excellon are plain ASCII; latin1 decodes any byte and is the fastest decoder. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

/**
 * Tells Gerber from Excellon from anything else by content: Gerber ends commands with `*` and has
 * `%FS`/`%MO`/`%AD` or D-code operations; Excellon has an M48 header, INCH/METRIC, tool table or bare X..Y.. hits.
 */
export function sniffFormat(text: string): FileFormat {
  const head = text.length > SNIFF_BYTES ? text.slice(0, SNIFF_BYTES) : text;
  const gerberHeader = /%(FS[LTD]?[AI]?[NGXY]|MO(IN|MM)|ADD\d)/.test(head);
  if (gerberHeader) return 'gerber';
  const excellon =
    /^\s*M48\s*$/m.test(head) ||
    /^(INCH|METRIC)(,|\s*$)/m.test(head) ||
    /^T\d+(F\d+S\d+)?C[\d.]+\s*$/m.test(head) ||
    (/^X[+-]?[\d.]+Y[+-]?[\d.]+\s*$/m.test(head) && !head.includes('*')) ||
    // Route files (Allegro .rou and others): G00/G01 moves with M15/M16 plunges, no Gerber `*`.
    (/^G0[01]X[+-]?[\d.]+(Y[+-]?[\d.]+)?\s*$/m.test(head) && /^M1[56]\s*$/m.test(head) && !head.includes('*'));
  if (excellon) return 'excellon';
  const gerberWords = /(^|[*\n])\s*(G0?4[ *]|G54D\d+\*|D0?[123]\*|X[+-]?\d+Y[+-]?\d+D0?[123]\*)/.test(head);
  if (gerberWords && /M0?2\*|D0?[123]\*/.test(text)) return 'gerber';
  return 'other';
}

export interface RoleGuess {
  role: LayerRole;
  side: BoardSide | null;
  plating?: DrillPlating;
  copperIndex?: number;
  plane?: boolean;
  how: string;
}

const SIDES: Record<string, BoardSide> = { Top: 'top', Bot: 'bottom', Inr: 'inner' };

const DRAWINGS = new Set([
  'Drillmap',
  'FabricationDrawing',
  'AssemblyDrawing',
  'ArrayDrawing',
  'OtherDrawing',
  'Component',
  'Keepout',
  'Glue',
  'Vcut',
  'Depthrout',
  'Other',
  'Carbonmask',
  'Goldmask',
  'Heatsinkmask',
  'Peelablemask',
  'Silvermask',
  'Tinmask',
  'Viafill',
  'Pads',
]);

/** Finds the X2 `.FileFunction` attribute, written as `%TF.FileFunction,...*%` or in a `#@!` comment. */
export function findFileFunction(text: string): { fileFunction: string; polarity: string | null } | null {
  const head = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const match = /TF\.FileFunction,([^*\r\n%]*)/.exec(head);
  if (!match) return null;
  const polarity = /TF\.FilePolarity,([A-Za-z]+)/.exec(head);
  return { fileFunction: (match[1] ?? '').trim(), polarity: polarity?.[1] ?? null };
}

/** Maps a `.FileFunction` value (e.g. `Copper,L2,Inr,Plane`) to a role and side. */
export function roleFromFileFunction(fileFunction: string, polarity: string | null): RoleGuess | null {
  const [kind = '', ...fields] = fileFunction.split(',').map((field) => field.trim());
  const how = `X2 attribute .FileFunction,${fileFunction}${polarity ? ` (.FilePolarity,${polarity})` : ''}`;
  const sideOf = (value: string | undefined): BoardSide | null => (value ? (SIDES[value] ?? null) : null);
  switch (kind) {
    case 'Copper': {
      const index = Number(/^L(\d+)$/.exec(fields[0] ?? '')?.[1]);
      const guess: RoleGuess = { role: 'copper', side: sideOf(fields[1]) ?? 'inner', how };
      if (Number.isFinite(index)) guess.copperIndex = index;
      if (fields.includes('Plane') || /^neg/i.test(polarity ?? '')) guess.plane = true;
      return guess;
    }
    case 'Soldermask':
      return { role: 'soldermask', side: sideOf(fields[0]), how };
    case 'Legend':
      return { role: 'silkscreen', side: sideOf(fields[0]), how };
    case 'Paste':
      return { role: 'solderpaste', side: sideOf(fields[0]), how };
    case 'Profile':
      return { role: 'outline', side: 'all', how };
    case 'Plated':
      return { role: 'drill', side: 'all', plating: 'plated', how };
    case 'NonPlated':
      return { role: 'drill', side: 'all', plating: 'non-plated', how };
    default:
      if (DRAWINGS.has(kind)) return { role: 'drawing', side: sideOf(fields[fields.length - 1]), how };
      return null;
  }
}
