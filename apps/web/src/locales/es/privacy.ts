/** «Mis datos» en el perfil personal: descargar mis datos, eliminar mi cuenta (issue 33). */
export default {
  title: 'Mis datos',
  export: {
    title: 'Descargar mis datos',
    intro:
      'Un archivo zip con todo lo que el portal guarda sobre usted: cuenta, perfil, empresas, direcciones, ' +
      'datos de facturación, cuentas bancarias (enmascaradas), extracto del monedero, pedidos, consultas, ' +
      'mensajes, órdenes de trabajo, historial de inicios de sesión y los archivos que subió. El enlace ' +
      'funciona 24 horas.',
    request: 'Preparar mi archivo',
    again: 'Preparar un archivo nuevo',
    requested: 'Estamos preparando su archivo',
    download: 'Descargar el archivo',
    requestedAt: 'Pedido el {{at}}',
    validUntil: 'Enlace válido hasta el {{at}}',
    states: { preparing: 'En preparación', ready: 'Listo', failed: 'Falló', expired: 'Enlace caducado' },
  },
  erase: {
    title: 'Eliminar mi cuenta',
    intro:
      'Se borran sus datos personales y se cierra su sesión en todas partes. Lo que exigen la ley o el libro contable se conserva, anonimizado.',
    open: 'Eliminar mi cuenta…',
    handOver:
      'Es el único administrador de {{enterprises}}: primero nombre administrador a otro empleado en Gestión de personal.',
    erased: 'Se borra',
    kept: 'Se conserva, anonimizado, y por qué',
    count: '{{count}} registros',
    password: 'Contraseña',
    passwordRequired: 'Introduzca su contraseña',
    authenticatorCode: 'Código de su aplicación de autenticación',
    sentCode: 'Código de verificación',
    sentTo: 'Enviado a {{to}}',
    sendCode: 'Enviar código',
    codeSent: 'Código enviado',
    codeRule: 'Introduzca el código de 6 dígitos',
    cancel: 'Cancelar',
    confirm: 'Eliminar mi cuenta definitivamente',
    done: 'Su cuenta se ha eliminado',
  },
};
