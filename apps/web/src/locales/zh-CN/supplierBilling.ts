/** Supplier fees, statements and invoices (issue 19). */
export default {
  "all": "全部",
  "export": "导出Excel",
  "required": "必填信息不能为空！",
  "log": "操作日志",
  "field": {
    "feeNo": "费用单号",
    "orderNo": "采购单号",
    "supplier": "供应商",
    "factory": "采购方",
    "kind": "类型",
    "description": "说明",
    "status": "状态",
    "proposedOn": "提出日期",
    "acceptedOn": "接受日期",
    "amount": "含税金额",
    "taxRate": "税率%",
    "reason": "原因",
    "statementNo": "对账单号",
    "period": "账期",
    "version": "版本",
    "receipts": "收货金额",
    "returns": "退货金额",
    "fees": "费用",
    "adjustment": "调整金额",
    "adjustmentReason": "调整原因",
    "total": "合计",
    "note": "备注",
    "date": "日期",
    "source": "来源单号",
    "quantity": "数量",
    "unitPrice": "含税单价",
    "disputeReason": "供应商异议",
    "invoiceNo": "发票登记号",
    "supplierInvoiceNo": "发票号码",
    "invoiceDate": "开票日期",
    "goods": "货款",
    "tax": "税额",
    "currency": "币种"
  },
  "fee": {
    "status": {
      "proposed": "待审批",
      "accepted": "已接受",
      "rejected": "已拒绝",
      "withdrawn": "已撤回"
    },
    "kind": {
      "tooling": "工装费",
      "freight": "运费",
      "expediting": "加急费",
      "other": "其他"
    },
    "new": "新增费用",
    "propose": "提交",
    "proposed": "费用 {{no}} 已提交",
    "choose": "请从列表打开一笔费用"
  },
  "statement": {
    "status": {
      "issued": "待供应商确认",
      "confirmed": "已确认",
      "disputed": "有异议"
    },
    "new": "开出对账单",
    "issued": "对账单 {{no}} 已开出",
    "currencyHint": "每个币种单独一张对账单：只汇总该月以此币种计价的订单和费用（默认供应商档案的币种）",
    "choose": "请从列表打开一张对账单",
    "lines": "对账明细",
    "history": "历史版本",
    "pickLines": "请至少勾选一行有异议的明细",
    "adjustmentHelp": "正数：增加应付供应商金额；负数：减少"
  },
  "invoice": {
    "status": {
      "submitted": "待工厂审核",
      "accepted": "已接受",
      "rejected": "已拒绝"
    },
    "new": "登记发票",
    "submit": "提交发票",
    "submitted": "发票 {{no}} 已提交",
    "help": "每行默认填入尚可开票数量和订单单价；超过扣除退货后已收数量的开票会被拒绝。",
    "basis": "订购 {{ordered}} {{unit}} @ {{price}}，已收 {{received}}，已开票 {{invoiced}}，可开票 {{invoiceable}}",
    "includeFees": "同时开具对账单费用及调整（{{amount}}）"
  },
  "action": {
    "accept": "接受",
    "reject": "拒绝",
    "withdraw": "撤回",
    "confirm": "确认",
    "dispute": "提出异议",
    "reissue": "重新开出"
  },
  "done": {
    "accept": "已接受",
    "reject": "已拒绝",
    "withdraw": "已撤回",
    "confirm": "已确认",
    "dispute": "异议已提交",
    "reissue": "已重新开出"
  },
  "line": {
    "receipt": "收货",
    "return": "退货",
    "fee": "费用",
    "adjustment": "调整"
  },
  "match": {
    "ordered": "订购",
    "received": "扣除退货后已收",
    "invoiced": "开票",
    "quantityVsReceived": "数量差异（对收货）",
    "priceDifference": "单价差异",
    "amountDifference": "金额差异",
    "result": "匹配结果",
    "matched": "一致",
    "partial": "部分开票",
    "price_difference": "单价不符",
    "over_received": "超出收货"
  }
};
