/** Production transfers (outsourcing) between factories (issue 20). */
export default {
  "new": "生産移管を作成",
  "send": "受託工場へ送る",
  "export": "Excel に出力",
  "refresh": "更新",
  "required": "必須",
  "none": "該当する生産移管はありません",
  "back": "一覧に戻る",
  "log": "操作ログ",
  "created": "生産移管 {{no}} を受託工場へ送りました",
  "factoryHint": "相手工場の企業番号（例: E0004）",
  "orderNote": "注文は受注工場のまま（価格・支払・状態は変わりません）。受託工場が代わりに生産し、受諾時に顧客へ通知されます。",
  "field": {
    "no": "移管番号",
    "orderNo": "注文",
    "customer": "顧客",
    "from": "依頼工場",
    "to": "受託工場",
    "toFactoryNo": "受託工場（企業番号）",
    "quantity": "数量（枚）",
    "dueDate": "希望納期",
    "status": "状態",
    "createdAt": "作成日時",
    "reason": "理由",
    "answerReason": "辞退理由",
    "direction": "方向"
  },
  "status": {
    "pending": "受託工場の回答待ち",
    "accepted": "受諾済み",
    "declined": "辞退済み",
    "withdrawn": "取り下げ済み"
  },
  "direction": {
    "out": "依頼",
    "in": "受託"
  },
  "action": {
    "accept": "受諾",
    "decline": "辞退",
    "withdraw": "取り下げ"
  },
  "done": {
    "accept": "受諾しました（顧客へ通知）",
    "decline": "辞退しました",
    "withdraw": "取り下げました"
  }
};
