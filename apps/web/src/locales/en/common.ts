import { telephoneProblemTexts } from '@pcbunion/core';

export default {
  appName: 'PCB Union',
  ok: 'OK',
  cancel: 'Cancel',
  loading: 'Loading…',
  language: 'Language',
  logout: 'Log out',
  serviceTimeout: 'Service call timed out, contact the administrator',
  serviceFailed: 'Service call failed, please try again later',
  defaultTitle: 'Supply-chain collaboration platform',
  quotationPlatform: 'Quotation platform',
  /** A telephone field: a mobile, a landline (spec 01 §5) or an international number (core account/telephone.ts). */
  badTelephone: telephoneProblemTexts.badTelephone['en'],
};
