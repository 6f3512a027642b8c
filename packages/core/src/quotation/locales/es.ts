import type { en } from './en.js';

export const es: Record<keyof typeof en, string> = {
  'cost.materials': 'Materiales: {count} líneas, {amount} por m²',
  'cost.processes': 'Procesos: {count} pasos, {amount} por m²',
  'cost.perM2': 'Coste por m² = materiales {materials} + procesos {processes} = {amount}',
  'cost.area':
    'Panel {width} × {height} {unit} = {pnlM2} m², {pcsPerPanel} PCS por PNL → {pcsM2} m² por PCS; {quantity} PCS = {orderM2} m²',
  'cost.perUnit': 'Coste por PCS {perPcs}, por ft² {perFt2}, por PNL {perPnl}',
  'cost.base': 'Coste base = {perM2} por m² × {orderM2} m² = {amount}',
  'cost.scrap': 'Merma {rate} % (base {base} %) de {of} = {amount}',
  'cost.grossMargin': 'Margen bruto {rate} % (base {base} %): {of} ÷ (1 − {rate} %) − {of} = {amount}',
  'cost.business': 'Tasa comercial {rate} % de {of} = {amount}',
  'cost.tax': 'Impuesto {rate} % de {of} = {amount}',
  'cost.total':
    'Importe = {amount} {currency} (suma exacta redondeada una vez; diferencia {difference} en la línea de impuesto)',
  'cost.marginal':
    'Coste marginal = coste base + merma = {cost}; margen = importe sin impuesto {net} − coste marginal = {margin} ({rate} %)',
  'cost.exchange': 'En {original}: {amount} ÷ {rate} = {converted}',
  'cost.unitPrice': 'Precio por PCS {perPcs}, por m² {perM2}',

  'material.required': 'Primero elija un material.',
  'material.duplicate': 'El material {materialNo} ya se ha añadido.',
  'material.adjustedTooHigh': 'El precio ajustado no puede superar el precio unitario con impuestos.',
  'material.coefficientNegative': 'El coeficiente no puede ser negativo.',
  'material.priceInvalid': '{field} debe ser un número no menor que 0.',
  'process.serialRequired': 'El número de orden es obligatorio.',
  'process.typeRequired': 'El tipo de proceso es obligatorio.',
  'process.procedureRequired': 'El procedimiento es obligatorio.',
  'process.difficultyRequired': 'El coeficiente de dificultad es obligatorio.',
  'process.timesRequired': 'Las veces de procesado son obligatorias.',
  'process.serialDuplicate': 'El número de orden {serialNo} está repetido.',
  'process.numberInvalid': '{field} debe ser un número.',
  'quotation.numberRequired': 'El número de cotización no puede estar vacío.',
  'quotation.currencyRequired': 'Debe elegir una moneda.',
  'quotation.gerberRequired': 'Debe elegir un archivo Gerber.',
  'quotation.rateInvalid': '{field} debe estar entre 0 y 100.',
  'quotation.marginTooHigh': 'El margen bruto debe ser inferior al 100 %.',
  'quotation.exchangeRateInvalid': 'El tipo de cambio debe ser mayor que 0.',
  'quotation.panelInvalid': 'El tamaño del panel debe ser mayor que 0.',
};
