import type { BoardSide, LayerRole } from '../types.js';
import { NAME_RULES, type CadTool, type NameRule } from './name-rules.js';

export interface NameMatch {
  role: LayerRole;
  side: BoardSide | null;
  cad: CadTool[];
  /** The pattern that matched, for the explanation. */
  pattern: string;
}

export function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1] ?? name;
}

/** Every naming rule the file's name satisfies, most specific first, then the generic word guess. */
export function matchName(name: string): NameMatch[] {
  const base = baseName(name).toLowerCase();
  const matches: NameMatch[] = NAME_RULES.filter((rule: NameRule) => rule.pattern.test(base)).map((rule) => ({
    role: rule.role,
    side: rule.side,
    cad: rule.cad,
    pattern: rule.pattern.source,
  }));
  const guess = guessFromWords(base);
  if (guess) matches.push(guess);
  return matches;
}

const SIDE_WORDS: Array<[RegExp, BoardSide]> = [
  [/(^|[^a-z])(top|front|cmp|component|prm|primary)|^f[-_.]|[-_.]f[-_.]|top/, 'top'],
  [/(^|[^a-z])(bottom|bot|back|solder side|sec|secondary)|^b[-_.]|[-_.]b[-_.]|bottom/, 'bottom'],
  [/inner|internal|(^|[^a-z])(in|l|layer)\d+|plane/, 'inner'],
];

const ROLE_WORDS: Array<[RegExp, LayerRole]> = [
  // Keep-outs, adhesive and courtyard films name a copper side but are drawings for the fab.
  [/adhes|keep[-_ ]?out|(^|[^a-z])ko([^a-z]|$)|courtyard|glue/, 'drawing'],
  [/outline|edge|profile|contour|dimension|border|mill|rout/, 'outline'],
  [/npth|drill|holes|pth/, 'drill'],
  [/paste|cream|stencil|metal[-_ ]?mask/, 'solderpaste'],
  [/mask|resist|stop/, 'soldermask'],
  [/silk|legend|overlay|print|symbol/, 'silkscreen'],
  [
    new RegExp(
      [
        /copper|signal|etch|elec|conductive|(^|[^a-z])inner[-_ ]?\d+|(^|[^a-z])cu([^a-z]|$)|layer|plane/,
        /^(gnd|pwr|vcc|power|ground)[-_ ]?\d*\.|(^|[^a-z])(top|bottom|bot|inner\d*|l\d+)\.[a-z]+$/,
      ]
        .map((part) => part.source)
        .join('|'),
    ),
    'copper',
  ],
  [/fab|assembly|drawing|mech|comment|note/, 'drawing'],
];

/** Last resort for names no CAD tool's convention covers, e.g. `My Board - Top Copper.ger`. */
function guessFromWords(base: string): NameMatch | null {
  const words = base.replace(/\.[a-z0-9]+$/, (ext) => (/\.(gbr|ger|gbx|pho|art|gber)$/.test(ext) ? '' : ext));
  const role = ROLE_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  if (!role) {
    if (/\.(gbr|ger|gbx|pho|art|gber)$/.test(base)) {
      return { role: 'unknown', side: null, cad: ['generic'], pattern: 'Gerber extension without a layer name' };
    }
    return null;
  }
  if (role === 'outline' || role === 'drill')
    return { role, side: 'all', cad: ['generic'], pattern: `words in "${base}"` };
  const side = SIDE_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
  if (role === 'drawing') return { role, side: null, cad: ['generic'], pattern: `words in "${base}"` };
  if (role === 'copper' && side === null && /\d|gnd|pwr|vcc|plane|power|ground/.test(words)) {
    return { role, side: 'inner', cad: ['generic'], pattern: `words in "${base}"` };
  }
  if (side === null || (side === 'inner' && role !== 'copper')) return null;
  return { role, side, cad: ['generic'], pattern: `words in "${base}"` };
}
