import { telephoneProblemTexts } from '@pcbunion/core';

export default {
  appName: 'PCB Union',
  ok: 'OK',
  cancel: 'キャンセル',
  loading: '読み込み中…',
  language: '言語',
  logout: 'ログアウト',
  serviceTimeout: 'サービス呼び出しがタイムアウトしました。管理者に連絡してください',
  serviceFailed: 'サービス呼び出しに失敗しました。しばらくしてから再試行してください',
  defaultTitle: 'サプライチェーン協働プラットフォーム',
  quotationPlatform: '見積プラットフォーム',
  /** A telephone field: a mobile, a landline (spec 01 §5) or an international number (core account/telephone.ts). */
  badTelephone: telephoneProblemTexts.badTelephone['ja'],
};
