export default {
  table: {
    selectOne: 'Seleccione un registro',
    summary: 'Total',
    total: '{{total}} registros en total',
  },
  upload: {
    add: 'Subir',
    badType: 'Solo se pueden subir imágenes JPG o PNG',
    tooLarge: 'La imagen no puede superar los 500 kB',
  },
  reveal: {
    button: 'Mostrar completo',
    title: 'Mostrar el número completo',
    hint: 'Introduzca su contraseña para ver el número completo. Solo se muestra aquí, hasta que cierre este diálogo.',
    password: 'Contraseña',
    show: 'Mostrar',
    close: 'Cerrar',
  },
};
