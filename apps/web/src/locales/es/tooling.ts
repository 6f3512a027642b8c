/** Tooling made for customers and its transfers between factories (issue 20). */
export default {
  "new": "Nuevo utillaje",
  "newTransfer": "Traspasar un utillaje",
  "export": "Exportar a Excel",
  "refresh": "Actualizar",
  "required": "Obligatorio",
  "none": "No existe ese utillaje o traspaso",
  "back": "Volver a la lista",
  "save": "Guardar",
  "log": "Registro de operaciones",
  "transfers": "Traspasos",
  "created": "Utillaje {{no}} registrado",
  "sent": "Traspaso {{no}} enviado",
  "customerHint": "Número de empresa del cliente en la plataforma, p. ej. E0002",
  "factoryHint": "Número de empresa de la otra fábrica, p. ej. E0004",
  "amortisedOf": "{{used}} de {{over}} {{basis}}",
  "field": {
    "no": "N.º de utillaje",
    "name": "Nombre",
    "kind": "Tipo",
    "customer": "Cliente",
    "customerNo": "Cliente (n.º de empresa)",
    "orderNo": "Pedido",
    "owner": "Propietario",
    "cost": "Coste",
    "remaining": "Pendiente",
    "amortised": "Amortizado",
    "amortisation": "Amortización",
    "amortiseBasis": "Amortizado por",
    "amortiseOver": "Amortizado en",
    "amortisedUnits": "Amortizado hasta ahora",
    "location": "Ubicación",
    "status": "Estado",
    "createdAt": "Creado",
    "factory": "Fábrica titular",
    "transferNo": "N.º de traspaso",
    "from": "Desde",
    "to": "Hacia",
    "toFactoryNo": "Fábrica receptora (n.º de empresa)",
    "toLocation": "Ubicación de destino",
    "note": "Nota",
    "reason": "Motivo",
    "units": "Usado esta vez",
    "direction": "Dirección",
    "sentBy": "Enviado por",
    "signedBy": "Firmado por"
  },
  "status": {
    "active": "Activo",
    "at_other_factory": "En otra fábrica",
    "scrapped": "Dado de baja"
  },
  "transferStatus": {
    "sent": "Pendiente de firma",
    "received": "Recibido",
    "refused": "Rechazado",
    "cancelled": "Cancelado"
  },
  "kind": {
    "test_fixture": "Útil de prueba",
    "stencil": "Plantilla (stencil)",
    "mould": "Molde",
    "other": "Otro"
  },
  "owner": {
    "factory": "Fábrica",
    "customer": "Cliente"
  },
  "basis": {
    "boards": "placas",
    "orders": "pedidos"
  },
  "direction": {
    "out": "Enviados",
    "in": "Recibidos"
  },
  "action": {
    "record_use": "Registrar uso",
    "scrap": "Dar de baja",
    "transfer": "Traspasar a otra fábrica",
    "receive": "Firmar la recepción",
    "refuse": "Rechazar",
    "cancel": "Cancelar el traspaso"
  },
  "done": {
    "record_use": "Uso registrado",
    "scrap": "Dado de baja",
    "receive": "Recepción firmada",
    "refuse": "Rechazado",
    "cancel": "Cancelado"
  }
};
