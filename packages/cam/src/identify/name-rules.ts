import { PROFESSIONAL_TOOL_RULES } from './name-rules-pro.js';
import { rule, type NameRule } from './name-rule.js';

export type { CadTool, NameRule } from './name-rule.js';

/**
 * File-naming conventions of the CAD tools, most specific first. The table's shape (several tools may
 * claim one pattern; the set's most common tool settles ties) and many patterns come from
 * @tracespace/identify-layers; EasyEDA, KiCad ≥ 6, Altium mechanical/drawing layers and drill plating are ours.
 */
export const NAME_RULES: NameRule[] = [
  // Not layers: CAM-job reports, BOMs, placement, job files.
  rule(
    new RegExp(
      [
        /\.(gpi|dri|csv|pos|xy|bom|gbrjob|rep|extrep|rul|apr|apr_lib|drr|ldp|lst|pdf|png|jpe?g|md|html?|json|xml|log|zip|err|ipc|rpt)$/,
        /^(read_?me|nc_param|art_param|photo|ncdrill)\b.*\.(txt|log|\d+)$|^read_?me/,
      ]
        .map((part) => part.source)
        .join('|'),
    ),
    'unknown',
    null,
    'generic',
  ),
  // KiCad layer names, any extension (.gbr, .pho, .gtl ...).
  rule(/[-_.]f[._]cu\b/, 'copper', 'top', 'kicad'),
  rule(/[-_.]b[._]cu\b/, 'copper', 'bottom', 'kicad'),
  rule(/[-_.]in\d+[._]cu\b/, 'copper', 'inner', 'kicad'),
  rule(/[-_.]f[._]mask\b/, 'soldermask', 'top', 'kicad'),
  rule(/[-_.]b[._]mask\b/, 'soldermask', 'bottom', 'kicad'),
  rule(/[-_.]f[._]silks(creen)?\b/, 'silkscreen', 'top', 'kicad'),
  rule(/[-_.]b[._]silks(creen)?\b/, 'silkscreen', 'bottom', 'kicad'),
  rule(/[-_.]f[._]paste\b/, 'solderpaste', 'top', 'kicad'),
  rule(/[-_.]b[._]paste\b/, 'solderpaste', 'bottom', 'kicad'),
  rule(/[-_.]edge[._]cuts\b/, 'outline', 'all', 'kicad'),
  rule(
    /[-_.](f|b)[._](fab|crtyd|courtyard|adhes|adhesive)\b|dwgs[._]user|cmts[._]user|eco\d[._]user|[-_.]margin\b|drl_map/,
    'drawing',
    null,
    'kicad',
  ),
  // EasyEDA (Protel extensions with descriptive names).
  rule(/^gerber_toplayer\b/, 'copper', 'top', 'easyeda'),
  rule(/^gerber_bottomlayer\b/, 'copper', 'bottom', 'easyeda'),
  rule(/^gerber_inner(layer)?\d+\b/, 'copper', 'inner', 'easyeda'),
  rule(/topsoldermask(layer)?\b/, 'soldermask', 'top', 'easyeda'),
  rule(/bottomsoldermask(layer)?\b/, 'soldermask', 'bottom', 'easyeda'),
  rule(/topsilk(screen)?layer\b/, 'silkscreen', 'top', 'easyeda'),
  rule(/bottomsilk(screen)?layer\b/, 'silkscreen', 'bottom', 'easyeda'),
  rule(/toppastemask(layer)?\b/, 'solderpaste', 'top', 'easyeda'),
  rule(/bottompastemask(layer)?\b/, 'solderpaste', 'bottom', 'easyeda'),
  rule(/boardoutline(layer)?\b/, 'outline', 'all', 'easyeda', 'diptrace'),
  rule(/^drill_n?pth/, 'drill', 'all', 'easyeda'),
  rule(/drilldrawing|documentlayer|mechanicallayer/, 'drawing', null, 'easyeda'),
  // Eagle 8+ CAM job names.
  rule(/copper_top/, 'copper', 'top', 'eagle'),
  rule(/copper_bottom/, 'copper', 'bottom', 'eagle'),
  rule(/copper_(l|inner)\d+/, 'copper', 'inner', 'eagle'),
  rule(/soldermask_top/, 'soldermask', 'top', 'eagle'),
  rule(/soldermask_bottom/, 'soldermask', 'bottom', 'eagle'),
  rule(/silkscreen_top/, 'silkscreen', 'top', 'eagle'),
  rule(/silkscreen_bottom/, 'silkscreen', 'bottom', 'eagle'),
  rule(/solderpaste_top/, 'solderpaste', 'top', 'eagle'),
  rule(/solderpaste_bottom/, 'solderpaste', 'bottom', 'eagle'),
  rule(/\bprofile\b/, 'outline', 'all', 'eagle'),
  // gEDA PCB.
  rule(/\.top\.gbr$/, 'copper', 'top', 'geda'),
  rule(/\.bottom\.gbr$/, 'copper', 'bottom', 'geda'),
  rule(/\.group\d+\.gbr$/, 'copper', 'inner', 'geda'),
  rule(/\.topmask\.gbr$/, 'soldermask', 'top', 'geda'),
  rule(/\.bottommask\.gbr$/, 'soldermask', 'bottom', 'geda'),
  rule(/\.topsilk\.gbr$/, 'silkscreen', 'top', 'geda'),
  rule(/\.bottomsilk\.gbr$/, 'silkscreen', 'bottom', 'geda'),
  rule(/\.toppaste\.gbr$/, 'solderpaste', 'top', 'geda'),
  rule(/\.bottompaste\.gbr$/, 'solderpaste', 'bottom', 'geda'),
  rule(/\.outline\.gbr$/, 'outline', 'all', 'geda'),
  rule(/\.fab\.gbr$/, 'drawing', null, 'geda'),
  rule(/(plated|unplated)-drill\.cnc$/, 'drill', 'all', 'geda'),
  // Altium / Protel extensions (also KiCad's "use Protel extensions" and EasyEDA).
  rule(/\.gtl$/, 'copper', 'top', 'altium', 'kicad', 'easyeda'),
  rule(/\.gbl$/, 'copper', 'bottom', 'altium', 'kicad', 'easyeda'),
  rule(/\.g\d+$|\.gp\d+$/, 'copper', 'inner', 'altium', 'kicad', 'easyeda'),
  rule(/\.gts$/, 'soldermask', 'top', 'altium', 'kicad', 'easyeda'),
  rule(/\.gbs$/, 'soldermask', 'bottom', 'altium', 'kicad', 'easyeda'),
  rule(/\.gto$/, 'silkscreen', 'top', 'altium', 'kicad', 'easyeda'),
  rule(/\.gbo$/, 'silkscreen', 'bottom', 'altium', 'kicad', 'easyeda'),
  rule(/\.gtp$/, 'solderpaste', 'top', 'altium', 'kicad', 'easyeda'),
  rule(/\.gbp$/, 'solderpaste', 'bottom', 'altium', 'kicad', 'easyeda'),
  rule(/\.(gko|gm\d*|gml)$/, 'outline', 'all', 'altium', 'kicad', 'easyeda', 'eagle-legacy'),
  rule(/\.(gd\d+|gg\d+|gpt|gpb)$/, 'drawing', null, 'altium'),
  // Eagle (classic CAM processor extensions).
  rule(/\.cmp$/, 'copper', 'top', 'eagle-legacy'),
  rule(/\.sol$/, 'copper', 'bottom', 'eagle-legacy'),
  rule(/\.ly\d+$/, 'copper', 'inner', 'eagle-legacy'),
  rule(/\.(stc|tsm)$/, 'soldermask', 'top', 'eagle-legacy'),
  rule(/\.(sts|bsm)$/, 'soldermask', 'bottom', 'eagle-legacy'),
  rule(/\.(plc|tsk)$/, 'silkscreen', 'top', 'eagle-legacy'),
  rule(/\.(pls|bsk)$/, 'silkscreen', 'bottom', 'eagle-legacy'),
  rule(/\.(crc|tsp)$/, 'solderpaste', 'top', 'eagle-legacy'),
  rule(/\.(crs|bsp)$/, 'solderpaste', 'bottom', 'eagle-legacy'),
  rule(/\.(dim|mil|milling|bor|out)$/, 'outline', 'all', 'eagle-legacy'),
  // OrCAD / Allegro.
  rule(/\.top$/, 'copper', 'top', 'orcad', 'eagle-legacy'),
  rule(/\.bot$/, 'copper', 'bottom', 'orcad', 'eagle-legacy'),
  rule(/\.in\d+$/, 'copper', 'inner', 'orcad'),
  rule(/\.smt$|^(smt|soldermask_top)\.art$/, 'soldermask', 'top', 'orcad'),
  rule(/\.smb$|^(smb|soldermask_bottom)\.art$/, 'soldermask', 'bottom', 'orcad'),
  rule(/\.sst$|^(sst|silkscreen_top)\.art$/, 'silkscreen', 'top', 'orcad'),
  rule(/\.ssb$|^(ssb|silkscreen_bottom)\.art$/, 'silkscreen', 'bottom', 'orcad'),
  rule(/\.spt$|^(spt|pastemask_top)\.art$/, 'solderpaste', 'top', 'orcad'),
  rule(/\.spb$|^(spb|pastemask_bottom)\.art$/, 'solderpaste', 'bottom', 'orcad'),
  rule(/\.fab$|^(outline|board_outline)\.art$/, 'outline', 'all', 'orcad'),
  rule(/\.(tap|npt)$/, 'drill', 'all', 'orcad'),
  rule(/^top\.art$/, 'copper', 'top', 'orcad'),
  rule(/^(bottom|bot)\.art$/, 'copper', 'bottom', 'orcad'),
  // Allegro / OrCAD films named by the designer: l1_primary, l2_gnd, mask_prm, silk_sec, LAYER_1 … (the stack
  // order then comes from the films' headers, drill spans or the netlist; see stack-order.ts).
  rule(/^(l|lyr|layer)[-_ ]?\d{1,2}([-_ .]|$)/, 'copper', 'inner', 'orcad', 'pads'),
  rule(/^(mask|sm|soldermask)[-_ ]?(prm|pri|primary|top)\b/, 'soldermask', 'top', 'orcad'),
  rule(/^(mask|sm|soldermask)[-_ ]?(sec|secondary|bot|bottom)\b/, 'soldermask', 'bottom', 'orcad'),
  rule(/^(paste|sp|pastemask)[-_ ]?(prm|pri|primary|top)\b/, 'solderpaste', 'top', 'orcad'),
  rule(/^(paste|sp|pastemask)[-_ ]?(sec|secondary|bot|bottom)\b/, 'solderpaste', 'bottom', 'orcad'),
  rule(/^(silk|ss|silkscreen)[-_ ]?(prm|pri|primary|top)\b/, 'silkscreen', 'top', 'orcad'),
  rule(/^(silk|ss|silkscreen)[-_ ]?(sec|secondary|bot|bottom)\b/, 'silkscreen', 'bottom', 'orcad'),
  rule(/^(assy|fab|dd|drill_?draw|ncdrill_?draw)\d*[-_.]/, 'drawing', null, 'orcad'),
  ...PROFESSIONAL_TOOL_RULES,
  // Drill extensions shared by many tools (content decides whether it really is Excellon).
  rule(/\.(drl|drd|xln|exc|txt|nc|ncd|cnc|drill|rou|drp)$/, 'drill', 'all', 'generic'),
];
