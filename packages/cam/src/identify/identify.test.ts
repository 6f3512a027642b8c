import { describe, expect, it } from 'vitest';
import type { InputFile } from '../types.js';
import { identifyFiles } from './identify.js';

const GERBER = '%FSLAX24Y24*%\n%MOIN*%\n%ADD10C,0.01*%\nD10*\nX0Y0D03*\nM02*\n';
const DRILL = 'M48\nINCH,TZ\nT01C0.0240\n%\nT01\nX16910Y10810\nM30\n';
const file = (name: string, content = GERBER): InputFile => ({ name, bytes: new TextEncoder().encode(content) });
const roles = (files: InputFile[]): string[] => identifyFiles(files).map((f) => `${f.role}/${f.side}`);

describe('identifying layers by file name', () => {
  it('knows Altium / Protel extensions, inner layers and the .TXT drill', () => {
    const names = [
      'b.GTL',
      'b.G1',
      'b.G2',
      'b.GBL',
      'b.GTS',
      'b.GBS',
      'b.GTO',
      'b.GBO',
      'b.GTP',
      'b.GBP',
      'b.GKO',
      'b.GM1',
    ];
    expect(roles([...names.map((n) => file(n)), file('b.TXT', DRILL)])).toEqual([
      'copper/top',
      'copper/inner',
      'copper/inner',
      'copper/bottom',
      'soldermask/top',
      'soldermask/bottom',
      'silkscreen/top',
      'silkscreen/bottom',
      'solderpaste/top',
      'solderpaste/bottom',
      'outline/all',
      'outline/all',
      'drill/all',
    ]);
  });

  it('knows classic Eagle extensions and ignores its .dri/.gpi reports', () => {
    const files = ['x.cmp', 'x.sol', 'x.stc', 'x.sts', 'x.plc', 'x.pls', 'x.gko'].map((n) => file(n));
    const reports = [file('x.dri', 'Drill File Info\nTool Size\n'), file('x.gpi', 'Photoplotter Info\n')];
    expect(roles([...files, file('x.drd', DRILL), ...reports])).toEqual([
      'copper/top',
      'copper/bottom',
      'soldermask/top',
      'soldermask/bottom',
      'silkscreen/top',
      'silkscreen/bottom',
      'outline/all',
      'drill/all',
      'unknown/null',
      'unknown/null',
    ]);
  });

  it('knows KiCad layer names whatever the extension, and NPTH drill files', () => {
    const names = [
      'k-F_Cu.gbr',
      'k-In1_Cu.gbr',
      'k-B.Cu.pho',
      'k-F_Mask.gbr',
      'k-B_Silkscreen.gbr',
      'k-F_Paste.gbr',
      'k-Edge_Cuts.gm1',
      'k-F_Fab.gbr',
    ];
    const found = identifyFiles([...names.map((n) => file(n)), file('k-NPTH.drl', DRILL)]);
    expect(found.map((f) => `${f.role}/${f.side}`)).toEqual([
      'copper/top',
      'copper/inner',
      'copper/bottom',
      'soldermask/top',
      'silkscreen/bottom',
      'solderpaste/top',
      'outline/all',
      'drawing/null',
      'drill/all',
    ]);
    expect(found.at(-1)?.plating).toBe('non-plated');
  });

  it('knows EasyEDA, Eagle 8, gEDA and OrCAD names', () => {
    expect(
      roles([
        file('Gerber_TopLayer.GTL'),
        file('Gerber_InnerLayer1.G1'),
        file('Gerber_BoardOutline.GKO'),
        file('copper_bottom.gbr'),
        file('profile.gbr'),
        file('board.topsilk.gbr'),
        file('board.bottommask.gbr'),
        file('BOARD.SMT'),
        file('board.fab'),
      ]),
    ).toEqual([
      'copper/top',
      'copper/inner',
      'outline/all',
      'copper/bottom',
      'outline/all',
      'silkscreen/top',
      'soldermask/bottom',
      'soldermask/top',
      'outline/all',
    ]);
  });

  it('falls back to words in unusual names, and to unknown for a bare .gbr', () => {
    expect(
      roles([file('My Board - Top Copper.ger'), file('bottom silk.art'), file('outline.gbr'), file('layer.gbr')]),
    ).toEqual(['copper/top', 'silkscreen/bottom', 'outline/all', 'unknown/null']);
  });
});

describe('identifying layers by content and X2 attributes', () => {
  it('lets an X2 .FileFunction win over a misleading name', () => {
    const x2 = '%TF.FileFunction,Soldermask,Bot*%\n%TF.FilePolarity,Negative*%\n' + GERBER;
    const [found] = identifyFiles([file('board-top.gtl', x2)]);
    expect(found).toMatchObject({ role: 'soldermask', side: 'bottom', identifiedBy: 'x2-attribute' });
  });

  it('reads KiCad X2 attributes written in G04 #@! comments, with the copper position', () => {
    const [found] = identifyFiles([file('whatever.gbr', `G04 #@! TF.FileFunction,Copper,L2,Inr*\n${GERBER}`)]);
    expect(found).toMatchObject({ role: 'copper', side: 'inner', copperIndex: 2 });
  });

  it('calls any Excellon file a drill file and a text .txt an unknown file', () => {
    expect(roles([file('holes.gbr', DRILL), file('readme.txt', 'Please make 10 boards, blue.\n')])).toEqual([
      'drill/all',
      'unknown/null',
    ]);
  });

  it('never parses binary files', () => {
    const [found] = identifyFiles([
      { name: 'photo.gtl', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]) },
    ]);
    expect(found).toMatchObject({ role: 'unknown', format: 'other', text: null });
  });
});

describe('identifying the professional tools', () => {
  const allegro = (film: string, layers: string[], mode = 'Positive'): string =>
    [
      `G04 Film Name:    ${film}*`,
      'G04 File Origin:  Cadence Allegro 17.2-060*',
      ...layers.map((layer) => `G04 Layer:  ${layer}*`),
      `G04 Mode:      ${mode}*`,
      GERBER,
    ].join('\n');

  it('reads Allegro/OrCAD film headers whatever the designer named the film, planes included', () => {
    const found = identifyFiles([
      file('a.art', allegro('a', ['VIA CLASS/TOP', 'PIN/TOP', 'ETCH/TOP'])),
      file('b.art', allegro('b', ['ETCH/GND_PLANE'], 'Negative')),
      file('c.art', allegro('c', ['PIN/SOLDERMASK_BOTTOM', 'VIA CLASS/SOLDERMASK_BOTTOM'])),
      file('d.art', allegro('d', ['PACKAGE GEOMETRY/SILKSCREEN_TOP', 'REF DES/SILKSCREEN_TOP'])),
      file(
        'e.art',
        allegro('e', ['BOARD GEOMETRY/DESIGN_OUTLINE', 'DRAWING FORMAT/OUTLINE', 'BOARD GEOMETRY/FAB_NOTES']),
      ),
      file('f.art', allegro('f', ['BOARD GEOMETRY/OUTLINE'])),
    ]);
    expect(found.map((f) => `${f.role}/${f.side}`)).toEqual([
      'copper/top',
      'copper/inner',
      'soldermask/bottom',
      'silkscreen/top',
      'drawing/null',
      'outline/all',
    ]);
    expect(found[1]).toMatchObject({ plane: true, etchName: 'GND_PLANE', confidence: 0.95 });
  });

  it('knows PADS, Mentor, Fab-3000 and Allegro film names, and calls a Gerber named as a drill file a drill drawing', () => {
    const names = [
      'art001.pho',
      'art002.pho',
      'sm001.pho',
      'ss004.pho',
      'EtchLayer2.gdo',
      'SolderMaskTop.gdo',
      'board.tl',
      'board.bl',
      'l2_gnd.art',
      'silk_sec.art',
      'paste_prm.art',
    ];
    expect(roles([...names.map((n) => file(n)), file('drl001.pho'), file('drl001.drl', DRILL)])).toEqual([
      'copper/inner',
      'copper/inner',
      'soldermask/top',
      'silkscreen/bottom',
      'copper/inner',
      'soldermask/top',
      'copper/top',
      'copper/bottom',
      'copper/inner',
      'silkscreen/bottom',
      'solderpaste/top',
      'drawing/null',
      'drill/all',
    ]);
  });

  it('reads a whole Siemens Xpedition / PADS Professional Fablink set (.gdo films, .ncd drills)', () => {
    const names = [
      'EtchLayer1Top.gdo',
      'EtchLayer2.gdo',
      'EtchLayer3.gdo',
      'EtchLayer4Bottom.gdo',
      'SoldermaskTop.gdo',
      'SoldermaskBottom.gdo',
      'SilkscreenTop.gdo',
      'SilkscreenBottom.gdo',
      'SolderPasteTop.gdo',
      'SolderPasteBottom.gdo',
      'BoardOutline.gdo',
      'DrillDrawingThrough.gdo',
    ];
    const found = identifyFiles([
      ...names.map((n) => file(n)),
      file('ThruHolePlated.ncd', DRILL),
      file('ThruHoleNonPlated.ncd', DRILL),
    ]);
    expect(found.map((f) => `${f.role}/${f.side}`)).toEqual([
      'copper/top',
      'copper/inner',
      'copper/inner',
      'copper/bottom',
      'soldermask/top',
      'soldermask/bottom',
      'silkscreen/top',
      'silkscreen/bottom',
      'solderpaste/top',
      'solderpaste/bottom',
      'outline/all',
      'drawing/null',
      'drill/all',
      'drill/all',
    ]);
    expect(
      found
        .slice(0, 12)
        .every((f) => f.identifiedBy === 'file-name' && f.confidence === 0.85 && /Siemens\/Mentor/.test(f.how)),
    ).toBe(true);
    expect(found.slice(12).map((f) => f.plating)).toEqual(['plated', 'non-plated']);
    // Layer-named Xpedition documents (gerbonara's Siemens rules): Top / L2 / Bottom.
    expect(roles([file('Top.gdo'), file('L2.gdo'), file('L3.gdo'), file('Bottom.gdo')])).toEqual([
      'copper/top',
      'copper/inner',
      'copper/inner',
      'copper/bottom',
    ]);
  });

  it('reads PADS CAM documents named for their layer (Top.pho, Layer2.pho, Solder Mask Top.pho …)', () => {
    const names = [
      'Top.pho',
      'Layer2.pho',
      'Layer3.pho',
      'Bottom.pho',
      'Silkscreen Top.pho',
      'Solder Mask Bottom.pho',
      'Paste Mask Top.pho',
      'Drill Drawing Through.pho',
    ];
    expect(roles([...names.map((n) => file(n)), file('NC Drill Through.drl', DRILL)])).toEqual([
      'copper/top',
      'copper/inner',
      'copper/inner',
      'copper/bottom',
      'silkscreen/top',
      'soldermask/bottom',
      'solderpaste/top',
      'drawing/null',
      'drill/all',
    ]);
    expect(identifyFiles([file('Top.pho'), file('Bottom.pho')]).map((f) => f.how)).toEqual([
      expect.stringMatching(/PADS|Siemens/),
      expect.stringMatching(/PADS|Siemens/),
    ]);
  });

  it('reads Zuken CR-5000/CR-8000 photo-plot output (A/B sides, .fph films, .fdr drill, parameter files no layers) and CADSTAR names', () => {
    const zuken = identifyFiles([
      file('board_RESIST-A.fph'),
      file('board_RESIST-B.fph'),
      file('board_SYMBOL-A.fph'),
      file('board_SILK-B.fph'),
      file('board_METALMASK-A.fph'),
      file('board_L1.fph'),
      file('board.fdr', DRILL),
      file('board.fpl', 'APERTURE TABLE\nD10 ROUND 0.2\n'),
      file('board.fdl', 'DRILL PARAMETER\nT1 0.3\n'),
    ]);
    expect(zuken.map((f) => `${f.role}/${f.side}`)).toEqual([
      'soldermask/top',
      'soldermask/bottom',
      'silkscreen/top',
      'silkscreen/bottom',
      'solderpaste/top',
      'copper/inner',
      'drill/all',
      'unknown/null',
      'unknown/null',
    ]);
    expect(zuken[0]?.how).toMatch(/Zuken/);
    // CADSTAR layer names: "Elec" layers are copper, "Solder Resist" the mask, "Inner 1" an inner copper.
    expect(
      roles([
        file('Top Elec.gbr'),
        file('Inner 1.gbr'),
        file('Bottom Elec.gbr'),
        file('Bottom Solder Resist.gbr'),
        file('Symbol Top.gbr'),
      ]),
    ).toEqual(['copper/top', 'copper/inner', 'copper/bottom', 'soldermask/bottom', 'silkscreen/top']);
  });

  it('reads drill spans from names, drill files without M48, route files, netlists and nc_param.txt', () => {
    const headerless =
      ';LEADER: 12\n;T01 Holesize 1. = 12.000000 Tolerance = +0/-0 PLATED MILS Quantity = 1\n%\nG90\nT01\nX004450Y000200\nM30\n';
    const route = '%\nG90\nT01\nG00X029100Y011200\nM15\nG01X029100Y013600\nM16\nM30\n';
    const found = identifyFiles([
      file('ncdrill-1-4.drl', headerless),
      file('arena_12-12_v6_L1-L6.drl', DRILL),
      file('board.rou', route),
      file(
        'board.ipc',
        'P  JOB   x\nP  UNITS CUST 0\n317GND            U1    -1    D0450PA00X+031400Y+018650X0650Y0650R270 S3\n999\n',
      ),
      file('nc_param.txt', 'INTEGER-PLACES         2\nDECIMAL-PLACES         4\nOUTPUT-UNITS           ENGLISH\n'),
    ]);
    expect(found.map((f) => `${f.role}/${f.format}`)).toEqual([
      'drill/excellon',
      'drill/excellon',
      'drill/excellon',
      'unknown/other',
      'unknown/other',
    ]);
    expect(found.map((f) => f.span)).toEqual([{ from: 1, to: 4 }, { from: 1, to: 6 }, undefined, undefined, undefined]);
    expect(found[3]?.how).toMatch(/IPC-D-356/);
    expect(found[4]?.how).toMatch(/NC drill parameters/);
  });

  it("lets a person's correction win over everything", () => {
    const found = identifyFiles(
      [file('x.GTL'), file('mystery.gbr')],
      [{ name: 'mystery.gbr', role: 'copper', side: 'bottom' }],
    );
    expect(found.map((f) => `${f.role}/${f.side}/${f.identifiedBy}`)).toEqual([
      'copper/top/file-name',
      'copper/bottom/manual',
    ]);
  });

  it('keeps the lowest Altium mechanical layer as the outline and the others as drawings', () => {
    expect(roles([file('b.GM1'), file('b.GM14'), file('b.GM15')])).toEqual([
      'outline/all',
      'drawing/null',
      'drawing/null',
    ]);
  });
});
