/** 客户工程变更（issue 20）。 */
export default {
  "new": "申请变更",
  "refresh": "刷新",
  "export": "导出 Excel",
  "required": "必填",
  "none": "无此变更",
  "back": "返回列表",
  "log": "操作记录",
  "upload": "上传文件",
  "created": "变更 {{no}} 已提交工厂",
  "askSomething": "新版本、文件、数量、交期至少填写一项",
  "amountHint": "单位：元；变更后更便宜时填负数",
  "saleNotices": "订单的销售通知",
  "field": {
    "no": "变更单号",
    "customer": "客户",
    "factory": "工厂",
    "orderNo": "订单",
    "what": "变更项",
    "description": "变更内容及原因",
    "newRevision": "新版本",
    "newQuantity": "新数量",
    "newDate": "要求交期",
    "files": "文件",
    "amountDelta": "价格影响",
    "impactDate": "新交期",
    "impactNote": "影响说明",
    "rejectReason": "拒绝原因",
    "status": "状态",
    "createdAt": "申请时间",
    "saleNoticeNo": "销售通知",
    "partNo": "客户料号",
    "revision": "版本",
    "quantity": "数量",
    "deliveryDate": "交期"
  },
  "status": {
    "submitted": "待工厂评估",
    "offered": "待客户确认",
    "accepted": "已生效",
    "rejected": "已拒绝",
    "withdrawn": "已撤回"
  },
  "action": {
    "offer": "接受并报影响",
    "reject": "拒绝",
    "accept": "接受影响",
    "withdraw": "撤回"
  },
  "done": {
    "offer": "影响已发送客户",
    "reject": "已拒绝",
    "accept": "已接受，订单已变更",
    "withdraw": "已撤回"
  }
};
