/** Production transfers (outsourcing) between factories (issue 20). */
export default {
  "new": "新建生产调拨",
  "send": "发给承接工厂",
  "export": "导出 Excel",
  "refresh": "刷新",
  "required": "必填",
  "none": "没有该生产调拨单",
  "back": "返回列表",
  "log": "操作日志",
  "created": "生产调拨单 {{no}} 已发给承接工厂",
  "factoryHint": "对方工厂在平台上的企业编号，如 E0004",
  "orderNote": "订单仍归接单工厂（价格、付款和状态不变），承接工厂代为生产；承接工厂接受后会通知客户。",
  "field": {
    "no": "调拨单号",
    "orderNo": "订单",
    "customer": "客户",
    "from": "发出工厂",
    "to": "承接工厂",
    "toFactoryNo": "承接工厂（企业编号）",
    "quantity": "数量（片）",
    "dueDate": "要求交期",
    "status": "状态",
    "createdAt": "创建时间",
    "reason": "原因",
    "answerReason": "拒绝原因",
    "direction": "方向"
  },
  "status": {
    "pending": "待承接工厂确认",
    "accepted": "已接受",
    "declined": "已拒绝",
    "withdrawn": "已撤回"
  },
  "direction": {
    "out": "发出",
    "in": "承接"
  },
  "action": {
    "accept": "接受",
    "decline": "拒绝",
    "withdraw": "撤回"
  },
  "done": {
    "accept": "已接受，已通知客户",
    "decline": "已拒绝",
    "withdraw": "已撤回"
  }
};
