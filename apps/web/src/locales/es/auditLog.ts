/** El registro de auditoría (/audit-log): quién hizo qué a qué registro. */
export default {
  recordSearch: 'Id. o número del registro',
  actorSearch: 'Persona (nombre, teléfono, correo)',
  export: 'Exportar a Excel',
  verify: 'Comprobar la cadena',
  refresh: 'Actualizar',
  platform: 'Plataforma',
  intact: 'El registro está íntegro: {{rows}} filas en {{chains}} cadenas, ninguna cambiada ni eliminada.',
  broken: 'El registro fue manipulado:',
  field: {
    at: 'Fecha y hora',
    enterprise: 'Empresa',
    actor: 'Persona',
    ip: 'Dirección',
    entity: 'Tipo de registro',
    record: 'Registro',
    action: 'Acción',
    changes: 'Antes → después',
  },
};
