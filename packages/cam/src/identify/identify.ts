import type { BoardSide, DrillPlating, FileFormat, IdentifiedBy, InputFile, LayerRole } from '../types.js';
import { decodeText, findFileFunction, looksBinary, roleFromFileFunction, sniffFormat } from './content.js';
import { baseName, matchName, type NameMatch } from './filename.js';
import type { CadTool } from './name-rules.js';

export interface IdentifiedFile {
  name: string;
  bytes: Uint8Array;
  /** Decoded text; null for binary data. */
  text: string | null;
  format: FileFormat;
  role: LayerRole;
  side: BoardSide | null;
  identifiedBy: IdentifiedBy;
  how: string;
  plating?: DrillPlating;
  copperIndex?: number;
}

const CAD_NAMES: Record<CadTool, string> = {
  kicad: 'KiCad',
  altium: 'Altium/Protel',
  eagle: 'Eagle',
  'eagle-legacy': 'Eagle (classic)',
  easyeda: 'EasyEDA',
  geda: 'gEDA',
  orcad: 'OrCAD/Allegro',
  diptrace: 'DipTrace',
  generic: 'generic',
};

/**
 * Gives every file a role and side: first from Gerber X2 `.FileFunction`, then from content
 * (Excellon is always a drill file), then from the CAD tools' naming conventions.
 */
export function identifyFiles(files: InputFile[]): IdentifiedFile[] {
  const sniffed = files.map((file) => {
    const binary = looksBinary(file.bytes);
    const text = binary ? null : decodeText(file.bytes);
    return { file, text, format: text === null ? ('other' as const) : sniffFormat(text), names: matchName(file.name) };
  });
  const cad = commonCad(sniffed.map((entry) => entry.names));
  return sniffed.map(({ file, text, format, names }) => {
    const base = { name: file.name, bytes: file.bytes, text, format };
    if (text === null) return { ...base, role: 'unknown', side: null, identifiedBy: 'content', how: 'binary data, not a Gerber or drill file' };
    const x2 = format === 'other' ? null : findFileFunction(text);
    const fromX2 = x2 ? roleFromFileFunction(x2.fileFunction, x2.polarity) : null;
    if (fromX2) return { ...base, ...fromX2, identifiedBy: 'x2-attribute' };
    if (format === 'excellon') {
      const plating = platingFromName(file.name);
      return { ...base, role: 'drill', side: 'all', identifiedBy: 'content', how: 'Excellon drill data (content)', ...(plating ? { plating } : {}) };
    }
    if (format === 'other') {
      return { ...base, role: 'unknown', side: null, identifiedBy: 'content', how: 'neither Gerber nor Excellon (content)' };
    }
    const match = pickMatch(names.filter((m) => m.role !== 'drill'), cad);
    if (!match || match.role === 'unknown') {
      return { ...base, role: 'unknown', side: null, identifiedBy: 'none', how: 'Gerber file whose name names no known layer' };
    }
    const tool = match.cad.includes(cad ?? 'generic') ? cad : match.cad[0];
    return {
      ...base,
      role: match.role,
      side: match.side,
      identifiedBy: 'file-name',
      how: `file name "${baseName(file.name)}" matches the ${CAD_NAMES[tool ?? 'generic']} convention /${match.pattern}/`,
    };
  });
}

/** The CAD tool most of the set's names point to settles names that several tools use differently. */
function commonCad(all: NameMatch[][]): CadTool | null {
  const counts = new Map<CadTool, number>();
  for (const matches of all) {
    for (const tool of new Set(matches.flatMap((match) => match.cad))) {
      if (tool !== 'generic') counts.set(tool, (counts.get(tool) ?? 0) + 1);
    }
  }
  let best: CadTool | null = null;
  for (const [tool, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = tool;
  return best;
}

function pickMatch(matches: NameMatch[], cad: CadTool | null): NameMatch | undefined {
  return matches.find((match) => cad !== null && match.cad.includes(cad)) ?? matches[0];
}

export function platingFromName(name: string): DrillPlating | undefined {
  const base = baseName(name).toLowerCase();
  if (/npth|unplated|non[-_ ]?plated|nonplated/.test(base)) return 'non-plated';
  if (/(^|[^n])pth|plated/.test(base)) return 'plated';
  return undefined;
}
