/** Production transfers (outsourcing) between factories (issue 20). */
export default {
  new: 'Nuevo traspaso de producción',
  send: 'Enviar a la fábrica',
  export: 'Exportar a Excel',
  refresh: 'Actualizar',
  required: 'Obligatorio',
  none: 'No existe ese traspaso',
  back: 'Volver a la lista',
  log: 'Registro de operaciones',
  created: 'Traspaso {{no}} enviado a la fábrica receptora',
  factoryHint: 'Número de empresa de la otra fábrica, p. ej. E0004',
  orderNote:
    'El pedido sigue con la fábrica que lo aceptó (precio, pago y estados no cambian); ' +
    'la receptora lo produce por su cuenta y el cliente recibe un aviso al aceptarlo.',
  field: {
    no: 'N.º de traspaso',
    orderNo: 'Pedido',
    customer: 'Cliente',
    from: 'Fábrica emisora',
    to: 'Fábrica receptora',
    toFactoryNo: 'Fábrica receptora (n.º de empresa)',
    quantity: 'Cantidad (uds.)',
    dueDate: 'Fecha requerida',
    status: 'Estado',
    createdAt: 'Creado',
    reason: 'Motivo',
    answerReason: 'Motivo del rechazo',
    direction: 'Dirección',
  },
  status: {
    pending: 'Pendiente de la receptora',
    accepted: 'Aceptado',
    declined: 'Rechazado',
    withdrawn: 'Retirado',
  },
  direction: {
    out: 'Enviados',
    in: 'Recibidos',
  },
  action: {
    accept: 'Aceptar',
    decline: 'Rechazar',
    withdraw: 'Retirar',
  },
  done: {
    accept: 'Aceptado: se avisa al cliente',
    decline: 'Rechazado',
    withdraw: 'Retirado',
  },
};
