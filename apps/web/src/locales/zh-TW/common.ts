import { telephoneProblemTexts } from '@pcbunion/core';

export default {
  appName: 'PCB 聯盟',
  ok: '確定',
  cancel: '取消',
  loading: '載入中…',
  language: '語言',
  logout: '退出登錄',
  serviceTimeout: '服務調用超時，請聯繫管理員',
  serviceFailed: '服務調用失敗，請稍後再試',
  defaultTitle: '供應鏈協同平台',
  quotationPlatform: '報價平台',
  /** A telephone field: a mobile, a landline (spec 01 §5) or an international number (core account/telephone.ts). */
  badTelephone: telephoneProblemTexts.badTelephone['zh-TW'],
};
