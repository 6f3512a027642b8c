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
};
