export default {
  title: 'Mesa de colaboración',
  welcome: 'Bienvenido, {{name}}',
  enterpriseLabel: 'Empresa',
  expiryLabel: 'Fecha de vencimiento del sistema',
  noExpiry: 'Sin fecha de vencimiento',
  yourAreas: 'Sus áreas de hoy',
  noAreas: 'Aún no tiene áreas asignadas.',
  unreadMessages: 'Mensajes sin leer',
  openBiddings: 'Avisos de licitación abiertos',
  recentMessages: 'Mensajes recientes',
  allMessages: 'Todos los mensajes',
  noMessages: 'Aún no hay mensajes',
};
