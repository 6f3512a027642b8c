/** Supplier fees, statements and invoices (issue 19). */
export default {
  "all": "Todos",
  "export": "Exportar a Excel",
  "required": "Obligatorio",
  "log": "Registro de operaciones",
  "field": {
    "feeNo": "N.º de cargo",
    "orderNo": "N.º de orden",
    "supplier": "Proveedor",
    "factory": "Comprador",
    "kind": "Tipo",
    "description": "Descripción",
    "status": "Estado",
    "proposedOn": "Propuesto el",
    "acceptedOn": "Aceptado el",
    "amount": "Importe con impuestos",
    "taxRate": "Impuesto %",
    "reason": "Motivo",
    "statementNo": "N.º de estado",
    "period": "Periodo",
    "version": "Versión",
    "receipts": "Recepciones",
    "returns": "Devoluciones",
    "fees": "Cargos",
    "adjustment": "Ajuste",
    "adjustmentReason": "Motivo del ajuste",
    "total": "Total",
    "note": "Observación",
    "date": "Fecha",
    "source": "Origen",
    "quantity": "Cantidad",
    "unitPrice": "Precio con impuestos",
    "disputeReason": "Objeción del proveedor",
    "invoiceNo": "N.º de factura",
    "supplierInvoiceNo": "N.º de factura fiscal",
    "invoiceDate": "Fecha de factura",
    "goods": "Mercancías",
    "tax": "Impuesto",
    "currency": "Moneda"
  },
  "fee": {
    "status": {
      "proposed": "Propuesto",
      "accepted": "Aceptado",
      "rejected": "Rechazado",
      "withdrawn": "Retirado"
    },
    "kind": {
      "tooling": "Utillaje",
      "freight": "Flete",
      "expediting": "Urgencia",
      "other": "Otro"
    },
    "new": "Proponer un cargo",
    "propose": "Proponer",
    "proposed": "Cargo {{no}} propuesto",
    "choose": "Abra un cargo de la lista"
  },
  "statement": {
    "status": {
      "issued": "Pendiente del proveedor",
      "confirmed": "Confirmado",
      "disputed": "Discutido"
    },
    "new": "Emitir un estado",
    "issued": "Estado {{no}} emitido",
    "currencyHint": "Un estado por moneda: solo se suman las órdenes y cargos del mes en esta moneda (se propone la moneda del proveedor)",
    "choose": "Abra un estado de la lista",
    "lines": "Líneas",
    "history": "Versiones anteriores",
    "pickLines": "Marque al menos una línea que discute",
    "adjustmentHelp": "Positivo: se debe más al proveedor; negativo: menos"
  },
  "invoice": {
    "status": {
      "submitted": "Pendiente de la fábrica",
      "accepted": "Aceptada",
      "rejected": "Rechazada"
    },
    "new": "Nueva factura",
    "submit": "Presentar factura",
    "submitted": "Factura {{no}} presentada",
    "help": "Cada línea empieza con lo que aún puede facturarse al precio del pedido; más de lo recibido neto de devoluciones se rechaza.",
    "basis": "pedido {{ordered}} {{unit}} @ {{price}}, recibido {{received}}, facturado {{invoiced}}, quedan {{invoiceable}}",
    "includeFees": "Facturar los cargos y el ajuste del estado ({{amount}})"
  },
  "action": {
    "accept": "Aceptar",
    "reject": "Rechazar",
    "withdraw": "Retirar",
    "confirm": "Confirmar",
    "dispute": "Discutir",
    "reissue": "Reemitir"
  },
  "done": {
    "accept": "Aceptado",
    "reject": "Rechazado",
    "withdraw": "Retirado",
    "confirm": "Confirmado",
    "dispute": "Objeción enviada",
    "reissue": "Reemitido"
  },
  "line": {
    "receipt": "Recepción",
    "return": "Devolución",
    "fee": "Cargo",
    "adjustment": "Ajuste"
  },
  "match": {
    "ordered": "Pedido",
    "received": "Recibido neto de devoluciones",
    "invoiced": "Facturado",
    "quantityVsReceived": "Cantidad frente a recibido",
    "priceDifference": "Diferencia de precio",
    "amountDifference": "Diferencia de importe",
    "result": "Conciliación",
    "matched": "Coincide",
    "partial": "Facturado en parte",
    "price_difference": "Precio distinto",
    "over_received": "Supera lo recibido"
  }
};
