export default {
  title: 'Plantilla y montaje (PCBA)',
  needGerber: 'Suelte los archivos Gerber de la placa para cotizar una plantilla y su montaje.',
  note:
    'Los pads SMD y los componentes se cuentan en las capas de pasta (pads agrupados en componentes por forma y ' +
    'posición; una BOM da la cifra exacta), las soldaduras de inserción en los taladros metalizados. ' +
    'Los componentes los aporta usted o los compra la fábrica al precio que indique al revisar la consulta.',
  stencil: { want: 'Cotizar una plantilla', title: 'Plantilla', framed: 'Con marco', frameless: 'Sin marco' },
  assembly: {
    want: 'Cotizar el montaje',
    title: 'Montaje',
    boards: 'Placas a montar',
    customer: 'Aporto los componentes',
    factory: 'Los compra la fábrica (precio al revisar)',
    perBoard: '{{price}} {{currency}} por placa para {{boards}} placas',
  },
  files: { bom: 'Adjuntar BOM (CSV / xlsx)', pnp: 'Adjuntar colocación (CSV)', remove: 'Quitar' },
  lines: { item: 'Concepto', how: 'Cómo se calcula', amount: 'Importe', total: 'Total' },
  codes: {
    STENCIL: 'Plantilla',
    SETUP: 'Preparación',
    SIDES: 'Caras',
    SMD: 'Soldaduras SMD',
    THT: 'Soldaduras de inserción',
    UNIQUE_PARTS: 'Referencias distintas',
    PARTS: 'Componentes',
    MINIMUM: 'Pedido mínimo',
  },
  check: {
    gerber: 'Según el Gerber',
    gerberCounts:
      'Superior {{topPads}} pads / {{topParts}} componentes, inferior {{bottomPads}} pads / {{bottomParts}} componentes, {{tht}} soldaduras de inserción',
    fromMask: '(sin capa de pasta: contado en las aberturas de la máscara)',
    bom: 'BOM',
    bomCounts: '{{name}}: {{parts}} componentes, {{unique}} distintos',
    pnp: 'Colocación',
    pnpCounts: '{{name}}: superior {{top}}, inferior {{bottom}}',
    none: 'no adjunto',
    fileErrors: 'Filas que no se pudieron leer',
  },
  settings: {
    title: 'Precios de plantilla y montaje',
    note:
      'La página de cotización instantánea usa estas tablas: por cara con pasta, ' +
      'la plantilla más barata del tipo elegido que la cubre; el montaje como preparación + caras + soldaduras + ' +
      'referencias distintas, elevado al mínimo.',
    saved: 'Precios de plantilla y montaje guardados',
    add: 'Añadir plantilla',
    save: 'Guardar',
    remove: 'Quitar',
    fields: {
      currency: 'Moneda',
      setupFee: 'Preparación',
      perSide: 'Por cara',
      smdJoint: 'Por soldadura SMD',
      thtJoint: 'Por soldadura de inserción',
      uniquePart: 'Por referencia distinta',
      minimum: 'Pedido mínimo',
    },
    stencil: {
      kind: 'Tipo',
      widthMm: 'Ancho (mm)',
      heightMm: 'Alto (mm)',
      usableWidthMm: 'Ancho del área de pasta (mm)',
      usableHeightMm: 'Alto del área de pasta (mm)',
      price: 'Precio',
    },
  },
};
