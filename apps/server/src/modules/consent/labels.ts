import { defineLabels } from '../../http/field-labels.js';

/** The fields consent names in its own words; every other field takes its shared label (http/field-labels). */
export const consentLabels = defineLabels('consent', {
  expiresOn: ['Valid until', '有效期至', '有效期至', 'Válido hasta', '有効期限'],
  factoryUid: ['Factory', '工厂', '工廠', 'Fábrica', '工場'],
  granted: ['Consent', '授权', '授權', 'Consentimiento', '同意'],
  thirdParty: ['Shared with', '共享对象', '共享對象', 'Compartido con', '共有先'],
});
