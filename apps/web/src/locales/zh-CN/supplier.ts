/** The supplier master and potential suppliers (issue 19). */
export default {
  "status": {
    "potential": "潜在",
    "evaluating": "评估中",
    "approved": "已批准",
    "rejected": "已淘汰",
    "suspended": "已暂停"
  },
  "expiry": {
    "valid": "有效",
    "expiring": "30天内到期",
    "expired": "已过期",
    "open_ended": "长期有效"
  },
  "action": {
    "new": "新增潜在供应商",
    "edit": "编辑",
    "save": "保存",
    "export": "导出Excel",
    "evaluate": "开始评估",
    "evaluateNow": "评估并决定",
    "reconsider": "重新考虑",
    "suspend": "暂停合作",
    "reinstate": "恢复合作",
    "addDocument": "添加资质文件",
    "removeDocument": "删除",
    "addContact": "添加联系人",
    "removeContact": "删除联系人"
  },
  "done": {
    "created": "供应商 {{no}} 已建档为潜在供应商",
    "saved": "供应商 {{no}} 已保存",
    "documentAdded": "资质文件已添加",
    "approve": "已批准，得分 {{total}}",
    "reject": "已淘汰，得分 {{total}}",
    "evaluate": "已开始评估",
    "reconsider": "已重新列为潜在供应商",
    "suspend": "供应商已暂停",
    "reinstate": "供应商已恢复"
  },
  "column": {
    "supplierNo": "供应商编号",
    "name": "名称",
    "shortName": "简称",
    "status": "状态",
    "enterprise": "平台企业",
    "factory": "客户（工厂）",
    "contact": "联系人",
    "contacts": "联系人",
    "role": "职务",
    "phone": "电话",
    "email": "邮箱",
    "categories": "供应类别",
    "paymentTerms": "付款条件",
    "currency": "币种",
    "taxNo": "税号",
    "bankName": "开户银行",
    "bankAccount": "银行账号",
    "address": "地址",
    "rating": "评级",
    "note": "备注",
    "documents": "资质文件",
    "statusReason": "原因"
  },
  "category": {
    "laminate": "覆铜板",
    "prepreg": "半固化片",
    "copper_foil": "铜箔",
    "solder_mask": "阻焊油墨",
    "dry_film": "干膜",
    "chemicals": "化学药水",
    "drill_bits": "钻头",
    "gold_salts": "金盐",
    "packaging": "包装材料",
    "outsourcing": "外协加工",
    "equipment": "设备及备件",
    "other": "其他"
  },
  "paymentTerm": {
    "prepaid": "预付款",
    "cash_on_delivery": "货到付款",
    "net_30": "30天付款",
    "net_60": "60天付款",
    "monthly_30": "月结30天",
    "monthly_60": "月结60天",
    "monthly_90": "月结90天"
  },
  "kind": {
    "business_licence": "营业执照",
    "iso_9001": "ISO 9001",
    "iso_14001": "ISO 14001",
    "iatf_16949": "IATF 16949",
    "ul": "UL认证",
    "rohs_reach": "RoHS / REACH报告",
    "tax_registration": "税务登记证",
    "other": "其他"
  },
  "criteria": {
    "quality": "质量",
    "delivery": "交付",
    "price": "价格",
    "service": "服务",
    "capability": "技术能力"
  },
  "decision": {
    "label": "评估结论",
    "approve": "批准",
    "reject": "淘汰"
  },
  "document": {
    "kind": "文件类型",
    "title": "名称",
    "documentNo": "证书编号",
    "issuedOn": "签发日期",
    "expiresOn": "到期日期",
    "expiresHint": "长期有效的文件可不填"
  },
  "filter": {
    "status": "全部状态",
    "category": "全部类别",
    "expiry": "证件到期"
  },
  "search": "编号、名称、税号、联系人",
  "required": "必填信息不能为空！",
  "enterpriseHint": "平台上的供应商企业：关联后对方可查看此档案并接收采购订单",
  "notLinked": "未入驻平台",
  "documentsSummary": "{{expired}} 份过期，{{expiring}} 份即将到期",
  "chooseSupplier": "请从列表中打开一个供应商",
  "evaluations": "评估记录",
  "evaluatedAt": "评估时间",
  "evaluator": "评估人",
  "total": "加权总分：{{total}}（合格线 {{mark}}）",
  "totalColumn": "总分",
  "reason": "原因",
  "log": "操作记录"
};
