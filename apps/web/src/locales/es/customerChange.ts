/** Cambios de ingeniería del cliente (issue 20). */
export default {
  "new": "Pedir un cambio",
  "refresh": "Actualizar",
  "export": "Exportar a Excel",
  "required": "Obligatorio",
  "none": "No existe ese cambio",
  "back": "Volver a la lista",
  "log": "Registro",
  "upload": "Adjuntar archivos",
  "created": "Cambio {{no}} enviado a la fábrica",
  "askSomething": "Indique al menos una: revisión, archivos, cantidad o fecha",
  "amountHint": "En yuanes; negativo si el cambio cuesta menos",
  "saleNotices": "Avisos de venta del pedido",
  "field": {
    "no": "N.º de cambio",
    "customer": "Cliente",
    "factory": "Fábrica",
    "orderNo": "Pedido",
    "what": "Pedido de cambio",
    "description": "Qué cambia y por qué",
    "newRevision": "Nueva revisión",
    "newQuantity": "Nueva cantidad",
    "newDate": "Fecha solicitada",
    "files": "Archivos",
    "amountDelta": "Impacto en precio",
    "impactDate": "Nueva fecha de entrega",
    "impactNote": "Nota del impacto",
    "rejectReason": "Motivo del rechazo",
    "status": "Estado",
    "createdAt": "Pedido el",
    "saleNoticeNo": "Aviso de venta",
    "partNo": "N.º de pieza del cliente",
    "revision": "Revisión",
    "quantity": "Cantidad",
    "deliveryDate": "Fecha de entrega"
  },
  "status": {
    "submitted": "Pendiente de la fábrica",
    "offered": "Pendiente del cliente",
    "accepted": "Aceptado",
    "rejected": "Rechazado",
    "withdrawn": "Retirado"
  },
  "action": {
    "offer": "Aceptar con impacto",
    "reject": "Rechazar",
    "accept": "Aceptar el impacto",
    "withdraw": "Retirar"
  },
  "done": {
    "offer": "Impacto enviado al cliente",
    "reject": "Rechazado",
    "accept": "Aceptado: el pedido cambió",
    "withdraw": "Retirado"
  }
};
