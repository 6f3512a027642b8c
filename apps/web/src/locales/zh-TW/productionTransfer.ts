/** Production transfers (outsourcing) between factories (issue 20). */
export default {
  "new": "新建生產調撥",
  "send": "發給承接工廠",
  "export": "匯出 Excel",
  "refresh": "重新整理",
  "required": "必填",
  "none": "沒有該生產調撥單",
  "back": "返回列表",
  "log": "操作日誌",
  "created": "生產調撥單 {{no}} 已發給承接工廠",
  "factoryHint": "對方工廠在平台上的企業編號，如 E0004",
  "orderNote": "訂單仍歸接單工廠（價格、付款和狀態不變），承接工廠代為生產；承接工廠接受後會通知客戶。",
  "field": {
    "no": "調撥單號",
    "orderNo": "訂單",
    "customer": "客戶",
    "from": "發出工廠",
    "to": "承接工廠",
    "toFactoryNo": "承接工廠（企業編號）",
    "quantity": "數量（片）",
    "dueDate": "要求交期",
    "status": "狀態",
    "createdAt": "建立時間",
    "reason": "原因",
    "answerReason": "拒絕原因",
    "direction": "方向"
  },
  "status": {
    "pending": "待承接工廠確認",
    "accepted": "已接受",
    "declined": "已拒絕",
    "withdrawn": "已撤回"
  },
  "direction": {
    "out": "發出",
    "in": "承接"
  },
  "action": {
    "accept": "接受",
    "decline": "拒絕",
    "withdraw": "撤回"
  },
  "done": {
    "accept": "已接受，已通知客戶",
    "decline": "已拒絕",
    "withdraw": "已撤回"
  }
};
