/** Tooling made for customers and its transfers between factories (issue 20). */
export default {
  "new": "新建工装",
  "newTransfer": "调拨工装",
  "export": "导出 Excel",
  "refresh": "刷新",
  "required": "必填",
  "none": "没有该工装或调拨单",
  "back": "返回列表",
  "save": "保存",
  "log": "操作日志",
  "transfers": "调拨记录",
  "created": "工装 {{no}} 已建档",
  "sent": "调拨单 {{no}} 已发给接收工厂",
  "customerHint": "客户在平台上的企业编号，如 E0002",
  "factoryHint": "对方工厂在平台上的企业编号，如 E0004",
  "amortisedOf": "{{used}} / {{over}} {{basis}}",
  "field": {
    "no": "工装编号",
    "name": "名称",
    "kind": "类型",
    "customer": "客户",
    "customerNo": "客户（企业编号）",
    "orderNo": "订单",
    "owner": "所有方",
    "cost": "成本",
    "remaining": "未摊销",
    "amortised": "已摊销",
    "amortisation": "摊销",
    "amortiseBasis": "摊销方式",
    "amortiseOver": "摊销总数",
    "amortisedUnits": "已摊销数量",
    "location": "所在位置",
    "status": "状态",
    "createdAt": "创建时间",
    "factory": "建档工厂",
    "transferNo": "调拨单号",
    "from": "调出工厂",
    "to": "接收工厂",
    "toFactoryNo": "接收工厂（企业编号）",
    "toLocation": "接收方存放位置",
    "note": "备注",
    "reason": "原因",
    "units": "本次使用",
    "direction": "方向",
    "sentBy": "调出人",
    "signedBy": "签收人"
  },
  "status": {
    "active": "在用",
    "at_other_factory": "在其他工厂",
    "scrapped": "已报废"
  },
  "transferStatus": {
    "sent": "待签收",
    "received": "已签收",
    "refused": "已拒收",
    "cancelled": "已取消"
  },
  "kind": {
    "test_fixture": "测试治具",
    "stencil": "钢网",
    "mould": "模具",
    "other": "其他"
  },
  "owner": {
    "factory": "工厂",
    "customer": "客户"
  },
  "basis": {
    "boards": "片",
    "orders": "单"
  },
  "direction": {
    "out": "调出",
    "in": "调入"
  },
  "action": {
    "record_use": "登记使用",
    "scrap": "报废",
    "transfer": "调拨到其他工厂",
    "receive": "签收",
    "refuse": "拒收",
    "cancel": "取消调拨"
  },
  "done": {
    "record_use": "已登记使用",
    "scrap": "已报废",
    "receive": "已签收",
    "refuse": "已拒收",
    "cancel": "已取消"
  }
};
