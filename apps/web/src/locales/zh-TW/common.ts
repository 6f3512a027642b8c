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
};
