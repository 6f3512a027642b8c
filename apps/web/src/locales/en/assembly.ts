export default {
  title: 'Stencil and assembly (PCBA)',
  needGerber: 'Drop the board’s Gerber files to price a stencil and its assembly.',
  note:
    'The SMD pads and parts are counted from the paste layers (pads grouped into parts by shape and position; ' +
    'a BOM gives the exact parts), through-hole joints from the plated holes. ' +
    'Parts are supplied by you or sourced by the factory at a price it enters when it reviews the inquiry.',
  stencil: { want: 'Price a stencil', title: 'Stencil', framed: 'Framed', frameless: 'Frameless' },
  assembly: {
    want: 'Price the assembly',
    title: 'Assembly',
    boards: 'Boards to assemble',
    customer: 'Parts supplied by me',
    factory: 'Parts sourced by the factory (priced at review)',
    perBoard: '{{price}} {{currency}} per board for {{boards}} boards',
  },
  files: { bom: 'Attach BOM (CSV / xlsx)', pnp: 'Attach pick-and-place (CSV)', remove: 'Remove' },
  lines: { item: 'Item', how: 'How it is priced', amount: 'Amount', total: 'Total' },
  codes: {
    STENCIL: 'Stencil',
    SETUP: 'Set-up',
    SIDES: 'Sides',
    SMD: 'SMD joints',
    THT: 'Through-hole joints',
    UNIQUE_PARTS: 'Unique parts',
    PARTS: 'Parts',
    MINIMUM: 'Minimum order',
  },
  check: {
    gerber: 'From the Gerber',
    gerberCounts:
      'Top {{topPads}} pads / {{topParts}} parts, bottom {{bottomPads}} pads / {{bottomParts}} parts, {{tht}} through-hole joints',
    fromMask: '(no paste layer: counted on the solder-mask openings)',
    bom: 'BOM',
    bomCounts: '{{name}}: {{parts}} parts, {{unique}} unique',
    pnp: 'Pick-and-place',
    pnpCounts: '{{name}}: top {{top}}, bottom {{bottom}}',
    none: 'not attached',
    fileErrors: 'Rows that could not be read',
  },
  settings: {
    title: 'Stencil and assembly prices',
    note:
      'The instant-quote page prices stencils and assembly with these tables: ' +
      'per side with paste, the cheapest stencil of the chosen kind whose paste area holds it; ' +
      'assembly as set-up + sides + joints + unique parts, raised to the minimum.',
    saved: 'Stencil and assembly prices saved',
    add: 'Add a stencil',
    save: 'Save',
    remove: 'Remove',
    fields: {
      currency: 'Currency',
      setupFee: 'Set-up fee',
      perSide: 'Per side',
      smdJoint: 'Per SMD joint',
      thtJoint: 'Per through-hole joint',
      uniquePart: 'Per unique part',
      minimum: 'Minimum order',
    },
    stencil: {
      kind: 'Kind',
      widthMm: 'Width (mm)',
      heightMm: 'Height (mm)',
      usableWidthMm: 'Paste area width (mm)',
      usableHeightMm: 'Paste area height (mm)',
      price: 'Price',
    },
  },
};
