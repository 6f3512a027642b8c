/** Supplier fees, statements and invoices (issue 19). */
export default {
  "all": "全部",
  "export": "匯出Excel",
  "required": "必填信息不能為空！",
  "log": "操作日誌",
  "field": {
    "feeNo": "費用單號",
    "orderNo": "採購單號",
    "supplier": "供應商",
    "factory": "採購方",
    "kind": "類型",
    "description": "說明",
    "status": "狀態",
    "proposedOn": "提出日期",
    "acceptedOn": "接受日期",
    "amount": "含稅金額",
    "taxRate": "稅率%",
    "reason": "原因",
    "statementNo": "對賬單號",
    "period": "賬期",
    "version": "版本",
    "receipts": "收貨金額",
    "returns": "退貨金額",
    "fees": "費用",
    "adjustment": "調整金額",
    "adjustmentReason": "調整原因",
    "total": "合計",
    "note": "備註",
    "date": "日期",
    "source": "來源單號",
    "quantity": "數量",
    "unitPrice": "含稅單價",
    "disputeReason": "供應商異議",
    "invoiceNo": "發票登記號",
    "supplierInvoiceNo": "發票號碼",
    "invoiceDate": "開票日期",
    "goods": "貨款",
    "tax": "稅額",
    "currency": "幣種"
  },
  "fee": {
    "status": {
      "proposed": "待審批",
      "accepted": "已接受",
      "rejected": "已拒絕",
      "withdrawn": "已撤回"
    },
    "kind": {
      "tooling": "工裝費",
      "freight": "運費",
      "expediting": "加急費",
      "other": "其他"
    },
    "new": "新增費用",
    "propose": "提交",
    "proposed": "費用 {{no}} 已提交",
    "choose": "請從列表打開一筆費用"
  },
  "statement": {
    "status": {
      "issued": "待供應商確認",
      "confirmed": "已確認",
      "disputed": "有異議"
    },
    "new": "開出對賬單",
    "issued": "對賬單 {{no}} 已開出",
    "currencyHint": "每個幣種單獨一張對賬單：只匯總該月以此幣種計價的訂單和費用（預設供應商檔案的幣種）",
    "choose": "請從列表打開一張對賬單",
    "lines": "對賬明細",
    "history": "歷史版本",
    "pickLines": "請至少勾選一行有異議的明細",
    "adjustmentHelp": "正數：增加應付供應商金額；負數：減少"
  },
  "invoice": {
    "status": {
      "submitted": "待工廠審核",
      "accepted": "已接受",
      "rejected": "已拒絕"
    },
    "new": "登記發票",
    "submit": "提交發票",
    "submitted": "發票 {{no}} 已提交",
    "help": "每行預設填入尚可開票數量和訂單單價；超過扣除退貨後已收數量的開票會被拒絕。",
    "basis": "訂購 {{ordered}} {{unit}} @ {{price}}，已收 {{received}}，已開票 {{invoiced}}，可開票 {{invoiceable}}",
    "includeFees": "同時開具對賬單費用及調整（{{amount}}）"
  },
  "action": {
    "accept": "接受",
    "reject": "拒絕",
    "withdraw": "撤回",
    "confirm": "確認",
    "dispute": "提出異議",
    "reissue": "重新開出"
  },
  "done": {
    "accept": "已接受",
    "reject": "已拒絕",
    "withdraw": "已撤回",
    "confirm": "已確認",
    "dispute": "異議已提交",
    "reissue": "已重新開出"
  },
  "line": {
    "receipt": "收貨",
    "return": "退貨",
    "fee": "費用",
    "adjustment": "調整"
  },
  "match": {
    "ordered": "訂購",
    "received": "扣除退貨後已收",
    "invoiced": "開票",
    "quantityVsReceived": "數量差異（對收貨）",
    "priceDifference": "單價差異",
    "amountDifference": "金額差異",
    "result": "匹配結果",
    "matched": "一致",
    "partial": "部分開票",
    "price_difference": "單價不符",
    "over_received": "超出收貨"
  }
};
