import { looksLikeNcParam } from '../excellon/nc-param.js';
import type { InputFile, RoleCorrection } from '../types.js';
import { readCadComments, roleFromAllegroLayers } from './cad-comments.js';
import { decodeText, findFileFunction, looksBinary, roleFromFileFunction, sniffFormat } from './content.js';
import { looksLikeIpc356 } from './ipc356.js';
import { baseName, matchName, type NameMatch } from './filename.js';
import { binaryDrill, demoteMechanicalLayers, platingFromName, spanFromName } from './name-facts.js';
import type { CadTool } from './name-rules.js';
import type { IdentifiedFile } from './identified-file.js';

export type { IdentifiedFile } from './identified-file.js';

const CAD_NAMES: Record<CadTool, string> = {
  kicad: 'KiCad',
  altium: 'Altium/Protel',
  eagle: 'Eagle',
  'eagle-legacy': 'Eagle (classic)',
  easyeda: 'EasyEDA',
  geda: 'gEDA',
  orcad: 'OrCAD/Allegro',
  diptrace: 'DipTrace',
  cam350: 'CAM350',
  pads: 'PADS',
  mentor: 'Siemens/Mentor',
  fab3000: 'Fab-3000',
  zuken: 'Zuken',
  generic: 'generic',
};

/**
 * Gives every file a role and side: a person's correction first, then Gerber X2 `.FileFunction`, then
 * content (Excellon is always a drill file; the CAD tool's `G04` header of an Allegro/OrCAD film names its
 * layers), then the CAD tools' naming conventions. Gerber files nothing names are left `unknown` here;
 * `classify-unknown.ts` guesses them from their drawing once parsed.
 */
export function identifyFiles(files: InputFile[], corrections: RoleCorrection[] = []): IdentifiedFile[] {
  const sniffed = files.map((file) => {
    const binary = looksBinary(file.bytes);
    const text = binary ? null : decodeText(file.bytes);
    return { file, text, format: text === null ? ('other' as const) : sniffFormat(text), names: matchName(file.name) };
  });
  const cad = commonCad(sniffed.map((entry) => entry.names));
  return demoteMechanicalLayers(
    sniffed.map(({ file, text, format, names }): IdentifiedFile => {
      const base = { name: file.name, bytes: file.bytes, text, format };
      const span = spanFromName(file.name);
      const correction = corrections.find((c) => c.name === file.name);
      if (correction) {
        const plating = correction.role === 'drill' ? (correction.plating ?? platingFromName(file.name)) : undefined;
        return {
          ...base,
          role: correction.role,
          side: correction.side ?? (correction.role === 'outline' || correction.role === 'drill' ? 'all' : null),
          identifiedBy: 'manual',
          how: 'role set by a person on the review screen',
          confidence: 1,
          ...(plating ? { plating } : {}),
          ...(span && correction.role === 'drill' ? { span } : {}),
        };
      }
      if (text === null && names.some((m) => m.role === 'drill' && m.cad.every((tool) => tool !== 'generic'))) {
        return binaryDrill(base, file.name);
      }
      if (text === null && /\.(drl|drd|ncd|xln|exc)$/i.test(file.name)) return binaryDrill(base, file.name);
      if (text === null)
        return {
          ...base,
          role: 'unknown',
          side: null,
          identifiedBy: 'content',
          how: 'binary data, not a Gerber or drill file',
          confidence: 1,
        };
      const x2 = format === 'other' ? null : findFileFunction(text);
      const fromX2 = x2 ? roleFromFileFunction(x2.fileFunction, x2.polarity) : null;
      if (fromX2) return { ...base, ...fromX2, identifiedBy: 'x2-attribute', confidence: 1 };
      if (format === 'excellon') {
        const plating = platingFromName(file.name);
        const spanHow = span ? `; drill span L${span.from}–L${span.to} from the name` : '';
        return {
          ...base,
          role: 'drill',
          side: 'all',
          identifiedBy: 'content',
          how: `Excellon drill data (content)${spanHow}`,
          confidence: 1,
          ...(plating ? { plating } : {}),
          ...(span ? { span } : {}),
        };
      }
      if (format === 'other') {
        const what = looksLikeIpc356(text)
          ? 'IPC-D-356 netlist (nets and test points are counted)'
          : looksLikeNcParam(text)
            ? "Allegro NC drill parameters (the drill files' number format is read from it)"
            : 'neither Gerber nor Excellon (content)';
        return { ...base, role: 'unknown', side: null, identifiedBy: 'content', how: what, confidence: 1 };
      }
      const comments = readCadComments(text);
      const fromComments = roleFromAllegroLayers(comments.allegroLayers, comments.negative);
      if (fromComments) {
        return {
          ...base,
          role: fromComments.role,
          side: fromComments.side,
          identifiedBy: 'content',
          how: `${fromComments.how} (${comments.tool ?? 'Allegro/OrCAD'})`,
          confidence: 0.95,
          comments,
          ...(fromComments.etchName ? { etchName: fromComments.etchName } : {}),
          ...(fromComments.role === 'copper' && comments.negative ? { plane: true } : {}),
        };
      }
      const gerberNames = names.filter((m) => m.role !== 'drill');
      const match = pickMatch(gerberNames, cad);
      if (!match || match.role === 'unknown') {
        if (names.some((m) => m.role === 'drill')) {
          return {
            ...base,
            role: 'drawing',
            side: null,
            identifiedBy: 'file-name',
            how: 'a Gerber image named as a drill file: a drill drawing',
            confidence: 0.7,
            comments,
          };
        }
        const tool = comments.tool ? ` (written by ${comments.tool})` : '';
        return {
          ...base,
          role: 'unknown',
          side: null,
          identifiedBy: 'none',
          how: `Gerber file whose name names no known layer${tool}`,
          confidence: 0,
          comments,
        };
      }
      const tool = match.cad.includes(cad ?? 'generic') ? cad : match.cad[0];
      return {
        ...base,
        role: match.role,
        side: match.side,
        identifiedBy: 'file-name',
        how: `file name "${baseName(file.name)}" matches the ${CAD_NAMES[tool ?? 'generic']} convention /${match.pattern}/`,
        confidence: match.cad.includes('generic') ? 0.7 : 0.85,
        comments,
        ...(match.role === 'copper' && comments.negative ? { plane: true } : {}),
      };
    }),
  );
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
  // A tool's extension rule that names no layer (Xpedition `.gdo`) only tells the tool; a layer rule beside it wins.
  const named = matches.some((match) => match.role !== 'unknown');
  const usable = named ? matches.filter((match) => match.role !== 'unknown' || match.cad.includes('generic')) : matches;
  return usable.find((match) => cad !== null && match.cad.includes(cad)) ?? usable[0];
}
