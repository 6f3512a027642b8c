/** Tooling made for customers and its transfers between factories (issue 20). */
export default {
  "new": "新建工裝",
  "newTransfer": "調撥工裝",
  "export": "匯出 Excel",
  "refresh": "重新整理",
  "required": "必填",
  "none": "沒有該工裝或調撥單",
  "back": "返回列表",
  "save": "儲存",
  "log": "操作日誌",
  "transfers": "調撥記錄",
  "created": "工裝 {{no}} 已建檔",
  "sent": "調撥單 {{no}} 已發給接收工廠",
  "customerHint": "客戶在平台上的企業編號，如 E0002",
  "factoryHint": "對方工廠在平台上的企業編號，如 E0004",
  "amortisedOf": "{{used}} / {{over}} {{basis}}",
  "field": {
    "no": "工裝編號",
    "name": "名稱",
    "kind": "類型",
    "customer": "客戶",
    "customerNo": "客戶（企業編號）",
    "orderNo": "訂單",
    "owner": "所有方",
    "cost": "成本",
    "remaining": "未攤銷",
    "amortised": "已攤銷",
    "amortisation": "攤銷",
    "amortiseBasis": "攤銷方式",
    "amortiseOver": "攤銷總數",
    "amortisedUnits": "已攤銷數量",
    "location": "所在位置",
    "status": "狀態",
    "createdAt": "建立時間",
    "factory": "建檔工廠",
    "transferNo": "調撥單號",
    "from": "調出工廠",
    "to": "接收工廠",
    "toFactoryNo": "接收工廠（企業編號）",
    "toLocation": "接收方存放位置",
    "note": "備註",
    "reason": "原因",
    "units": "本次使用",
    "direction": "方向",
    "sentBy": "調出人",
    "signedBy": "簽收人"
  },
  "status": {
    "active": "在用",
    "at_other_factory": "在其他工廠",
    "scrapped": "已報廢"
  },
  "transferStatus": {
    "sent": "待簽收",
    "received": "已簽收",
    "refused": "已拒收",
    "cancelled": "已取消"
  },
  "kind": {
    "test_fixture": "測試治具",
    "stencil": "鋼網",
    "mould": "模具",
    "other": "其他"
  },
  "owner": {
    "factory": "工廠",
    "customer": "客戶"
  },
  "basis": {
    "boards": "片",
    "orders": "單"
  },
  "direction": {
    "out": "調出",
    "in": "調入"
  },
  "action": {
    "record_use": "登記使用",
    "scrap": "報廢",
    "transfer": "調撥到其他工廠",
    "receive": "簽收",
    "refuse": "拒收",
    "cancel": "取消調撥"
  },
  "done": {
    "record_use": "已登記使用",
    "scrap": "已報廢",
    "receive": "已簽收",
    "refuse": "已拒收",
    "cancel": "已取消"
  }
};
