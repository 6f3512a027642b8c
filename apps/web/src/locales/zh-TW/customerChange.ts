/** 客戶工程變更（issue 20）。 */
export default {
  "new": "申請變更",
  "refresh": "重新整理",
  "export": "匯出 Excel",
  "required": "必填",
  "none": "無此變更",
  "back": "返回列表",
  "log": "操作記錄",
  "upload": "上傳檔案",
  "created": "變更 {{no}} 已提交工廠",
  "askSomething": "新版本、檔案、數量、交期至少填寫一項",
  "amountHint": "單位：元；變更後更便宜時填負數",
  "saleNotices": "訂單的銷售通知",
  "field": {
    "no": "變更單號",
    "customer": "客戶",
    "factory": "工廠",
    "orderNo": "訂單",
    "what": "變更項",
    "description": "變更內容及原因",
    "newRevision": "新版本",
    "newQuantity": "新數量",
    "newDate": "要求交期",
    "files": "檔案",
    "amountDelta": "價格影響",
    "impactDate": "新交期",
    "impactNote": "影響說明",
    "rejectReason": "拒絕原因",
    "status": "狀態",
    "createdAt": "申請時間",
    "saleNoticeNo": "銷售通知",
    "partNo": "客戶料號",
    "revision": "版本",
    "quantity": "數量",
    "deliveryDate": "交期"
  },
  "status": {
    "submitted": "待工廠評估",
    "offered": "待客戶確認",
    "accepted": "已生效",
    "rejected": "已拒絕",
    "withdrawn": "已撤回"
  },
  "action": {
    "offer": "接受並報影響",
    "reject": "拒絕",
    "accept": "接受影響",
    "withdraw": "撤回"
  },
  "done": {
    "offer": "影響已發送客戶",
    "reject": "已拒絕",
    "accept": "已接受，訂單已變更",
    "withdraw": "已撤回"
  }
};
