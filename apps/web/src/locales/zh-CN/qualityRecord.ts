/** 品质不良记录（issue 20）。 */
export default {
  "new": "反馈品质问题",
  "refresh": "刷新",
  "export": "导出 Excel",
  "required": "必填",
  "none": "无此记录",
  "back": "返回列表",
  "log": "操作记录",
  "answer": "工厂 8D 答复",
  "created": "品质记录 {{no}} 已提交工厂",
  "atMost": "该行交货 {{n}} 件，不良数不能超过此数",
  "field": {
    "no": "记录编号",
    "customer": "客户",
    "factory": "工厂",
    "deliveryNo": "送货单",
    "deliveryLine": "送货行",
    "orderNo": "订单",
    "partNo": "客户料号",
    "defectType": "不良类型",
    "quantity": "不良 / 交货数量",
    "lot": "批次",
    "description": "问题描述",
    "photos": "照片",
    "containment": "临时围堵措施",
    "rootCause": "根本原因",
    "correctiveAction": "纠正措施",
    "verification": "效果验证",
    "reopenReason": "重开原因",
    "status": "状态",
    "createdAt": "提出时间"
  },
  "status": {
    "open": "待工厂答复",
    "answered": "工厂已答复",
    "closed": "已结案",
    "withdrawn": "已撤回"
  },
  "action": {
    "answer": "8D 答复",
    "close": "结案",
    "reopen": "重开",
    "withdraw": "撤回"
  },
  "done": {
    "answer": "答复已发送客户",
    "close": "已结案",
    "reopen": "已重开",
    "withdraw": "已撤回"
  },
  "defect": {
    "open_circuit": "开路",
    "short_circuit": "短路",
    "solder_mask": "阻焊不良",
    "silkscreen": "丝印不良",
    "dimension": "尺寸不良",
    "plating": "电镀不良",
    "warpage": "板翘",
    "contamination": "污染",
    "soldering": "焊接不良",
    "component": "元件不良",
    "other": "其他"
  }
};
