/** 品質不良記錄（issue 20）。 */
export default {
  "new": "反饋品質問題",
  "refresh": "重新整理",
  "export": "匯出 Excel",
  "required": "必填",
  "none": "無此記錄",
  "back": "返回列表",
  "log": "操作記錄",
  "answer": "工廠 8D 答覆",
  "created": "品質記錄 {{no}} 已提交工廠",
  "atMost": "該行交貨 {{n}} 件，不良數不能超過此數",
  "field": {
    "no": "記錄編號",
    "customer": "客戶",
    "factory": "工廠",
    "deliveryNo": "送貨單",
    "deliveryLine": "送貨行",
    "orderNo": "訂單",
    "partNo": "客戶料號",
    "defectType": "不良類型",
    "quantity": "不良 / 交貨數量",
    "lot": "批次",
    "description": "問題描述",
    "photos": "照片",
    "containment": "臨時圍堵措施",
    "rootCause": "根本原因",
    "correctiveAction": "糾正措施",
    "verification": "效果驗證",
    "reopenReason": "重開原因",
    "status": "狀態",
    "createdAt": "提出時間"
  },
  "status": {
    "open": "待工廠答覆",
    "answered": "工廠已答覆",
    "closed": "已結案",
    "withdrawn": "已撤回"
  },
  "action": {
    "answer": "8D 答覆",
    "close": "結案",
    "reopen": "重開",
    "withdraw": "撤回"
  },
  "done": {
    "answer": "答覆已發送客戶",
    "close": "已結案",
    "reopen": "已重開",
    "withdraw": "已撤回"
  },
  "defect": {
    "open_circuit": "開路",
    "short_circuit": "短路",
    "solder_mask": "防焊不良",
    "silkscreen": "文字不良",
    "dimension": "尺寸不良",
    "plating": "電鍍不良",
    "warpage": "板翹",
    "contamination": "污染",
    "soldering": "焊接不良",
    "component": "元件不良",
    "other": "其他"
  }
};
