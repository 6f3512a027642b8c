import { telephoneProblemTexts } from '@pcbunion/core';

export default {
  appName: 'PCB Union',
  ok: 'Aceptar',
  cancel: 'Cancelar',
  loading: 'Cargando…',
  language: 'Idioma',
  logout: 'Cerrar sesión',
  serviceTimeout: 'La llamada al servicio agotó el tiempo; contacte al administrador',
  serviceFailed: 'La llamada al servicio falló; inténtelo más tarde',
  defaultTitle: 'Plataforma de colaboración de la cadena de suministro',
  quotationPlatform: 'Plataforma de cotización',
  /** A telephone field: a mobile, a landline (spec 01 §5) or an international number (core account/telephone.ts). */
  badTelephone: telephoneProblemTexts.badTelephone['es'],
};
