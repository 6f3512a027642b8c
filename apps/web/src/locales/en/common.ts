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
};
