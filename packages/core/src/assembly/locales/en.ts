/** English texts of the stencil and assembly quote; the other languages have exactly these keys. */
export const assemblyMessagesEn = {
  'line.stencilFramed':
    'Framed stencil for the {side}: {width} × {height} mm (paste area up to {usableWidth} × {usableHeight} mm ' +
    'holds the paste extent {extentWidth} × {extentHeight} mm), the cheapest that fits: {amount}',
  'line.stencilFrameless':
    'Frameless stencil for the {side}: {width} × {height} mm (paste area up to {usableWidth} × {usableHeight} mm ' +
    'holds the paste extent {extentWidth} × {extentHeight} mm), the cheapest that fits: {amount}',
  'line.setup': 'Set-up fee (programming the line, first article): {amount}',
  'line.sides': '{sides} side(s) assembled ({names}) × {price} per side = {amount}',
  'line.smd': '{pads} SMD joints per board × {boards} boards = {joints} joints × {price} = {amount}',
  'line.tht': '{joints} through-hole joints per board × {boards} boards = {total} joints × {price} = {amount}',
  'line.uniqueBom': '{count} unique parts (part numbers in the BOM) × {price} = {amount}',
  'line.uniqueGerber':
    '{count} unique parts estimated from the Gerber (distinct pad patterns; a BOM gives the real number) × {price} = {amount}',
  'line.partsCustomer': 'Parts: customer supplied, not charged: {amount}',
  'line.partsFactory':
    'Parts: sourced by the factory, priced when it reviews the inquiry (not in this total): {amount}',
  'line.minimum': 'Raised to the minimum order {minimum} (the lines above come to {subtotal}): {amount}',
  'stencil.noPaste':
    'The Gerber has no paste openings (no paste file and no SMD pads found), so no stencil can be priced.',
  'stencil.tooLarge': 'No {kind} stencil of this factory holds the {side} paste extent {width} × {height} mm.',
  'stencil.noKind': 'This factory sells no {kind} stencil.',
  'assembly.boards': 'The number of boards must be a whole number of at least 1.',
  'assembly.nothing': 'The Gerber has neither SMD pads nor through-hole joints to assemble.',
  'bom.noHeader': 'No header row found: the BOM needs columns such as {columns}.',
  'bom.badRange': 'Row {row}: the designator range "{value}" cannot be read.',
  'bom.badQuantity': 'Row {row}, column quantity: "{value}" is not a whole number of at least 1.',
  'bom.noDesignator': 'Row {row}: no designator and no quantity.',
  'pnp.noHeader': 'No header row found: the placement file needs columns such as {columns}.',
  'pnp.noDesignator': 'Row {row}: no designator.',
  'pnp.badValue': 'Row {row}, column {column}: "{value}" cannot be read.',
  'pnp.duplicate': 'Row {row}: {designator} is placed a second time.',
  'file.unreadable': 'The file {name} cannot be read as CSV or xlsx.',
  'check.bomQuantity': 'Row {row}: quantity {quantity} but {designators} designators.',
  'check.bomPnpAgree': 'BOM and placement file agree: {count} parts.',
  'check.bomPnpTotals': 'The BOM lists {bom} parts, the placement file places {pnp}.',
  'check.notPlaced': '{count} designator(s) of the BOM are not in the placement file: {names}.',
  'check.notListed': '{count} placed designator(s) are not in the BOM: {names}.',
  'check.pnpGerberAgree': '{side}: {pnp} placements, {gerber} parts found on the Gerber pads.',
  'check.pnpGerber':
    '{side}: {pnp} placements but {gerber} parts found on the Gerber pads ' +
    '(difference {difference}; placements include through-hole parts, the Gerber count is an estimate).',
  'check.bomGerberAgree': 'BOM: {bom} parts; {gerber} parts found on the Gerber pads.',
  'check.bomGerber':
    'The BOM lists {bom} parts but {gerber} were found on the Gerber pads ' +
    '(difference {difference}; the BOM includes through-hole parts, the Gerber count is an estimate).',
  'word.top': 'top',
  'word.bottom': 'bottom',
  'word.framed': 'framed',
  'word.frameless': 'frameless',
} as const;
