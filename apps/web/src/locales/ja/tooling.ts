/** Tooling made for customers and its transfers between factories (issue 20). */
export default {
  "new": "治具を登録",
  "newTransfer": "治具を移管",
  "export": "Excel に出力",
  "refresh": "更新",
  "required": "必須",
  "none": "該当する治具・移管はありません",
  "back": "一覧に戻る",
  "save": "保存",
  "log": "操作ログ",
  "transfers": "移管履歴",
  "created": "治具 {{no}} を登録しました",
  "sent": "移管 {{no}} を送りました",
  "customerHint": "プラットフォーム上の顧客の企業番号（例: E0002）",
  "factoryHint": "相手工場の企業番号（例: E0004）",
  "amortisedOf": "{{used}} / {{over}} {{basis}}",
  "field": {
    "no": "治具番号",
    "name": "名称",
    "kind": "種類",
    "customer": "顧客",
    "customerNo": "顧客（企業番号）",
    "orderNo": "注文",
    "owner": "所有者",
    "cost": "費用",
    "remaining": "未償却",
    "amortised": "償却済み",
    "amortisation": "償却",
    "amortiseBasis": "償却基準",
    "amortiseOver": "償却総数",
    "amortisedUnits": "償却済み数",
    "location": "所在場所",
    "status": "状態",
    "createdAt": "作成日時",
    "factory": "登録工場",
    "transferNo": "移管番号",
    "from": "送付元",
    "to": "受入先",
    "toFactoryNo": "受入工場（企業番号）",
    "toLocation": "受入先の保管場所",
    "note": "備考",
    "reason": "理由",
    "units": "今回の使用数",
    "direction": "方向",
    "sentBy": "送付者",
    "signedBy": "受領者"
  },
  "status": {
    "active": "使用中",
    "at_other_factory": "他工場にあり",
    "scrapped": "廃棄済み"
  },
  "transferStatus": {
    "sent": "受領待ち",
    "received": "受領済み",
    "refused": "拒否済み",
    "cancelled": "取消済み"
  },
  "kind": {
    "test_fixture": "テスト治具",
    "stencil": "メタルマスク",
    "mould": "金型",
    "other": "その他"
  },
  "owner": {
    "factory": "工場",
    "customer": "顧客"
  },
  "basis": {
    "boards": "枚",
    "orders": "注文"
  },
  "direction": {
    "out": "送付",
    "in": "受入"
  },
  "action": {
    "record_use": "使用を登録",
    "scrap": "廃棄",
    "transfer": "他工場へ移管",
    "receive": "受領する",
    "refuse": "拒否",
    "cancel": "移管を取消"
  },
  "done": {
    "record_use": "使用を登録しました",
    "scrap": "廃棄しました",
    "receive": "受領しました",
    "refuse": "拒否しました",
    "cancel": "取り消しました"
  }
};
