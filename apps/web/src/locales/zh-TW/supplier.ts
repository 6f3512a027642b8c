/** The supplier master and potential suppliers (issue 19). */
export default {
  "status": {
    "potential": "潛在",
    "evaluating": "評估中",
    "approved": "已核准",
    "rejected": "已淘汰",
    "suspended": "已暫停"
  },
  "expiry": {
    "valid": "有效",
    "expiring": "30天內到期",
    "expired": "已過期",
    "open_ended": "長期有效"
  },
  "action": {
    "new": "新增潛在供應商",
    "edit": "編輯",
    "save": "儲存",
    "export": "匯出Excel",
    "evaluate": "開始評估",
    "evaluateNow": "評估並決定",
    "reconsider": "重新考慮",
    "suspend": "暫停合作",
    "reinstate": "恢復合作",
    "addDocument": "新增資質文件",
    "removeDocument": "刪除",
    "addContact": "新增聯絡人",
    "removeContact": "刪除聯絡人"
  },
  "done": {
    "created": "供應商 {{no}} 已建檔為潛在供應商",
    "saved": "供應商 {{no}} 已儲存",
    "documentAdded": "資質文件已新增",
    "approve": "已核准，得分 {{total}}",
    "reject": "已淘汰，得分 {{total}}",
    "evaluate": "已開始評估",
    "reconsider": "已重新列為潛在供應商",
    "suspend": "供應商已暫停",
    "reinstate": "供應商已恢復"
  },
  "column": {
    "supplierNo": "供應商編號",
    "name": "名稱",
    "shortName": "簡稱",
    "status": "狀態",
    "enterprise": "平台企業",
    "factory": "客戶（工廠）",
    "contact": "聯絡人",
    "contacts": "聯絡人",
    "role": "職務",
    "phone": "電話",
    "email": "郵箱",
    "categories": "供應類別",
    "paymentTerms": "付款條件",
    "currency": "幣種",
    "taxNo": "稅號",
    "bankName": "開戶銀行",
    "bankAccount": "銀行帳號",
    "address": "地址",
    "rating": "評級",
    "note": "備註",
    "documents": "資質文件",
    "statusReason": "原因"
  },
  "category": {
    "laminate": "覆銅板",
    "prepreg": "半固化片",
    "copper_foil": "銅箔",
    "solder_mask": "防焊油墨",
    "dry_film": "乾膜",
    "chemicals": "化學藥水",
    "drill_bits": "鑽頭",
    "gold_salts": "金鹽",
    "packaging": "包裝材料",
    "outsourcing": "外協加工",
    "equipment": "設備及備件",
    "other": "其他"
  },
  "paymentTerm": {
    "prepaid": "預付款",
    "cash_on_delivery": "貨到付款",
    "net_30": "30天付款",
    "net_60": "60天付款",
    "monthly_30": "月結30天",
    "monthly_60": "月結60天",
    "monthly_90": "月結90天"
  },
  "kind": {
    "business_licence": "營業執照",
    "iso_9001": "ISO 9001",
    "iso_14001": "ISO 14001",
    "iatf_16949": "IATF 16949",
    "ul": "UL認證",
    "rohs_reach": "RoHS / REACH報告",
    "tax_registration": "稅務登記證",
    "other": "其他"
  },
  "criteria": {
    "quality": "品質",
    "delivery": "交付",
    "price": "價格",
    "service": "服務",
    "capability": "技術能力"
  },
  "decision": {
    "label": "評估結論",
    "approve": "核准",
    "reject": "淘汰"
  },
  "document": {
    "kind": "文件類型",
    "title": "名稱",
    "documentNo": "證書編號",
    "issuedOn": "簽發日期",
    "expiresOn": "到期日期",
    "expiresHint": "長期有效的文件可不填"
  },
  "filter": {
    "status": "全部狀態",
    "category": "全部類別",
    "expiry": "證件到期"
  },
  "search": "編號、名稱、稅號、聯絡人",
  "required": "必填信息不能為空！",
  "enterpriseHint": "平台上的供應商企業：關聯後對方可查看此檔案並接收採購訂單",
  "notLinked": "未入駐平台",
  "documentsSummary": "{{expired}} 份過期，{{expiring}} 份即將到期",
  "chooseSupplier": "請從列表中開啟一個供應商",
  "evaluations": "評估記錄",
  "evaluatedAt": "評估時間",
  "evaluator": "評估人",
  "total": "加權總分：{{total}}（合格線 {{mark}}）",
  "totalColumn": "總分",
  "reason": "原因",
  "log": "操作記錄"
};
