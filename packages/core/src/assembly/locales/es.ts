import type { assemblyMessagesEn } from './en.js';

export const assemblyMessagesEs: Record<keyof typeof assemblyMessagesEn, string> = {
  'line.stencilFramed':
    'Plantilla con marco para la cara {side}: {width} × {height} mm (área de pasta hasta {usableWidth} × {usableHeight} mm; ' +
    'la pasta ocupa {extentWidth} × {extentHeight} mm), la más barata que cabe: {amount}',
  'line.stencilFrameless':
    'Plantilla sin marco para la cara {side}: {width} × {height} mm (área de pasta hasta {usableWidth} × {usableHeight} mm; ' +
    'la pasta ocupa {extentWidth} × {extentHeight} mm), la más barata que cabe: {amount}',
  'line.setup': 'Gastos de preparación (programación de la línea, primera pieza): {amount}',
  'line.sides': '{sides} cara(s) montada(s) ({names}) × {price} por cara = {amount}',
  'line.smd': '{pads} soldaduras SMD por placa × {boards} placas = {joints} soldaduras × {price} = {amount}',
  'line.tht': '{joints} soldaduras de inserción por placa × {boards} placas = {total} soldaduras × {price} = {amount}',
  'line.uniqueBom': '{count} referencias distintas (números de pieza de la BOM) × {price} = {amount}',
  'line.uniqueGerber':
    '{count} referencias distintas estimadas del Gerber (patrones de pads distintos; una BOM da el número real) × {price} = {amount}',
  'line.partsCustomer': 'Componentes: los aporta el cliente, sin cargo: {amount}',
  'line.partsFactory':
    'Componentes: los compra la fábrica y los cotiza al revisar la consulta (fuera de este total): {amount}',
  'line.minimum': 'Elevado al pedido mínimo {minimum} (las líneas anteriores suman {subtotal}): {amount}',
  'stencil.noPaste':
    'El Gerber no tiene aberturas de pasta (ni capa de pasta ni pads SMD), así que no se puede cotizar una plantilla.',
  'stencil.tooLarge':
    'Ninguna plantilla {kind} de esta fábrica cubre la pasta de la cara {side}, {width} × {height} mm.',
  'stencil.noKind': 'Esta fábrica no vende plantillas {kind}.',
  'assembly.boards': 'El número de placas debe ser un entero de al menos 1.',
  'assembly.nothing': 'El Gerber no tiene pads SMD ni soldaduras de inserción que montar.',
  'bom.noHeader': 'No se encontró la fila de encabezado: la BOM necesita columnas como {columns}.',
  'bom.badRange': 'Fila {row}: no se puede leer el rango de designadores «{value}».',
  'bom.badQuantity': 'Fila {row}, columna cantidad: «{value}» no es un entero de al menos 1.',
  'bom.noDesignator': 'Fila {row}: sin designador ni cantidad.',
  'pnp.noHeader': 'No se encontró la fila de encabezado: el archivo de colocación necesita columnas como {columns}.',
  'pnp.noDesignator': 'Fila {row}: sin designador.',
  'pnp.badValue': 'Fila {row}, columna {column}: no se puede leer «{value}».',
  'pnp.duplicate': 'Fila {row}: {designator} se coloca por segunda vez.',
  'file.unreadable': 'El archivo {name} no se puede leer como CSV ni xlsx.',
  'check.bomQuantity': 'Fila {row}: cantidad {quantity} pero {designators} designadores.',
  'check.bomPnpAgree': 'La BOM y el archivo de colocación coinciden: {count} componentes.',
  'check.bomPnpTotals': 'La BOM lista {bom} componentes; el archivo de colocación coloca {pnp}.',
  'check.notPlaced': '{count} designador(es) de la BOM no están en el archivo de colocación: {names}.',
  'check.notListed': '{count} designador(es) colocados no están en la BOM: {names}.',
  'check.pnpGerberAgree': 'Cara {side}: {pnp} colocaciones, {gerber} componentes hallados en los pads del Gerber.',
  'check.pnpGerber':
    'Cara {side}: {pnp} colocaciones pero {gerber} componentes hallados en los pads del Gerber (diferencia {difference}; ' +
    'las colocaciones incluyen piezas de inserción, la cifra del Gerber es una estimación).',
  'check.bomGerberAgree': 'BOM: {bom} componentes; {gerber} hallados en los pads del Gerber.',
  'check.bomGerber':
    'La BOM lista {bom} componentes pero se hallaron {gerber} en los pads del Gerber (diferencia {difference}; ' +
    'la BOM incluye piezas de inserción, la cifra del Gerber es una estimación).',
  'word.top': 'superior',
  'word.bottom': 'inferior',
  'word.framed': 'con marco',
  'word.frameless': 'sin marco',
};
