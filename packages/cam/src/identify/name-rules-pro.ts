import { rule, type NameRule } from './name-rule.js';

/**
 * File-naming conventions of the professional and fab-side tools: PADS, Siemens/Mentor Xpedition, Zuken,
 * CAM350, DipTrace and Fab-3000 (the table's order is the order of trial, after the hobby tools' rules).
 */
export const PROFESSIONAL_TOOL_RULES: NameRule[] = [
  // PADS CAM documents: art001.pho … (routing layers by number), sm/ss/pm by layer number, drl001 drill drawing.
  rule(/^art0*\d{1,2}\./, 'copper', 'inner', 'pads'),
  rule(/^(sm|sol)0*1\./, 'soldermask', 'top', 'pads'),
  rule(/^(sm|sol)0*([2-9]|\d\d)\./, 'soldermask', 'bottom', 'pads'),
  rule(/^(ss|sst|slk)0*1\./, 'silkscreen', 'top', 'pads'),
  rule(/^(ss|ssb|slk)0*([2-9]|\d\d)\./, 'silkscreen', 'bottom', 'pads'),
  rule(/^(pm|pst)0*1\./, 'solderpaste', 'top', 'pads'),
  rule(/^(pm|pst)0*([2-9]|\d\d)\./, 'solderpaste', 'bottom', 'pads'),
  rule(/^(drl|dd|asm|asy)0*\d+\./, 'drawing', null, 'pads'),
  // PADS documents named <kind><pair><layer>: the last three digits are PADS's default document layers (21 mask
  // top, 22 paste bottom, 23 paste top, 24 drill drawing, 26 silk top, 27 assembly top, 28 mask bottom, 29 silk
  // bottom, 30 assembly bottom), whatever the prefix says (`smd001023` is the top paste, not a mask).
  rule(/^[a-z]{1,4}\d{3}0*21\./, 'soldermask', 'top', 'pads'),
  rule(/^[a-z]{1,4}\d{3}0*28\./, 'soldermask', 'bottom', 'pads'),
  rule(/^[a-z]{1,4}\d{3}0*23\./, 'solderpaste', 'top', 'pads'),
  rule(/^[a-z]{1,4}\d{3}0*22\./, 'solderpaste', 'bottom', 'pads'),
  rule(/^[a-z]{1,4}\d{3}0*26\./, 'silkscreen', 'top', 'pads'),
  rule(/^[a-z]{1,4}\d{3}0*29\./, 'silkscreen', 'bottom', 'pads'),
  rule(/^[a-z]{1,4}\d{3}0*(24|27|30)\./, 'drawing', null, 'pads'),
  // Siemens/Mentor Xpedition (Fablink .gdo): EtchLayer1Top.gdo, SolderMaskTop.gdo, BoardOutline.gdo …
  // The outer etch layers carry the side in the name (EtchLayer1Top, EtchLayer6Bottom); gerbonara's Siemens rules
  // (read in the code corpus) add Top.gdo / Bottom.gdo / L2.gdo copper and SoldermaskTop … SolderPasteBottom.
  rule(/etch[-_ ]?layer[-_ ]?\d+[-_ ]?top\b/, 'copper', 'top', 'mentor'),
  rule(/etch[-_ ]?layer[-_ ]?\d+[-_ ]?bottom\b/, 'copper', 'bottom', 'mentor'),
  rule(/etch[-_ ]?layer[-_ ]?\d+/, 'copper', 'inner', 'mentor'),
  rule(/(^|[-_ ])solder[-_ ]?mask[-_ ]?top\.(gdo|pho|gbr)$/, 'soldermask', 'top', 'mentor', 'pads'),
  rule(/(^|[-_ ])solde?r?[-_ ]?mask[-_ ]?bot(tom)?\.(gdo|pho|gbr)$/, 'soldermask', 'bottom', 'mentor', 'pads'),
  rule(/(^|[-_ ])silk[-_ ]?screen[-_ ]?top\.(gdo|pho|gbr)$/, 'silkscreen', 'top', 'mentor', 'pads'),
  rule(/(^|[-_ ])silk[-_ ]?screen[-_ ]?bot(tom)?\.(gdo|pho|gbr)$/, 'silkscreen', 'bottom', 'mentor', 'pads'),
  rule(/(^|[-_ ])(solder[-_ ]?)?paste([-_ ]?mask)?[-_ ]?top\.(gdo|pho|gbr)$/, 'solderpaste', 'top', 'mentor', 'pads'),
  rule(
    /(^|[-_ ])(solder[-_ ]?)?paste([-_ ]?mask)?[-_ ]?bottom\.(gdo|pho|gbr)$/,
    'solderpaste',
    'bottom',
    'mentor',
    'pads',
  ),
  rule(/(^|[-_ ])board[-_ ]?outline\.gdo$/, 'outline', 'all', 'mentor'),
  rule(/drill[-_ ]?drawing/, 'drawing', null, 'mentor', 'pads'),
  // PADS / Xpedition documents named for the layer: Top.pho, Bottom.gdo (copper; the masks and legends say so).
  rule(
    /^(?!.*(mask|paste|silk|legend|adhes|keep|(^|[-_ ])ko[-_ ]|drill|ass(y|embly)|fab|resist|overlay|dimension))([\w -]+[-_ ])?top\.(gdo|pho)$/,
    'copper',
    'top',
    'mentor',
    'pads',
  ),
  rule(
    /^(?!.*(mask|paste|silk|legend|adhes|keep|(^|[-_ ])ko[-_ ]|drill|ass(y|embly)|fab|resist|overlay|dimension))([\w -]+[-_ ])?bot(tom)?\.(gdo|pho)$/,
    'copper',
    'bottom',
    'mentor',
    'pads',
  ),
  rule(/^l\d{1,2}\.gdo$/, 'copper', 'inner', 'mentor'),
  rule(/\.gdo$/, 'unknown', null, 'mentor'),
  // Zuken CR-5000/CR-8000 photo-plot output (gerbonara's Zuken rules): .fph Gerber, .fdr drill; the .fpl / .fdl
  // parameter files are no layers. Sides are A (component, top) and B (solder, bottom): RESIST-A, SILK-B, SYMBOL-A,
  // METALMASK-A; conductive layers by number.
  rule(/(^|[-_ .])(solder[-_ ]?)?resist[-_ ]?a(\.[a-z0-9]+)?$/, 'soldermask', 'top', 'zuken'),
  rule(/(^|[-_ .])(solder[-_ ]?)?resist[-_ ]?b(\.[a-z0-9]+)?$/, 'soldermask', 'bottom', 'zuken'),
  rule(/(^|[-_ .])(silk|symbol|silkscreen)[-_ ]?a(\.[a-z0-9]+)?$/, 'silkscreen', 'top', 'zuken'),
  rule(/(^|[-_ .])(silk|symbol|silkscreen)[-_ ]?b(\.[a-z0-9]+)?$/, 'silkscreen', 'bottom', 'zuken'),
  rule(/(^|[-_ .])(metal[-_ ]?mask|paste)[-_ ]?a(\.[a-z0-9]+)?$/, 'solderpaste', 'top', 'zuken'),
  rule(/(^|[-_ .])(metal[-_ ]?mask|paste)[-_ ]?b(\.[a-z0-9]+)?$/, 'solderpaste', 'bottom', 'zuken'),
  rule(/\.(fpl|fdl)$/, 'unknown', null, 'generic'),
  rule(/\.fph$/, 'unknown', null, 'zuken'),
  // CAM350 / fab-side short names (a PADS or CAM350 job re-exported by the fab): TOP.gbr, BOT.gbr, SMT, SMB, SKT, SKB
  // (or SST/SSB), SPT, SPB and the drill MAP. The bare `.gbr` keeps them apart from OrCAD's `.smt`/`.spt` extensions.
  rule(/^(top|cmp|comp)\.(gbr|ger|gbx|pho)$/, 'copper', 'top', 'cam350'),
  rule(/^(bot|bottom|sol)\.(gbr|ger|gbx|pho)$/, 'copper', 'bottom', 'cam350'),
  rule(/^(inner|in|l)\d{1,2}\.(gbr|ger|gbx|pho)$/, 'copper', 'inner', 'cam350'),
  rule(/^(smt|mst|smc)\.(gbr|ger|gbx|pho)$/, 'soldermask', 'top', 'cam350'),
  rule(/^(smb|msb|sms)\.(gbr|ger|gbx|pho)$/, 'soldermask', 'bottom', 'cam350'),
  rule(/^(skt|sst|slt|plc)\.(gbr|ger|gbx|pho)$/, 'silkscreen', 'top', 'cam350'),
  rule(/^(skb|ssb|slb|pls)\.(gbr|ger|gbx|pho)$/, 'silkscreen', 'bottom', 'cam350'),
  rule(/^(spt|pst|pt)\.(gbr|ger|gbx|pho)$/, 'solderpaste', 'top', 'cam350'),
  rule(/^(spb|psb|pb)\.(gbr|ger|gbx|pho)$/, 'solderpaste', 'bottom', 'cam350'),
  rule(/^(map|drillmap|drill_map|fab|dwg)\.(gbr|ger|gbx|pho)$/, 'drawing', null, 'cam350'),
  // DipTrace: TopMask, BottomPaste, TopSilk; its Assembly and Dimension layers are drawings (the board edge is BoardOutline).
  rule(/^(top|bottom)(assembly|dimension)\.gbr$/, 'drawing', null, 'diptrace'),
  rule(/^topmask\.gbr$/, 'soldermask', 'top', 'diptrace'),
  rule(/^bottommask\.gbr$/, 'soldermask', 'bottom', 'diptrace'),
  rule(/^toppaste\.gbr$/, 'solderpaste', 'top', 'diptrace'),
  rule(/^bottompaste\.gbr$/, 'solderpaste', 'bottom', 'diptrace'),
  rule(/^topsilk\.gbr$/, 'silkscreen', 'top', 'diptrace'),
  rule(/^bottomsilk\.gbr$/, 'silkscreen', 'bottom', 'diptrace'),
  // Fab-3000 exports: tl / bl copper, ts / bs mask, to / bo legend, tp / bp paste (as names or extensions).
  rule(/(^|\.)tl(\.[a-z]+)?$/, 'copper', 'top', 'fab3000'),
  rule(/(^|\.)bl(\.[a-z]+)?$/, 'copper', 'bottom', 'fab3000'),
  rule(/(^|\.)il\d+(\.[a-z]+)?$/, 'copper', 'inner', 'fab3000'),
  rule(/(^|\.)ts(\.[a-z]+)?$/, 'soldermask', 'top', 'fab3000'),
  rule(/(^|\.)bs(\.[a-z]+)?$/, 'soldermask', 'bottom', 'fab3000'),
  rule(/(^|\.)to(\.[a-z]+)?$/, 'silkscreen', 'top', 'fab3000'),
  rule(/(^|\.)bo(\.[a-z]+)?$/, 'silkscreen', 'bottom', 'fab3000'),
  rule(/(^|\.)tp(\.[a-z]+)?$/, 'solderpaste', 'top', 'fab3000'),
  rule(/(^|\.)bp(\.[a-z]+)?$/, 'solderpaste', 'bottom', 'fab3000'),
];
