/** 稽核日誌（/audit-log）：誰對哪筆記錄做了什麼。 */
export default {
  recordSearch: '記錄 ID 或編號',
  actorSearch: '操作人（姓名、手機號、信箱）',
  export: '匯出 Excel',
  verify: '校驗日誌鏈',
  refresh: '重新整理',
  platform: '平台',
  intact: '日誌完整：{{chains}} 條鏈共 {{rows}} 筆記錄，無修改或刪除。',
  broken: '日誌已被竄改：',
  field: {
    at: '時間',
    enterprise: '企業',
    actor: '操作人',
    ip: 'IP 位址',
    entity: '記錄類型',
    record: '記錄',
    action: '操作',
    changes: '修改前 → 修改後',
  },
};
