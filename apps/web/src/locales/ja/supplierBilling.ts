/** Supplier fees, statements and invoices (issue 19). */
export default {
  "all": "すべて",
  "export": "Excel出力",
  "required": "必須項目です",
  "log": "操作履歴",
  "field": {
    "feeNo": "費用番号",
    "orderNo": "発注番号",
    "supplier": "仕入先",
    "factory": "発注者",
    "kind": "種類",
    "description": "内容",
    "status": "状態",
    "proposedOn": "申請日",
    "acceptedOn": "承認日",
    "amount": "税込金額",
    "taxRate": "税率%",
    "reason": "理由",
    "statementNo": "明細書番号",
    "period": "対象月",
    "version": "版",
    "receipts": "受入金額",
    "returns": "返品金額",
    "fees": "費用",
    "adjustment": "調整額",
    "adjustmentReason": "調整理由",
    "total": "合計",
    "note": "備考",
    "date": "日付",
    "source": "元伝票",
    "quantity": "数量",
    "unitPrice": "税込単価",
    "disputeReason": "仕入先の異議",
    "invoiceNo": "請求書番号",
    "supplierInvoiceNo": "インボイス番号",
    "invoiceDate": "請求日",
    "goods": "商品代金",
    "tax": "税額",
    "currency": "通貨"
  },
  "fee": {
    "status": {
      "proposed": "申請中",
      "accepted": "承認済み",
      "rejected": "却下",
      "withdrawn": "取下げ"
    },
    "kind": {
      "tooling": "治具費",
      "freight": "運賃",
      "expediting": "特急料",
      "other": "その他"
    },
    "new": "費用を申請",
    "propose": "申請",
    "proposed": "費用 {{no}} を申請しました",
    "choose": "一覧から費用を開いてください"
  },
  "statement": {
    "status": {
      "issued": "仕入先確認待ち",
      "confirmed": "確認済み",
      "disputed": "異議あり"
    },
    "new": "明細書を発行",
    "issued": "明細書 {{no}} を発行しました",
    "currencyHint": "通貨ごとに1枚の明細書：その月のこの通貨建ての発注と費用だけを集計します（仕入先台帳の通貨を既定とします）",
    "choose": "一覧から明細書を開いてください",
    "lines": "明細",
    "history": "過去の版",
    "pickLines": "異議のある明細を1行以上選んでください",
    "adjustmentHelp": "正：仕入先への支払増、負：減"
  },
  "invoice": {
    "status": {
      "submitted": "工場確認待ち",
      "accepted": "受理済み",
      "rejected": "却下"
    },
    "new": "請求書を登録",
    "submit": "請求書を提出",
    "submitted": "請求書 {{no}} を提出しました",
    "help": "各行は未請求数量と発注単価で始まります。返品控除後の受入数量を超える請求は拒否されます。",
    "basis": "発注 {{ordered}} {{unit}} @ {{price}}、受入 {{received}}、請求済 {{invoiced}}、残 {{invoiceable}}",
    "includeFees": "明細書の費用と調整も請求する（{{amount}}）"
  },
  "action": {
    "accept": "承認",
    "reject": "却下",
    "withdraw": "取下げ",
    "confirm": "確認",
    "dispute": "異議申立て",
    "reissue": "再発行"
  },
  "done": {
    "accept": "承認しました",
    "reject": "却下しました",
    "withdraw": "取り下げました",
    "confirm": "確認しました",
    "dispute": "異議を送信しました",
    "reissue": "再発行しました"
  },
  "line": {
    "receipt": "受入",
    "return": "返品",
    "fee": "費用",
    "adjustment": "調整"
  },
  "match": {
    "ordered": "発注",
    "received": "返品控除後受入",
    "invoiced": "請求",
    "quantityVsReceived": "数量差（受入比）",
    "priceDifference": "単価差",
    "amountDifference": "金額差",
    "result": "照合結果",
    "matched": "一致",
    "partial": "一部請求",
    "price_difference": "単価相違",
    "over_received": "受入超過"
  }
};
