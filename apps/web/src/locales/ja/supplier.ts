/** The supplier master and potential suppliers (issue 19). */
export default {
  "status": {
    "potential": "潜在",
    "evaluating": "評価中",
    "approved": "承認済み",
    "rejected": "不採用",
    "suspended": "取引停止"
  },
  "expiry": {
    "valid": "有効",
    "expiring": "30日以内に期限",
    "expired": "期限切れ",
    "open_ended": "無期限"
  },
  "action": {
    "new": "潜在仕入先を追加",
    "edit": "編集",
    "save": "保存",
    "export": "Excel出力",
    "evaluate": "評価を開始",
    "evaluateNow": "評価して判定",
    "reconsider": "再検討",
    "suspend": "取引停止",
    "reinstate": "取引再開",
    "addDocument": "書類を追加",
    "removeDocument": "削除",
    "addContact": "担当者を追加",
    "removeContact": "担当者を削除"
  },
  "done": {
    "created": "仕入先 {{no}} を潜在仕入先として登録しました",
    "saved": "仕入先 {{no}} を保存しました",
    "documentAdded": "書類を追加しました",
    "approve": "{{total}} 点で承認しました",
    "reject": "{{total}} 点で不採用にしました",
    "evaluate": "評価を開始しました",
    "reconsider": "潜在仕入先に戻しました",
    "suspend": "取引を停止しました",
    "reinstate": "取引を再開しました"
  },
  "column": {
    "supplierNo": "仕入先番号",
    "name": "名称",
    "shortName": "略称",
    "status": "状態",
    "enterprise": "プラットフォーム企業",
    "factory": "顧客（工場）",
    "contact": "担当者",
    "contacts": "担当者",
    "role": "役職",
    "phone": "電話",
    "email": "メール",
    "categories": "供給品目",
    "paymentTerms": "支払条件",
    "currency": "通貨",
    "taxNo": "税番号",
    "bankName": "銀行",
    "bankAccount": "口座番号",
    "address": "住所",
    "rating": "評価",
    "note": "備考",
    "documents": "資格書類",
    "statusReason": "理由"
  },
  "category": {
    "laminate": "銅張積層板",
    "prepreg": "プリプレグ",
    "copper_foil": "銅箔",
    "solder_mask": "ソルダーレジスト",
    "dry_film": "ドライフィルム",
    "chemicals": "薬品",
    "drill_bits": "ドリル",
    "gold_salts": "金塩",
    "packaging": "梱包材",
    "outsourcing": "外注加工",
    "equipment": "設備・部品",
    "other": "その他"
  },
  "paymentTerm": {
    "prepaid": "前払い",
    "cash_on_delivery": "代金引換",
    "net_30": "30日払い",
    "net_60": "60日払い",
    "monthly_30": "月末締め30日払い",
    "monthly_60": "月末締め60日払い",
    "monthly_90": "月末締め90日払い"
  },
  "kind": {
    "business_licence": "営業許可証",
    "iso_9001": "ISO 9001",
    "iso_14001": "ISO 14001",
    "iatf_16949": "IATF 16949",
    "ul": "UL認証",
    "rohs_reach": "RoHS / REACH報告書",
    "tax_registration": "税務登録証",
    "other": "その他"
  },
  "criteria": {
    "quality": "品質",
    "delivery": "納期",
    "price": "価格",
    "service": "サービス",
    "capability": "技術力"
  },
  "decision": {
    "label": "判定",
    "approve": "承認",
    "reject": "不採用"
  },
  "document": {
    "kind": "書類の種類",
    "title": "名称",
    "documentNo": "書類番号",
    "issuedOn": "発行日",
    "expiresOn": "有効期限",
    "expiresHint": "無期限の書類は空欄のままにしてください"
  },
  "filter": {
    "status": "すべての状態",
    "category": "すべての品目",
    "expiry": "書類の期限"
  },
  "search": "番号・名称・税番号・担当者",
  "required": "必須項目です",
  "enterpriseHint": "プラットフォーム上の仕入先企業：紐付けると先方がこの台帳を閲覧し、発注書を受け取れます",
  "notLinked": "未登録",
  "documentsSummary": "期限切れ {{expired}} 件、期限間近 {{expiring}} 件",
  "chooseSupplier": "一覧から仕入先を開いてください",
  "evaluations": "評価記録",
  "evaluatedAt": "評価日時",
  "evaluator": "評価者",
  "total": "加重合計：{{total}}（合格点 {{mark}}）",
  "totalColumn": "合計",
  "reason": "理由",
  "log": "操作履歴"
};
