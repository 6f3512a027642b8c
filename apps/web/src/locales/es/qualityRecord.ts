/** Registros de defectos de calidad (issue 20). */
export default {
  "new": "Informar un problema de calidad",
  "refresh": "Actualizar",
  "export": "Exportar a Excel",
  "required": "Obligatorio",
  "none": "No existe ese registro",
  "back": "Volver a la lista",
  "log": "Registro",
  "answer": "Respuesta 8D de la fábrica",
  "created": "Registro {{no}} enviado a la fábrica",
  "atMost": "Como mucho las {{n}} uds. entregadas en esta línea",
  "field": {
    "no": "N.º de registro",
    "customer": "Cliente",
    "factory": "Fábrica",
    "deliveryNo": "Entrega",
    "deliveryLine": "Línea de entrega",
    "orderNo": "Pedido",
    "partNo": "N.º de pieza del cliente",
    "defectType": "Tipo de defecto",
    "quantity": "Defectuosas / entregadas",
    "lot": "Lote",
    "description": "Descripción",
    "photos": "Fotos",
    "containment": "Contención",
    "rootCause": "Causa raíz",
    "correctiveAction": "Acción correctiva",
    "verification": "Verificación",
    "reopenReason": "Motivo de reapertura",
    "status": "Estado",
    "createdAt": "Presentado el"
  },
  "status": {
    "open": "Pendiente de respuesta",
    "answered": "Respondido",
    "closed": "Cerrado",
    "withdrawn": "Retirado"
  },
  "action": {
    "answer": "Responder (8D)",
    "close": "Cerrar",
    "reopen": "Reabrir",
    "withdraw": "Retirar"
  },
  "done": {
    "answer": "Respuesta enviada al cliente",
    "close": "Cerrado",
    "reopen": "Reabierto",
    "withdraw": "Retirado"
  },
  "defect": {
    "open_circuit": "Circuito abierto",
    "short_circuit": "Cortocircuito",
    "solder_mask": "Máscara de soldadura",
    "silkscreen": "Serigrafía",
    "dimension": "Dimensiones",
    "plating": "Galvanizado",
    "warpage": "Alabeo",
    "contamination": "Contaminación",
    "soldering": "Soldadura",
    "component": "Componente",
    "other": "Otro"
  }
};
