/** 审计日志（/audit-log）：谁对哪条记录做了什么。 */
export default {
  recordSearch: '记录 ID 或编号',
  actorSearch: '操作人（姓名、手机号、邮箱）',
  export: '导出 Excel',
  verify: '校验日志链',
  refresh: '刷新',
  platform: '平台',
  intact: '日志完整：{{chains}} 条链共 {{rows}} 条记录，无修改或删除。',
  broken: '日志已被篡改：',
  field: {
    at: '时间',
    enterprise: '企业',
    actor: '操作人',
    ip: 'IP 地址',
    entity: '记录类型',
    record: '记录',
    action: '操作',
    changes: '修改前 → 修改后',
  },
};
