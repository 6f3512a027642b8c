/** 品質不良記録（issue 20）。 */
export default {
  "new": "品質問題を報告",
  "refresh": "更新",
  "export": "Excel に出力",
  "required": "必須",
  "none": "該当する記録はありません",
  "back": "一覧に戻る",
  "log": "操作履歴",
  "answer": "工場の 8D 回答",
  "created": "品質記録 {{no}} を工場に送信しました",
  "atMost": "この明細の納品数 {{n}} 個以下",
  "field": {
    "no": "記録番号",
    "customer": "顧客",
    "factory": "工場",
    "deliveryNo": "納品書",
    "deliveryLine": "納品明細",
    "orderNo": "注文",
    "partNo": "顧客品番",
    "defectType": "不良区分",
    "quantity": "不良数 / 納品数",
    "lot": "ロット",
    "description": "不具合内容",
    "photos": "写真",
    "containment": "暫定対策",
    "rootCause": "根本原因",
    "correctiveAction": "是正処置",
    "verification": "効果確認",
    "reopenReason": "再開理由",
    "status": "状態",
    "createdAt": "登録日時"
  },
  "status": {
    "open": "工場回答待ち",
    "answered": "回答済み",
    "closed": "結案",
    "withdrawn": "取り下げ済み"
  },
  "action": {
    "answer": "8D 回答",
    "close": "結案",
    "reopen": "再開",
    "withdraw": "取り下げ"
  },
  "done": {
    "answer": "回答を顧客に送信しました",
    "close": "結案しました",
    "reopen": "再開しました",
    "withdraw": "取り下げました"
  },
  "defect": {
    "open_circuit": "オープン",
    "short_circuit": "ショート",
    "solder_mask": "ソルダーレジスト不良",
    "silkscreen": "シルク不良",
    "dimension": "寸法不良",
    "plating": "めっき不良",
    "warpage": "反り",
    "contamination": "汚染",
    "soldering": "はんだ付け不良",
    "component": "部品不良",
    "other": "その他"
  }
};
