/** The supplier master and potential suppliers (issue 19). */
export default {
  "status": {
    "potential": "Potencial",
    "evaluating": "En evaluación",
    "approved": "Aprobado",
    "rejected": "Rechazado",
    "suspended": "Suspendido"
  },
  "expiry": {
    "valid": "Vigente",
    "expiring": "Caduca en 30 días",
    "expired": "Caducado",
    "open_ended": "Sin caducidad"
  },
  "action": {
    "new": "Nuevo proveedor potencial",
    "edit": "Editar",
    "save": "Guardar",
    "export": "Exportar a Excel",
    "evaluate": "Iniciar evaluación",
    "evaluateNow": "Evaluar y decidir",
    "reconsider": "Reconsiderar",
    "suspend": "Suspender",
    "reinstate": "Rehabilitar",
    "addDocument": "Añadir documento",
    "removeDocument": "Eliminar",
    "addContact": "Añadir contacto",
    "removeContact": "Quitar contacto"
  },
  "done": {
    "created": "Proveedor {{no}} registrado como potencial",
    "saved": "Proveedor {{no}} guardado",
    "documentAdded": "Documento añadido",
    "approve": "Aprobado con {{total}} puntos",
    "reject": "Rechazado con {{total}} puntos",
    "evaluate": "Evaluación iniciada",
    "reconsider": "De nuevo entre los potenciales",
    "suspend": "Proveedor suspendido",
    "reinstate": "Proveedor rehabilitado"
  },
  "column": {
    "supplierNo": "N.º de proveedor",
    "name": "Nombre",
    "shortName": "Nombre corto",
    "status": "Estado",
    "enterprise": "Empresa en la plataforma",
    "factory": "Cliente (fábrica)",
    "contact": "Contacto",
    "contacts": "Contactos",
    "role": "Cargo",
    "phone": "Teléfono",
    "email": "Correo",
    "categories": "Categorías suministradas",
    "paymentTerms": "Condiciones de pago",
    "currency": "Moneda",
    "taxNo": "Número fiscal",
    "bankName": "Banco",
    "bankAccount": "Cuenta bancaria",
    "address": "Dirección",
    "rating": "Calificación",
    "note": "Observación",
    "documents": "Documentos de cualificación",
    "statusReason": "Motivo"
  },
  "category": {
    "laminate": "Laminado cobreado",
    "prepreg": "Preimpregnado",
    "copper_foil": "Lámina de cobre",
    "solder_mask": "Tinta de máscara",
    "dry_film": "Película seca",
    "chemicals": "Químicos",
    "drill_bits": "Brocas",
    "gold_salts": "Sales de oro",
    "packaging": "Embalaje",
    "outsourcing": "Procesos subcontratados",
    "equipment": "Equipos y repuestos",
    "other": "Otros"
  },
  "paymentTerm": {
    "prepaid": "Pago anticipado",
    "cash_on_delivery": "Contra entrega",
    "net_30": "30 días netos",
    "net_60": "60 días netos",
    "monthly_30": "Fin de mes + 30 días",
    "monthly_60": "Fin de mes + 60 días",
    "monthly_90": "Fin de mes + 90 días"
  },
  "kind": {
    "business_licence": "Licencia comercial",
    "iso_9001": "ISO 9001",
    "iso_14001": "ISO 14001",
    "iatf_16949": "IATF 16949",
    "ul": "Certificado UL",
    "rohs_reach": "Informe RoHS / REACH",
    "tax_registration": "Registro fiscal",
    "other": "Otro"
  },
  "criteria": {
    "quality": "Calidad",
    "delivery": "Entrega",
    "price": "Precio",
    "service": "Servicio",
    "capability": "Capacidad"
  },
  "decision": {
    "label": "Decisión",
    "approve": "Aprobar",
    "reject": "Rechazar"
  },
  "document": {
    "kind": "Documento",
    "title": "Título",
    "documentNo": "Número de documento",
    "issuedOn": "Fecha de emisión",
    "expiresOn": "Fecha de caducidad",
    "expiresHint": "Vacío si el documento no caduca"
  },
  "filter": {
    "status": "Todos los estados",
    "category": "Todas las categorías",
    "expiry": "Caducidad de documentos"
  },
  "search": "Número, nombre, NIF, contacto",
  "required": "Obligatorio",
  "enterpriseHint": "La empresa proveedora en la plataforma: podrá leer esta ficha y recibir órdenes de compra",
  "notLinked": "No está en la plataforma",
  "documentsSummary": "{{expired}} caducados, {{expiring}} por caducar",
  "chooseSupplier": "Abra un proveedor desde la lista",
  "evaluations": "Evaluaciones",
  "evaluatedAt": "Fecha de evaluación",
  "evaluator": "Evaluador",
  "total": "Total ponderado: {{total}} (mínimo {{mark}})",
  "totalColumn": "Total",
  "reason": "Motivo",
  "log": "Registro de operaciones"
};
