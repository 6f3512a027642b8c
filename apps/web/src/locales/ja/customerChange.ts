/** 顧客の設計変更（issue 20）。 */
export default {
  "new": "変更を申請",
  "refresh": "更新",
  "export": "Excel に出力",
  "required": "必須",
  "none": "該当する変更はありません",
  "back": "一覧に戻る",
  "log": "操作履歴",
  "upload": "ファイルを添付",
  "created": "変更 {{no}} を工場に送信しました",
  "askSomething": "新リビジョン・ファイル・数量・納期のいずれかを入力してください",
  "amountHint": "単位：元。安くなる場合はマイナス",
  "saleNotices": "注文の販売通知",
  "field": {
    "no": "変更番号",
    "customer": "顧客",
    "factory": "工場",
    "orderNo": "注文",
    "what": "変更内容",
    "description": "変更内容と理由",
    "newRevision": "新リビジョン",
    "newQuantity": "新数量",
    "newDate": "希望納期",
    "files": "ファイル",
    "amountDelta": "価格への影響",
    "impactDate": "新しい納期",
    "impactNote": "影響の説明",
    "rejectReason": "却下理由",
    "status": "状態",
    "createdAt": "申請日時",
    "saleNoticeNo": "販売通知",
    "partNo": "顧客品番",
    "revision": "リビジョン",
    "quantity": "数量",
    "deliveryDate": "納期"
  },
  "status": {
    "submitted": "工場評価待ち",
    "offered": "顧客確認待ち",
    "accepted": "承諾済み",
    "rejected": "却下",
    "withdrawn": "取り下げ済み"
  },
  "action": {
    "offer": "影響を提示して受付",
    "reject": "却下",
    "accept": "影響を承諾",
    "withdraw": "取り下げ"
  },
  "done": {
    "offer": "影響を顧客に送信しました",
    "reject": "却下しました",
    "accept": "承諾しました。注文が変更されました",
    "withdraw": "取り下げました"
  }
};
