import { telephoneProblemTexts } from '@pcbunion/core';

export default {
  appName: 'PCB 联盟',
  ok: '确定',
  cancel: '取消',
  loading: '加载中…',
  language: '语言',
  logout: '退出登录',
  serviceTimeout: '服务调用超时，请联系管理员',
  serviceFailed: '服务调用失败，请稍后再试',
  defaultTitle: '供应链协同平台',
  quotationPlatform: '报价平台',
  /** A telephone field: a mobile, a landline (spec 01 §5) or an international number (core account/telephone.ts). */
  badTelephone: telephoneProblemTexts.badTelephone['zh-CN'],
};
