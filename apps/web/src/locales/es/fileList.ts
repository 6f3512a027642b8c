/** Los archivos de la empresa en todos los módulos (/file-list). */
export default {
  title: 'Archivos',
  intro: 'Todos los archivos que subió su empresa, vengan de la pantalla que vengan.',
  signInFirst: 'Inicie sesión para ver los archivos de su empresa.',
  signIn: 'Iniciar sesión',
  keyword: 'Nombre del archivo',
  search: 'Buscar',
  refresh: 'Actualizar',
  preview: 'Vista previa',
  download: 'Descargar',
  noPreview: 'Este tipo de archivo no se puede mostrar aquí; descárguelo.',
  close: 'Cerrar',
  export: 'Exportar a Excel',
  field: { name: 'Nombre del archivo', module: 'Módulo', kind: 'Clase', type: 'Tipo', size: 'Tamaño', uploadedBy: 'Subido por', createdAt: 'Subido el' },
  module: { gerber: 'Archivos Gerber', 'work-order': 'Órdenes de trabajo', profile: 'Perfil personal', member: 'Datos de miembro', staff: 'Personal', other: 'Otros' },
  kind: { file: 'Archivo', image: 'Imagen' },
};
