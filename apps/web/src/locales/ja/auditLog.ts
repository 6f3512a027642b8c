/** 監査ログ（/audit-log）：誰がどの記録に何をしたか。 */
export default {
  recordSearch: '記録の ID または番号',
  actorSearch: '操作者（氏名・電話・メール）',
  export: 'Excel に出力',
  verify: 'チェーンを検証',
  refresh: '更新',
  platform: 'プラットフォーム',
  intact: 'ログは改ざんされていません：{{chains}} 本のチェーンに {{rows}} 行、変更・削除なし。',
  broken: 'ログが改ざんされています：',
  field: {
    at: '日時',
    enterprise: '企業',
    actor: '操作者',
    ip: 'アドレス',
    entity: '記録の種類',
    record: '記録',
    action: '操作',
    changes: '変更前 → 変更後',
  },
};
